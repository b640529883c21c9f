package org.xqlab.game;

import org.xqlab.rules.Notation;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;

/**
 * Game files on disk. Reading decodes UTF-8 (a byte-order mark is skipped) and, when the bytes are not
 * valid UTF-8, GBK, the encoding of most Chinese Xiangqi sites and programs. Writing is atomic: the text
 * goes to a temporary file in the same directory, is forced to disk and then moved over the target, so
 * a crash or a full disk leaves either the old file or the new one, never half of one. Errors name the
 * file: an unreadable file is an {@link IOException}; text that is no game an
 * {@link IllegalArgumentException} whose message is {@code <file>: line N: <problem>}.
 */
public final class GameFiles {
    /** GBK, the fallback for bytes that are not UTF-8. */
    public static final Charset GBK = Charset.forName("GBK");

    /** Text decoded from bytes, with the charset it was read in. */
    public record Decoded(String text, Charset charset) {
    }

    private GameFiles() {
    }

    /** Decodes UTF-8 (without its BOM) if the bytes are valid UTF-8, otherwise GBK. */
    public static Decoded decode(byte[] bytes) {
        int offset = bytes.length >= 3 && (bytes[0] & 0xff) == 0xEF && (bytes[1] & 0xff) == 0xBB
                && (bytes[2] & 0xff) == 0xBF ? 3 : 0;
        ByteBuffer buffer = ByteBuffer.wrap(bytes, offset, bytes.length - offset);
        try {
            String text = StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(buffer).toString();
            return new Decoded(text, StandardCharsets.UTF_8);
        } catch (CharacterCodingException e) {
            return new Decoded(new String(bytes, GBK), GBK);
        }
    }

    /** Reads a game file (UTF-8 or GBK). */
    public static GameRecord read(Path file) throws IOException {
        String text = decode(Files.readAllBytes(file)).text();
        try {
            return GameRecordText.read(text);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(file.getFileName() + ": " + e.getMessage(), e);
        }
    }

    /** Writes a game as UTF-8 PGN with moves in {@code notation}, atomically. */
    public static void write(Path file, GameRecord record, Notation notation) throws IOException {
        writeAtomically(file, GameRecordText.write(record, notation));
    }

    /** Writes UTF-8 text to a temporary sibling, forces it to disk and moves it over {@code file}. */
    public static void writeAtomically(Path file, String text) throws IOException {
        Path target = file.toAbsolutePath();
        Path dir = target.getParent();
        Path temp = Files.createTempFile(dir, "." + target.getFileName(), ".tmp");
        try {
            try (FileChannel channel = FileChannel.open(temp, StandardOpenOption.WRITE,
                    StandardOpenOption.TRUNCATE_EXISTING)) {
                ByteBuffer bytes = ByteBuffer.wrap(text.getBytes(StandardCharsets.UTF_8));
                while (bytes.hasRemaining()) {
                    channel.write(bytes);
                }
                channel.force(true);
            }
            try {
                Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(temp);
        }
    }
}
