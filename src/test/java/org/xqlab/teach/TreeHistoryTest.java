package org.xqlab.teach;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The tree editor's undo and redo, as the editor uses them: a snapshot before each edit, states given back. */
class TreeHistoryTest {

    @Test
    void aRemovedSubtreeComesBackWithTheNodeThatWasSelectedAndGoesAgainOnRedo() {
        TreeHistory h = new TreeHistory();
        TextbookTree t = Examples.ALPHA_CUTOFF.tree(); // [[5,6],[3,9]]
        TextbookNode b = t.at(1);
        h.before(t, b);
        t.removeChild(t.root(), 1);
        assertEquals("[[5,6]]", t.root().toString());
        assertTrue(h.canUndo());
        assertFalse(h.canRedo());

        TreeHistory.State back = h.undo(t, t.root());
        assertEquals("[[5,6],[3,9]]", back.tree().root().toString(), "the subtree whole");
        assertArrayEquals(new int[] {1}, back.selected());
        assertSame(back.tree().at(1), back.node(), "the node selected before the edit, in the tree given back");
        assertFalse(h.canUndo());
        assertTrue(h.canRedo());

        TreeHistory.State again = h.redo(back.tree(), back.node());
        assertEquals("[[5,6]]", again.tree().root().toString());
        assertSame(again.tree().root(), again.node(), "the root was selected after the removal");
        assertTrue(h.canUndo());
        assertFalse(h.canRedo());
    }

    @Test
    void aStateIsACopyThatLaterEditsDoNotReach() {
        TreeHistory h = new TreeHistory();
        TextbookTree t = Examples.ALPHA_CUTOFF.tree();
        h.before(t, null);
        t.setValue(t.at(0, 1), 17);
        t.addChild(t.at(0, 1), 4); // an edit the history was not told of still leaves the kept state alone
        TreeHistory.State back = h.undo(t, null);
        assertNotSame(t, back.tree());
        assertEquals("[[5,6],[3,9]]", back.tree().root().toString());
        assertNull(back.node());
    }

    @Test
    void aNewEditAfterAnUndoForgetsTheRedoAndNothingLeftGivesNull() {
        TreeHistory h = new TreeHistory();
        TextbookTree t = Examples.ALPHA_CUTOFF.tree();
        assertNull(h.undo(t, null), "nothing to undo");
        assertNull(h.redo(t, null), "nothing to redo");
        h.before(t, null);
        t.setValue(t.at(0, 0), 1);
        TextbookTree back = h.undo(t, null).tree();
        assertTrue(h.canRedo());
        h.before(back, null);
        back.setValue(back.at(0, 0), 2);
        assertFalse(h.canRedo(), "the undone edit is forgotten once another is made");
        assertNull(h.redo(back, null));
    }

    @Test
    void theLatestEditsAreKeptUpToTheDepth() {
        TreeHistory h = new TreeHistory();
        TextbookTree t = Examples.ALPHA_CUTOFF.tree();
        for (int i = 0; i < TreeHistory.DEPTH + 5; i++) { // values 10, 11, … after the example's 5
            h.before(t, null);
            t.setValue(t.at(0, 0), 10 + i);
        }
        int undone = 0;
        TextbookTree now = t;
        while (h.canUndo()) {
            now = h.undo(now, null).tree();
            undone++;
        }
        assertEquals(TreeHistory.DEPTH, undone);
        assertEquals(14, now.at(0, 0).value(), "the trees before the first five edits are gone (5, 10 … 13)");
    }

    @Test
    void editedUntilSavedOrAnotherTreeIsShown() {
        TreeHistory h = new TreeHistory();
        TextbookTree t = Examples.ALPHA_CUTOFF.tree();
        assertFalse(h.edited());
        h.done(TreeHistory.snapshot(t, null));
        assertTrue(h.edited());
        h.saved();
        assertFalse(h.edited());
        h.undo(t, null);
        assertTrue(h.edited(), "an undo changes the tree too");
        h.clear();
        assertFalse(h.edited());
        assertFalse(h.canUndo());
        assertFalse(h.canRedo());
        assertEquals("my-tree", TreeHistory.nameFromFile("my-tree.json", "Alpha cutoff (edited)"));
        assertEquals("Alpha cutoff (edited)", TreeHistory.nameFromFile(".json", "Alpha cutoff (edited)"));
    }
}
