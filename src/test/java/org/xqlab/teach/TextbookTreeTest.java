package org.xqlab.teach;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class TextbookTreeTest {

    @Test
    void addingAChildToALeafMakesItAnInnerNode() {
        TextbookTree t = Examples.ALPHA_CUTOFF.tree();
        TextbookNode leaf = t.at(0, 1);
        int before = t.revision();
        t.addChild(leaf, 4);
        t.addChild(leaf, 7);
        assertFalse(leaf.isLeaf());
        assertEquals("[[5,[4,7]],[3,9]]", t.root().toString());
        assertNotEquals(before, t.revision());
        assertEquals(3, t.height());
        assertEquals(5, MinimaxValues.rootValue(t));
    }

    @Test
    void removingTheLastChildMakesALeafAndSettingAValueChangesTheResult() {
        TextbookTree t = Examples.ALPHA_CUTOFF.tree();
        t.removeChild(t.at(1), 1);
        assertEquals("[[5,6],[3]]", t.root().toString());
        t.setValue(t.at(1, 0), 8);
        assertEquals(8, MinimaxValues.rootValue(t));
        t.removeChild(t.at(1), 0);
        assertTrue(t.at(1).isLeaf());
    }

    @Test
    void editsBeyondTheLimitsAreRefusedWithTheReason() {
        TextbookTree t = TreeGenerator.uniform(8, 1, 1);
        assertTrue(assertThrows(IllegalArgumentException.class, () -> t.addChild(t.root(), 1)).getMessage()
                .contains("at most 8 children"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> t.setValue(t.root(), 1)).getMessage()
                .contains("only a leaf"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> t.setValue(t.at(0), 100_000)).getMessage()
                .contains("outside"));
        assertThrows(IllegalArgumentException.class, () -> t.removeChild(t.root(), 8));
        TextbookTree other = TreeGenerator.uniform(2, 2, 1);
        assertThrows(IllegalArgumentException.class, () -> t.addChild(other.root(), 1));
        TextbookTree deep = TreeGenerator.uniform(1, 8, 1);
        assertThrows(IllegalArgumentException.class, () -> deep.addChild(deep.leaves().get(0), 1));
    }

    @Test
    void theGeneratorIsRepeatableAndUniform() {
        assertEquals(TreeGenerator.uniform(3, 4, 9).toString(), TreeGenerator.uniform(3, 4, 9).toString());
        assertNotEquals(TreeGenerator.uniform(3, 4, 9).toString(), TreeGenerator.uniform(3, 4, 10).toString());
        TextbookTree t = TreeGenerator.uniform(5, 3, 2);
        assertEquals(125, t.leaves().size());
        assertEquals(3, t.height());
        TextbookTree d = TreeGenerator.distinctUniform(4, 3, 2);
        assertEquals(64, d.leaves().stream().mapToInt(TextbookNode::value).distinct().count());
        TextbookTree r = TreeGenerator.generate(2, 5, 6, 3, -9, 9, false);
        assertEquals(6, r.height());
        assertTrue(r.nodes().stream().allMatch(n -> n.isLeaf() || (n.childCount() >= 2 && n.childCount() <= 5)));
    }

    @Test
    void theGeneratorNamesTheBadArgument() {
        assertTrue(assertThrows(IllegalArgumentException.class, () -> TreeGenerator.uniform(9, 2, 1)).getMessage()
                .contains("branching"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> TreeGenerator.uniform(2, 0, 1)).getMessage()
                .contains("depth"));
        assertTrue(assertThrows(IllegalArgumentException.class,
                () -> TreeGenerator.generate(2, 2, 3, 1, 0, 3, true)).getMessage().contains("fewer values"));
    }

    @Test
    void levelsAlternateFromTheRootSide() {
        TextbookTree t = Examples.BETA_CUTOFF.tree();
        assertFalse(t.isMax(t.root()));
        assertTrue(t.isMax(t.at(0)));
        assertEquals(-1, t.sign(t.at(0, 0)));
    }

    @Test
    void childMovesPrintAsLettersOrNumbersAndParseBack() {
        assertEquals("a", ChildMoveCodec.LETTERS.format(ChildMoveCodec.move(0)));
        assertEquals("c", ChildMoveCodec.LETTERS.format(3));
        assertEquals(3, ChildMoveCodec.LETTERS.parse("c"));
        assertEquals("2", ChildMoveCodec.NUMBERS.format(2));
        assertEquals(8, ChildMoveCodec.NUMBERS.parse("8"));
        assertThrows(IllegalArgumentException.class, () -> ChildMoveCodec.LETTERS.parse("z"));
        assertThrows(IllegalArgumentException.class, () -> ChildMoveCodec.NUMBERS.parse("9"));
        assertThrows(IllegalArgumentException.class, () -> ChildMoveCodec.LETTERS.format(0));
    }
}
