package org.xqlab.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import org.xqlab.book.BookFile;
import org.xqlab.book.OpeningBook;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The opening book file: a book or an IllegalArgumentException naming the source; a book read writes bytes that read back the same. */
class BookFuzzTest {
    @FuzzTest
    void book(byte[] bytes) throws Exception {
        if (bytes == null) {
            return; // the mutator's null: a file always has content, if empty
        }
        Fuzz.bounded(() -> {
            OpeningBook b;
            try {
                b = BookFile.fromBytes(bytes, "fuzz.xqb");
            } catch (IllegalArgumentException e) {
                Fuzz.clearMessage(e);
                assertTrue(e.getMessage().startsWith("fuzz.xqb"), e.getMessage());
                return;
            }
            byte[] written = BookFile.toBytes(b);
            assertArrayEquals(written, BookFile.toBytes(BookFile.fromBytes(written, "again.xqb")));
        });
    }
}
