package org.xqlab.teach;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class TreeJsonTest {

    @Test
    void everyExampleSurvivesSaveAndLoad(@TempDir Path dir) throws Exception {
        for (Examples e : Examples.values()) {
            TextbookTree t = e.tree();
            Path f = dir.resolve(e.name() + ".json");
            TreeJson.save(t, f);
            TextbookTree back = TreeJson.load(f);
            assertEquals(t.toString(), back.toString());
            assertEquals(t.rootIsMax(), back.rootIsMax());
        }
    }

    @Test
    void theFileIsShortAndReadable() {
        String json = TreeJson.write(Examples.ALPHA_CUTOFF.tree());
        assertEquals("{\n  \"format\": \"xqlab-textbook-tree\",\n  \"version\": 1,\n  \"name\": \"Alpha cutoff\",\n"
                + "  \"root\": \"max\",\n  \"tree\": [\n    [5, 6],\n    [3, 9]\n  ]\n}\n", json);
    }

    @Test
    void labelsAreKeptAsObjects() {
        TextbookTree t = new TextbookTree("labels \"quoted\"", false, TextbookNode.inner(TextbookNode.leaf("h2e2", 12),
                TextbookNode.leaf(-3)));
        TextbookTree back = TreeJson.read(TreeJson.write(t));
        assertEquals("h2e2", back.root().child(0).label());
        assertEquals(12, back.root().child(0).value());
        assertEquals(null, back.root().child(1).label());
        assertFalse(back.rootIsMax());
        assertEquals("labels \"quoted\"", back.name());
    }

    @Test
    void aMinimalFileNeedsOnlyTheTree() {
        TextbookTree t = TreeJson.read("{\"tree\": [[1, 2], [3]]}");
        assertEquals("[[1,2],[3]]", t.root().toString());
        assertTrue(t.rootIsMax());
    }

    private static TreeFormatException error(String json) {
        return assertThrows(TreeFormatException.class, () -> TreeJson.read(json));
    }

    @Test
    void aWrongLeafNamesItsLineAndPath() {
        TreeFormatException e = error("{\n  \"tree\": [\n    [5, 6],\n    [3, \"x\"]\n  ]\n}");
        assertEquals(4, e.line());
        assertEquals("tree[1][1]", e.field());
        assertTrue(e.getMessage().startsWith("line 4, column 9: tree[1][1]: expected a number"), e.getMessage());
    }

    @Test
    void brokenJsonNamesItsLine() {
        TreeFormatException e = error("{\n  \"tree\": [[1, 2],\n  [3 4]]\n}");
        assertEquals(3, e.line());
        assertTrue(e.getMessage().contains("not valid JSON"), e.getMessage());
    }

    @Test
    void unknownFieldsAndBadRootsAreNamed() {
        assertEquals("colour", error("{\"colour\": 1, \"tree\": [1]}").field());
        TreeFormatException root = error("{\"root\": \"black\", \"tree\": [1]}");
        assertEquals("root", root.field());
        assertTrue(root.getMessage().contains("\"max\" or \"min\""));
        assertEquals("version", error("{\"version\": 2, \"tree\": [1]}").field());
        assertEquals("tree[0].colour", error("{\"tree\": [{\"colour\": 1}]}").field());
    }

    @Test
    void missingTreeEmptyNodesAndLimitsAreErrors() {
        assertEquals("tree", error("{\"name\": \"x\"}").field());
        assertTrue(error("{\"tree\": [[1], []]}").getMessage().contains("tree[1]: an inner node needs"));
        assertTrue(error("{\"tree\": [1,2,3,4,5,6,7,8,9]}").getMessage().contains("tree[8]: a node has at most 8"));
        assertTrue(error("{\"tree\": [100000]}").getMessage().contains("tree[0]: leaf value 100000 is outside"));
        assertTrue(error("{\"tree\": [1.5]}").getMessage().contains("leaf value 1.5"));
        assertEquals(1, error("{\"tree\": [[[[[[[[[1]]]]]]]]]}").line());
        assertTrue(error("{\"tree\": [1]}\n x").getMessage().startsWith("line 2"));
        assertTrue(error("[1]").getMessage().contains("expected a JSON object"));
    }
}
