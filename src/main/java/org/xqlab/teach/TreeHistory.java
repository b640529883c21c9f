package org.xqlab.teach;

import java.util.ArrayDeque;
import java.util.Deque;

/**
 * Undo and redo for the classroom's tree editor: before each edit the editor hands in the tree as it is and
 * the node selected ({@link #before}, or {@link #snapshot} then {@link #done} once the edit succeeded); {@link #undo} gives back the tree before the latest edit (a copy, with
 * the node that was selected then), {@link #redo} the tree that edit made. Nothing an edit removes is lost: a
 * removed subtree comes back with Undo. At most {@link #DEPTH} edits are kept. It also tells whether the tree
 * was edited since it was shown or saved ({@link #edited}), so a save can name the edited tree anew.
 * JavaFX-free; not thread-safe.
 */
public final class TreeHistory {
    /** Edits kept for undo. */
    public static final int DEPTH = 200;

    /** A tree and the path of the node selected in it (null: none). */
    public record State(TextbookTree tree, int[] selected) {
        /** The node selected in {@link #tree}, or null. */
        public TextbookNode node() {
            return selected == null ? null : tree.at(selected);
        }
    }

    private final Deque<State> undo = new ArrayDeque<>();
    private final Deque<State> redo = new ArrayDeque<>();
    private boolean edited;

    /** Remembers {@code tree} (copied) and its {@code selected} node, just before an edit changes it. */
    public void before(TextbookTree tree, TextbookNode selected) {
        done(snapshot(tree, selected));
    }

    /** The tree (copied) and its selected node as they are now, to hand to {@link #done} once an edit succeeded. */
    public static State snapshot(TextbookTree tree, TextbookNode selected) {
        return state(tree, selected);
    }

    /** An edit changed the tree from {@code before} (a {@link #snapshot}): Undo gives that back. */
    public void done(State before) {
        undo.push(before);
        while (undo.size() > DEPTH) {
            undo.removeLast();
        }
        redo.clear();
        edited = true;
    }

    /** Takes back the latest edit of an edit of {@code tree}: the tree before it, or null with nothing to undo. */
    public State undo(TextbookTree tree, TextbookNode selected) {
        if (undo.isEmpty()) {
            return null;
        }
        redo.push(state(tree, selected));
        edited = true;
        return undo.pop();
    }

    /** Makes the latest undone edit again: the tree after it, or null with nothing to redo. */
    public State redo(TextbookTree tree, TextbookNode selected) {
        if (redo.isEmpty()) {
            return null;
        }
        undo.push(state(tree, selected));
        edited = true;
        return redo.pop();
    }

    public boolean canUndo() {
        return !undo.isEmpty();
    }

    public boolean canRedo() {
        return !redo.isEmpty();
    }

    /** Whether the tree was edited (or an edit undone or redone) since it was shown or saved. */
    public boolean edited() {
        return edited;
    }

    /** The tree was saved: not edited since. */
    public void saved() {
        edited = false;
    }

    /** Another tree is shown: nothing to undo or redo, not edited. */
    public void clear() {
        undo.clear();
        redo.clear();
        edited = false;
    }

    private static State state(TextbookTree tree, TextbookNode selected) {
        return new State(tree.copy(), selected == null ? null : selected.path());
    }

    /**
     * The name a tree saved as {@code fileName} takes when it was edited: the file's name without its
     * extension ("my-tree.json" → "my-tree"), or {@code current} when that leaves nothing.
     */
    public static String nameFromFile(String fileName, String current) {
        String stem = fileName.replaceFirst("\\.[^.]*$", "").trim();
        return stem.isEmpty() ? current : stem;
    }
}
