package org.xqlab.fuzz;

import java.nio.charset.StandardCharsets;
import com.code_intelligence.jazzer.junit.FuzzTest;
import org.xqlab.teach.TextbookTree;
import org.xqlab.teach.TreeFormatException;
import org.xqlab.teach.TreeJson;

import java.io.StringReader;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Classroom tree files: a tree within the limits or a TreeFormatException; a tree read writes text that reads back the same. */
class TreeFuzzTest {
    @FuzzTest
    void tree(byte[] bytes) throws Exception {
        if (bytes == null) {
            return; // the mutator's null: a file always has content, if empty
        }
        String text = new String(bytes, StandardCharsets.UTF_8); // raw bytes, so corpus files are plain text
        Fuzz.bounded(() -> {
            TextbookTree t;
            try {
                t = TreeJson.read(new StringReader(text));
            } catch (TreeFormatException e) {
                Fuzz.clearMessage(e);
                return;
            }
            assertTrue(t.nodes().size() <= TextbookTree.MAX_NODES);
            String written = TreeJson.write(t);
            assertEquals(written, TreeJson.write(TreeJson.read(new StringReader(written))));
        });
    }
}
