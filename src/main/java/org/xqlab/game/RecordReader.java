package org.xqlab.game;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The one entry for reading game records: finds the format and the encoding from the bytes (never from
 * the file name) and hands them to the format's reader. Used by the app, the book builder, the match's
 * openings, experiment suites and {@code record show/convert}, so all accept the same files and report
 * the same errors.
 *
 * <p>Detection: bytes starting with {@code XQ} are XQF. Other bytes are text, decoded by
 * {@link TextDecoder} (UTF-8 with or without BOM, UTF-16, GBK/GB18030, BIG5); then a text whose first
 * non-blank line is a PGN tag {@code [Name "value"]} is PGN; one holding {@code [DhtmlXQ} is DhtmlXQ;
 * {@code <ChineseChessRecord} CBF; {@code START{} PlayOK; {@code 标题:}/{@code 红方:}-style header lines
 * a dpxq text export; anything else is read as PGN move text (e.g. {@code 1. h2e2 h9g7 …}).
 *
 * <p>Errors are {@link RecordFormatException}s naming the source (the path as given), the game, and the
 * line of a text record or the byte offset of an XQF file, and what was expected there. A record yields at
 * least one game or an error, never an empty list.
 */
public final class RecordReader {
    private RecordReader() {
    }

    /**
     * The largest record file read (64 MiB): about 60,000 games of PGN, far beyond any real collection;
     * a larger file is refused before it is read.
     */
    public static final long MAX_BYTES = 64L << 20;

    /** Reads a record file; the path as given names it in errors. */
    public static RecordFile read(Path file) throws IOException {
        return read(bytesOf(file), file.toString());
    }

    /**
     * The bytes of a record file, after the checks made before reading: a regular file (not a device such
     * as {@code /dev/zero}, a pipe or a folder) of at most {@link #MAX_BYTES}. Errors are
     * {@link RecordFormatException}s naming the file.
     */
    public static byte[] bytesOf(Path file) throws IOException {
        checkFile(file);
        try (java.io.InputStream in = Files.newInputStream(file)) {
            byte[] bytes = in.readNBytes((int) MAX_BYTES + 1);
            if (bytes.length > MAX_BYTES) { // it grew while being read
                throw RecordFormatException.of("is larger than the " + (MAX_BYTES >> 20)
                        + " MiB a game record file may be; not read").inSource(file.toString());
            }
            return bytes;
        }
    }

    /**
     * The checks made before a record file is read (see {@link #bytesOf}); returns its size.
     */
    static long checkFile(Path file) throws IOException {
        if (Files.exists(file) && !Files.isRegularFile(file)) {
            throw RecordFormatException.of(Files.isDirectory(file) ? "is a folder, not a game record"
                    : org.xqlab.io.InputFiles.NOT_REGULAR).inSource(file.toString());
        }
        long size = Files.size(file);
        if (size > MAX_BYTES) {
            throw RecordFormatException.of("is " + (size >> 20) + " MiB, larger than the " + (MAX_BYTES >> 20)
                    + " MiB a game record file may be; not read").inSource(file.toString());
        }
        return size;
    }

    /** Reads a record from its bytes; {@code source} names it in errors (null: no name). */
    public static RecordFile read(byte[] bytes, String source) {
        try {
            if (isXqf(bytes)) {
                return XqfReader.read(bytes);
            }
            refuseNonRecords(bytes);
            TextDecoder.Decoded d = TextDecoder.decode(bytes);
            RecordFormat format = detectText(d.text());
            return new RecordFile(format, d.name(), readText(d.text(), format));
        } catch (RecordFormatException e) {
            throw source == null ? e : e.inSource(source);
        } catch (RuntimeException e) {
            throw unexpected(e, source);
        }
    }

    /** A reader's own failure, reported like bad input rather than as a crash. */
    private static RecordFormatException unexpected(RuntimeException e, String source) {
        RecordFormatException r = RecordFormatException.of("cannot read the record: " + e);
        return source == null ? r : r.inSource(source);
    }

    /** Reads a record given as text (pasted, say); {@code source} names it in errors (null: no name). */
    public static RecordFile readText(String text, String source) {
        try {
            RecordFormat format = detectText(text);
            return new RecordFile(format, "text", readText(text, format));
        } catch (RecordFormatException e) {
            throw source == null ? e : e.inSource(source);
        } catch (RuntimeException e) {
            throw unexpected(e, source);
        }
    }

    /**
     * The format the bytes show by a clear sign (XQF magic, a PGN tag line, a DhtmlXQ, CBF or PlayOK
     * marker, dpxq header lines), or null when they show none (plain move text, or no record at all).
     */
    public static RecordFormat detect(byte[] bytes) {
        if (isXqf(bytes)) {
            return RecordFormat.XQF;
        }
        String text = TextDecoder.decode(bytes).text();
        RecordFormat f = detectText(text);
        return f == RecordFormat.PGN && !startsWithTag(text) ? null : f;
    }

    /**
     * Refuses, with a message that says what the bytes are, inputs that are no text record: a CBR file
     * (ChessBase-style binary of CCBridge), binary data (a NUL byte where text has none; UTF-16 with a byte
     * order mark is text), a FEN or EPD position file.
     */
    static void refuseNonRecords(byte[] bytes) {
        if (startsWith(bytes, "CCBridge")) {
            throw RecordFormatException.of("CBR libraries are not supported; export the game as CBF or PGN");
        }
        boolean utf16 = bytes.length >= 2 && ((bytes[0] & 0xff) == 0xFF && (bytes[1] & 0xff) == 0xFE
                || (bytes[0] & 0xff) == 0xFE && (bytes[1] & 0xff) == 0xFF);
        if (!utf16) {
            int n = Math.min(bytes.length, 1 << 16);
            for (int k = 0; k < n; k++) {
                if (bytes[k] == 0) {
                    throw RecordFormatException.atByte(k, "binary data, not a game record (a NUL byte; records "
                            + "are text, or XQF files starting with 'XQ')");
                }
            }
        }
        int k = 0;
        int n = Math.min(bytes.length, 4096);
        while (k < n && (bytes[k] == ' ' || bytes[k] == '\t' || bytes[k] == '\r' || bytes[k] == '\n')) {
            k++;
        }
        int lineEnd = k;
        while (lineEnd < n && bytes[lineEnd] != '\n' && bytes[lineEnd] != '\r') {
            lineEnd++;
        }
        String first = new String(bytes, k, lineEnd - k, java.nio.charset.StandardCharsets.ISO_8859_1).strip();
        if (first.matches("[1-9kabnrcpKABNRCP]{1,9}(/[1-9kabnrcpKABNRCP]{1,9}){9}(\\s.*)?")) {
            throw RecordFormatException.atLine(1, "a FEN/EPD position ('" + (first.length() > 40
                    ? first.substring(0, 40) + "…" : first) + "'), not a game record; give a position with --fen, "
                    + "or write it as the FEN tag of a PGN game");
        }
    }

    private static boolean startsWith(byte[] bytes, String ascii) {
        if (bytes.length < ascii.length()) {
            return false;
        }
        for (int k = 0; k < ascii.length(); k++) {
            if (bytes[k] != ascii.charAt(k)) {
                return false;
            }
        }
        return true;
    }

    static boolean isXqf(byte[] bytes) {
        return bytes.length >= 2 && bytes[0] == 'X' && bytes[1] == 'Q';
    }

    static RecordFormat detectText(String text) {
        if (startsWithTag(text)) {
            return RecordFormat.PGN;
        }
        if (text.contains("[DhtmlXQ")) {
            return RecordFormat.DHTMLXQ;
        }
        if (text.contains("<ChineseChessRecord")) {
            return RecordFormat.CBF;
        }
        if (text.contains("START{")) {
            return RecordFormat.PLAYOK;
        }
        if (DpxqTextReader.looksLike(text)) {
            return RecordFormat.DPXQ_TEXT;
        }
        return RecordFormat.PGN;
    }

    private static boolean startsWithTag(String text) {
        int i = 0;
        while (i < text.length() && (Character.isWhitespace(text.charAt(i)) || text.charAt(i) == '\uFEFF')) {
            i++;
        }
        if (i >= text.length() || text.charAt(i) != '[') {
            return false;
        }
        int j = i + 1;
        while (j < text.length() && (Character.isLetterOrDigit(text.charAt(j)) || text.charAt(j) == '_')) {
            j++;
        }
        while (j < text.length() && text.charAt(j) == ' ') {
            j++;
        }
        return j > i + 1 && j < text.length() && text.charAt(j) == '"';
    }

    private static List<GameRecord> readText(String text, RecordFormat format) {
        return switch (format) {
            case PGN -> PgnReader.readAll(text);
            case DHTMLXQ -> DhtmlXqReader.readAll(text);
            case CBF -> CbfReader.readAll(text);
            case PLAYOK -> PlayOkReader.readAll(text);
            case DPXQ_TEXT -> DpxqTextReader.readAll(text);
            case XQF -> throw RecordFormatException.of("XQF is a binary format: read it from its bytes");
        };
    }
}
