package org.xqlab.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import org.xqlab.game.GameRecord;
import org.xqlab.game.RecordFile;
import org.xqlab.game.RecordFormat;
import org.xqlab.game.RecordFormatException;
import org.xqlab.game.RecordReader;
import org.xqlab.game.RecordWriter;
import org.xqlab.rules.Move;

import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.function.UnaryOperator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Game records: any bytes given to {@link RecordReader} (which finds the format itself: XQF, PGN,
 * DhtmlXQ, dpxq text, PlayOK, CBF) give either a {@link RecordFormatException} whose message names the
 * source and is not the reader's own failure ("cannot read the record: …", a caught bug), or at least one
 * game. Every game read is written as PGN and read back to the same tags, start, moves, variations and
 * comments (a '}' in a comment, which PGN cannot hold, as the ')' the writer puts); a DhtmlXQ or XQF
 * record is also written in its own format and read back to the same start, moves, variations and comments (for XQF, comments as GBK holds them: the writer documents that a
 * character GBK lacks, such as the U+FFFD a damaged byte was read as, becomes '?'; for DhtmlXQ, a comment's
 * {@code [/DhtmlXQ} as the writer writes it, {@code [ /DhtmlXQ}, which cannot end the field).
 */
class RecordFuzzTest {
    private static final Charset GBK = Charset.forName("GBK");

    @FuzzTest
    void record(byte[] bytes) throws Exception {
        if (bytes == null) {
            return; // the mutator's null: a file always has content, if empty
        }
        Fuzz.bounded(() -> {
            RecordFile file;
            try {
                file = RecordReader.read(bytes, "fuzz.rec");
            } catch (RecordFormatException e) {
                Fuzz.clearMessage(e);
                assertTrue(e.getMessage().startsWith("fuzz.rec: "), e.getMessage());
                // the reader's own failure (a caught bug) reads "cannot read the record: <exception>"; the input may
                // hold those words itself, and an error may quote the input
                assertFalse(e.problem().startsWith("cannot read the record:"), e.getMessage());
                return;
            }
            assertFalse(file.games().isEmpty(), "a record without games");
            RecordFile pgn = RecordReader.read(RecordWriter.bytes(file.games(), RecordWriter.Target.PGN), "again.pgn");
            assertEquals(file.games().size(), pgn.games().size(), "games after a PGN round trip");
            for (int k = 0; k < file.games().size(); k++) {
                // PGN has no way to write '}' inside a comment: the writer puts ')' (GameRecordText.commentText)
                assertEquals(tree(file.games().get(k), true, c -> c.replace('}', ')')), tree(pgn.games().get(k), true,
                        UnaryOperator.identity()), "game " + (k + 1) + " via PGN");
            }
            RecordWriter.Target own = file.format() == RecordFormat.DHTMLXQ ? RecordWriter.Target.DHTMLXQ
                    : file.format() == RecordFormat.XQF ? RecordWriter.Target.XQF : null;
            if (own != null) {
                RecordFile again = RecordReader.read(RecordWriter.bytes(file.games(), own), "again");
                assertEquals(file.format(), again.format());
                for (int k = 0; k < file.games().size(); k++) {
                    // XQF is written in GBK, where a character GBK lacks becomes '?' (RecordWriter.gbk); in DhtmlXQ a
                    // comment's "[/DhtmlXQ" is written "[ /DhtmlXQ", so that it cannot end the field (RecordWriter.dhtmlText)
                    UnaryOperator<String> written = own == RecordWriter.Target.XQF ? RecordFuzzTest::throughGbk
                            : c -> c.replace("[/DhtmlXQ", "[ /DhtmlXQ");
                    assertEquals(tree(file.games().get(k), false, written), tree(again.games().get(k), false,
                            UnaryOperator.identity()), "game " + (k + 1) + " via " + own);
                }
            }
        });
    }

    private static String throughGbk(String text) {
        try {
            return GBK.newDecoder().decode(GBK.newEncoder().onUnmappableCharacter(CodingErrorAction.REPLACE)
                    .onMalformedInput(CodingErrorAction.REPLACE).encode(CharBuffer.wrap(text))).toString();
        } catch (CharacterCodingException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Tags (if asked), start and the whole move tree with comments, depth first (no recursion: games may be long). */
    private static String tree(GameRecord g, boolean withTags, UnaryOperator<String> comments) {
        StringBuilder sb = new StringBuilder(withTags ? g.headers().toString() : "").append('\n').append(g.startFen());
        Deque<GameRecord.Node> todo = new ArrayDeque<>();
        todo.push(g.root());
        while (!todo.isEmpty()) {
            GameRecord.Node n = todo.pop();
            sb.append('\n').append(n.ply()).append(' ').append(n.move() == 0 ? "root" : Move.iccs(n.move()))
                    .append(" {").append(comments.apply(n.comment())).append('}');
            List<GameRecord.Node> children = n.children();
            for (int i = children.size() - 1; i >= 0; i--) {
                todo.push(children.get(i));
            }
        }
        return sb.toString();
    }
}
