package org.xqlab.game;

import java.io.BufferedInputStream;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * A record file of any number of games, read in bounded memory: the file is read as a stream (after the checks of
 * {@link RecordReader#bytesOf}: a regular file of at most {@link RecordReader#MAX_BYTES}), cut into games by
 * {@link RecordSplitter} without decoding it whole, each game decoded and parsed once to check it, and only an
 * index kept — where each game's bytes lie in the file, its line, and a one-line {@link Summary} of its tags.
 * {@link #game(int)} reads a game's bytes from the file again and parses them when it is wanted. Memory is thus
 * bounded by the largest game and about a hundred bytes a game, not by the file: a game as a tree takes some
 * 30 KB, its index entry some 24 bytes and its summary the length of its tags.
 *
 * <p>PGN and DhtmlXQ, in UTF-8, GBK, GB18030 or BIG5, are read so; formats that hold one game a file (XQF, CBF,
 * PlayOK, dpxq text) and UTF-16 text are read whole and their games kept. Errors are those of
 * {@link RecordReader}: {@link RecordFormatException}s naming the file, the game and the line.
 */
public final class RecordCollection {
    /** What the game list shows of a game, and what it searches. */
    public record Summary(String red, String black, String event, String date, String opening, String result,
                          int plies) {
        /** Whether any field holds {@code query} (case-insensitive); a blank query matches every game. */
        public boolean matches(String query) {
            if (query == null || query.isBlank()) {
                return true;
            }
            String q = query.strip().toLowerCase(Locale.ROOT);
            for (String field : new String[] {red, black, event, date, opening}) {
                if (field.toLowerCase(Locale.ROOT).contains(q)) {
                    return true;
                }
            }
            return false;
        }

        /** The summary of a game (Event, else Title, as the event; ECCO, Opening and Variation as the opening). */
        public static Summary of(GameRecord g) {
            var h = g.headers();
            String opening = String.join(" ", nonBlank(h.get("ECCO")), nonBlank(h.get("Opening")),
                    nonBlank(h.get("Variation"))).strip();
            String event = tag(h.get("Event")).isBlank() ? nonBlank(h.get("Title")) : tag(h.get("Event"));
            return new Summary(tag(h.get("Red")), tag(h.get("Black")), event, tag(h.get("Date")),
                    opening, h.getOrDefault("Result", "*"), g.mainLine().size());
        }

        private static String tag(String v) {
            return v == null || v.equals("?") ? "" : v;
        }

        private static String nonBlank(String v) {
            return v == null ? "" : tag(v);
        }
    }

    /**
     * Told how far the reading has come: {@code games} indexed so far and the {@code fraction} of the text
     * read (0 to 1). It may stop the reading by throwing a {@link java.util.concurrent.CancellationException},
     * which {@link #open(Path, Progress)} passes on as it is.
     */
    @FunctionalInterface
    public interface Progress {
        Progress NONE = (games, fraction) -> { };

        void read(int games, double fraction);
    }

    /** Where the games' bytes are read again when a game is wanted: the file, or bytes in memory. */
    @FunctionalInterface
    private interface Bytes {
        byte[] read(long at, int length) throws IOException;
    }

    /** What a text record's head showed: the format, the encoding and where its text starts (after a BOM). */
    private record Head(RecordFormat format, Charset charset, String encoding, int start) {
    }

    /** The most of a file's head looked at to find the encoding's family and the format. */
    private static final int HEAD = 1 << 20;

    private final String source;
    private final RecordFormat format;
    private final String encoding;
    private final Charset charset;
    private final Bytes bytes;
    private final long[] at;
    private final int[] length;
    private final int[] line;
    private final int[] sub;
    private final List<GameRecord> kept;
    private final Summary[] summaries;

    private RecordCollection(String source, RecordFormat format, String encoding, Charset charset, Bytes bytes,
                             long[] at, int[] length, int[] line, int[] sub, List<GameRecord> kept, Summary[] summaries) {
        this.source = source;
        this.format = format;
        this.encoding = encoding;
        this.charset = charset;
        this.bytes = bytes;
        this.at = at;
        this.length = length;
        this.line = line;
        this.sub = sub;
        this.kept = kept;
        this.summaries = summaries;
    }

    private static RecordCollection kept(String source, RecordFile whole) {
        Summary[] s = whole.games().stream().map(Summary::of).toArray(Summary[]::new);
        return new RecordCollection(source, whole.format(), whole.encoding(), null, null, null, null, null, null,
                whole.games(), s);
    }

    /** Opens a record file; the path as given names it in errors. */
    public static RecordCollection open(Path file) throws IOException {
        return open(file, Progress.NONE);
    }

    /**
     * Opens a record file, telling {@code progress} of each game indexed; the path as given names it in errors.
     * PGN and DhtmlXQ are read a game at a time from the file (after the checks of {@link RecordReader#bytesOf}),
     * so memory is bounded by the largest game, not the file; the other formats (one game a file) are read whole.
     */
    public static RecordCollection open(Path file, Progress progress) throws IOException {
        String source = file.toString();
        long size = RecordReader.checkFile(file);
        byte[] head;
        try (InputStream in = Files.newInputStream(file)) {
            head = in.readNBytes((int) Math.min(size, HEAD));
        }
        Head h = head(head, source, () -> Files.newInputStream(file));
        if (h == null) {
            return of(RecordReader.bytesOf(file), source, progress);
        }
        Bytes again = (from, n) -> {
            try (java.nio.channels.FileChannel ch = java.nio.channels.FileChannel.open(file)) {
                java.nio.ByteBuffer b = java.nio.ByteBuffer.allocate(n);
                while (b.hasRemaining() && ch.read(b, from + b.position()) >= 0) {
                    // reads to the end of the game
                }
                if (b.hasRemaining()) {
                    throw RecordFormatException.of("the file changed since it was read: byte " + (from + n)
                            + " is past its end").inSource(source);
                }
                return b.array();
            }
        };
        try (InputStream in = new BufferedInputStream(Files.newInputStream(file), 1 << 16)) {
            in.skipNBytes(h.start());
            return index(source, h, size, in, again, progress);
        }
    }

    /** The games of a record already read (pasted text, a file read whole), kept as they are. */
    public static RecordCollection of(RecordFile file) {
        return kept(null, file);
    }

    /** Indexes a record from its bytes; {@code source} names it in errors (null: no name). */
    public static RecordCollection of(byte[] bytes, String source) {
        return of(bytes, source, Progress.NONE);
    }

    /** Indexes a record from its bytes, telling {@code progress} of each game; {@code source} names it in errors. */
    public static RecordCollection of(byte[] bytes, String source, Progress progress) {
        try {
            byte[] head = bytes.length <= HEAD ? bytes : Arrays.copyOf(bytes, HEAD);
            Head h = head(head, source, () -> new ByteArrayInputStream(bytes));
            if (h == null) {
                return kept(source, RecordReader.read(bytes, source));
            }
            return index(source, h, bytes.length, new ByteArrayInputStream(bytes, h.start(), bytes.length - h.start()),
                    (from, n) -> Arrays.copyOfRange(bytes, (int) from, (int) from + n), progress);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e); // bytes in memory cannot fail to be read
        }
    }

    /**
     * The format and encoding a text record's head shows when it is one read a game at a time (PGN, DhtmlXQ in
     * UTF-8, GBK, GB18030 or BIG5), or null for a record read whole (XQF, UTF-16, one-game formats). Refuses
     * what is no record ({@link RecordReader#refuseNonRecords}).
     */
    private static Head head(byte[] head, String source, IoSupplier<InputStream> whole) throws IOException {
        if (RecordReader.isXqf(head)) {
            return null;
        }
        try {
            RecordReader.refuseNonRecords(head);
        } catch (RecordFormatException e) {
            throw source == null ? e : e.inSource(source);
        }
        int n = head.length;
        if (n >= 2 && ((head[0] & 0xff) == 0xFF && (head[1] & 0xff) == 0xFE
                || (head[0] & 0xff) == 0xFE && (head[1] & 0xff) == 0xFF)) {
            return null; // UTF-16: read whole
        }
        boolean bom = n >= 3 && (head[0] & 0xff) == 0xEF && (head[1] & 0xff) == 0xBB && (head[2] & 0xff) == 0xBF;
        boolean utf8;
        try (InputStream in = new BufferedInputStream(whole.get(), 1 << 16)) {
            utf8 = TextDecoder.isUtf8(in);
        }
        Charset charset;
        String encoding;
        String text;
        if (utf8) {
            charset = StandardCharsets.UTF_8;
            encoding = bom ? "UTF-8-BOM" : "UTF-8";
            text = new String(head, bom ? 3 : 0, n - (bom ? 3 : 0), StandardCharsets.UTF_8);
        } else {
            int end = n;
            while (end > 0 && head[end - 1] != '\n' && n - end < 4096) {
                end--;
            }
            TextDecoder.Decoded d = TextDecoder.decodeChinese(head, 0, end > 0 ? end : n);
            charset = d.charset();
            encoding = d.name();
            text = d.text();
        }
        RecordFormat format = RecordReader.detectText(text);
        if (format != RecordFormat.PGN && format != RecordFormat.DHTMLXQ) {
            return null;
        }
        return new Head(format, charset, encoding, bom && utf8 ? 3 : 0);
    }

    @FunctionalInterface
    private interface IoSupplier<T> {
        T get() throws IOException;
    }

    /** Reads every game once from {@code in} (the text after any BOM), keeping only the index. */
    private static RecordCollection index(String source, Head h, long size, InputStream in, Bytes again,
                                          Progress progress) throws IOException {
        Index x = new Index();
        try {
            RecordSplitter.split(in, h.start(), h.format() == RecordFormat.DHTMLXQ,
                    !h.charset().equals(StandardCharsets.UTF_8), (from, n, firstLine, chunk) -> {
                        List<GameRecord> games = read(h, decode(chunk, h), firstLine, x.count + 1);
                        for (int k = 0; k < games.size(); k++) {
                            x.add(from, n, firstLine, k, Summary.of(games.get(k)));
                        }
                        progress.read(x.count, size == 0 ? 1.0 : (double) (from + n) / size);
                    });
            if (x.count == 0) {
                throw RecordFormatException.of(h.format() == RecordFormat.DHTMLXQ ? "no [DhtmlXQ_…] field in the text"
                        : "no game in the text: expected PGN tags [Name \"value\"] or moves");
            }
        } catch (RecordFormatException e) {
            throw source == null ? e : e.inSource(source);
        } catch (java.util.concurrent.CancellationException e) {
            throw e;
        } catch (RuntimeException e) {
            RecordFormatException r = RecordFormatException.of("cannot read the record: " + e);
            throw source == null ? r : r.inSource(source);
        }
        progress.read(x.count, 1.0);
        int c = x.count;
        return new RecordCollection(source, h.format(), h.encoding(), h.charset(), again, Arrays.copyOf(x.at, c),
                Arrays.copyOf(x.length, c), Arrays.copyOf(x.line, c), Arrays.copyOf(x.sub, c), null,
                Arrays.copyOf(x.summaries, c));
    }

    /** The index being built: per game its chunk (first byte, length, first line) and its place in the chunk. */
    private static final class Index {
        long[] at = new long[64];
        int[] length = new int[64];
        int[] line = new int[64];
        int[] sub = new int[64];
        Summary[] summaries = new Summary[64];
        int count;

        void add(long from, int n, int firstLine, int k, Summary summary) {
            if (count == at.length) {
                int m = count * 2;
                at = Arrays.copyOf(at, m);
                length = Arrays.copyOf(length, m);
                line = Arrays.copyOf(line, m);
                sub = Arrays.copyOf(sub, m);
                summaries = Arrays.copyOf(summaries, m);
            }
            at[count] = from;
            length[count] = n;
            line[count] = firstLine;
            sub[count] = k;
            summaries[count] = summary;
            count++;
        }
    }

    /** The text of a chunk in the record's encoding (GBK falling back to GB18030 for a chunk GBK cannot read). */
    private static String decode(byte[] chunk, Head h) {
        if (h.charset().equals(TextDecoder.GBK)) {
            String gbk = TextDecoder.strict(chunk, 0, chunk.length, TextDecoder.GBK);
            return gbk != null ? gbk : new String(chunk, TextDecoder.GB18030);
        }
        return new String(chunk, h.charset());
    }

    private static List<GameRecord> read(Head h, String text, int firstLine, int firstGame) {
        return h.format() == RecordFormat.DHTMLXQ ? DhtmlXqReader.readChunk(text, firstLine, firstGame)
                : PgnReader.readChunk(text, firstLine, firstGame);
    }

    public RecordFormat format() {
        return format;
    }

    /** The encoding the text was read in (see {@link RecordFile#encoding()}). */
    public String encoding() {
        return encoding;
    }

    /** The number of games. */
    public int size() {
        return summaries.length;
    }

    /** The tags of game {@code index} (0-based) as the game list shows them. */
    public Summary summary(int index) {
        return summaries[index];
    }

    /** Game {@code index} (0-based), parsed now: a fresh record each call. */
    public GameRecord game(int index) {
        if (kept != null) {
            return kept.get(index);
        }
        try {
            Head h = new Head(format, charset, encoding, 0);
            String text = decode(bytes.read(at[index], length[index]), h);
            return read(h, text, line[index], index + 1 - sub[index]).get(sub[index]);
        } catch (RecordFormatException e) {
            throw source == null ? e : e.inSource(source);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(source + ": cannot read game " + (index + 1) + " again: "
                    + e.getMessage(), e);
        }
    }
}
