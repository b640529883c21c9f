package org.xqlab.game;

import org.xqlab.io.AtomicFile;
import org.xqlab.rules.Notation;

import java.io.IOException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Game files on disk. Reading goes through {@link RecordReader}, which finds the format (PGN, XQF,
 * DhtmlXQ, CBF, PlayOK, dpxq text) and the encoding from the bytes. Writing is atomic: the bytes go to a
 * temporary file in the same directory, are forced to disk and then moved over the target, so a crash or
 * a full disk leaves either the old file or the new one, never half of one. Errors name the file: an
 * unreadable file is an {@link IOException}; bytes that are no game a {@link RecordFormatException}
 * whose message is {@code <file>: game N: line N: <problem>} (or {@code byte N} for XQF).
 */
public final class GameFiles {
    /** GBK, the encoding of most Chinese Xiangqi sites and programs. */
    public static final Charset GBK = TextDecoder.GBK;

    /** Text decoded from bytes, with the charset it was read in. */
    public record Decoded(String text, Charset charset) {
    }

    private GameFiles() {
    }

    /** Decodes text as {@link TextDecoder} does (UTF-8 with or without BOM, else GBK, GB18030 or BIG5). */
    public static Decoded decode(byte[] bytes) {
        TextDecoder.Decoded d = TextDecoder.decode(bytes);
        return new Decoded(d.text(), d.charset());
    }

    /** Reads the first game of a record file in any format. */
    public static GameRecord read(Path file) throws IOException {
        return readAll(file).first();
    }

    /** Reads every game of a record file in any format, with the format and encoding found. */
    public static RecordFile readAll(Path file) throws IOException {
        return RecordReader.read(RecordReader.bytesOf(file), file.getFileName().toString());
    }

    /** Writes a game as UTF-8 PGN with moves in {@code notation}, atomically. */
    public static void write(Path file, GameRecord record, Notation notation) throws IOException {
        writeAtomically(file, GameRecordText.write(record, notation));
    }

    /**
     * Writes one game as {@code target}, atomically: PGN as UTF-8 with moves in {@code pgnMoves}, the other
     * targets as {@link RecordWriter#bytes} writes them ({@link RecordWriter#warnings} says what they cannot keep).
     */
    public static void write(Path file, GameRecord game, RecordWriter.Target target, Notation pgnMoves) throws IOException {
        if (target == RecordWriter.Target.PGN) {
            write(file, game, pgnMoves);
        } else {
            write(file, List.of(game), target);
        }
    }

    /** Writes games in a target format (PGN in UTF-8 or GBK, DhtmlXQ, XQF), atomically. */
    public static void write(Path file, List<GameRecord> games, RecordWriter.Target target) throws IOException {
        writeAtomically(file, RecordWriter.bytes(games, target));
    }

    /**
     * Writes games {@code from} to {@code to} (0-based, {@code to} excluded) of a collection as {@code target},
     * atomically, with one game in memory at a time: the bytes are those {@link RecordWriter#bytes} gives for
     * the same games. {@code before} is told of each game (and its index) before it is written, e.g. to print
     * its warnings. XQF holds one game: more are refused before anything is written.
     */
    public static void write(Path file, RecordCollection games, int from, int to, RecordWriter.Target target,
                             java.util.function.ObjIntConsumer<GameRecord> before) throws IOException {
        if (target == RecordWriter.Target.XQF && to - from != 1) {
            throw new IllegalArgumentException("an XQF file holds one game, not " + (to - from) + ": pick one with --game N");
        }
        AtomicFile.write(file, out -> {
            for (int i = from; i < to; i++) {
                GameRecord g = games.game(i);
                before.accept(g, i);
                if (i > from && (target == RecordWriter.Target.PGN || target == RecordWriter.Target.PGN_GBK)) {
                    out.write('\n');
                }
                out.write(RecordWriter.bytes(List.of(g), target));
            }
        });
    }

    /** Writes UTF-8 text to a temporary sibling, forces it to disk and moves it over {@code file}. */
    public static void writeAtomically(Path file, String text) throws IOException {
        writeAtomically(file, text.getBytes(StandardCharsets.UTF_8));
    }

    /** Writes bytes to a temporary sibling, forces them to disk and moves the file over {@code file}. */
    public static void writeAtomically(Path file, byte[] bytes) throws IOException {
        AtomicFile.write(file, bytes);
    }
}
