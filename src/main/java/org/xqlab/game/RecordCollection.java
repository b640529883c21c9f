package org.xqlab.game;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * A record file of any number of games, read in bounded memory: the file is read once (after the checks of
 * {@link RecordReader#bytesOf}: a regular file of at most {@link RecordReader#MAX_BYTES}), each game parsed
 * once to find where it starts and to check it, and only an index kept — the offset and line of each game in
 * the text and a one-line {@link Summary} of its tags. {@link #game(int)} parses a game again when it is
 * wanted. A PGN collection of 20,000 games thus holds its text and about a hundred bytes a game, where the
 * games themselves would take some 30 KB each.
 *
 * <p>Formats that hold one game a file (XQF, CBF, PlayOK, dpxq text) and DhtmlXQ are read whole: their
 * games are kept. Errors are those of {@link RecordReader}: {@link RecordFormatException}s naming the file,
 * the game and the line.
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

    private final String source;
    private final RecordFormat format;
    private final String encoding;
    private final String text;
    private final int[] from;
    private final int[] line;
    private final List<GameRecord> kept;
    private final Summary[] summaries;

    private RecordCollection(String source, RecordFormat format, String encoding, String text, int[] from, int[] line,
                             List<GameRecord> kept, Summary[] summaries) {
        this.source = source;
        this.format = format;
        this.encoding = encoding;
        this.text = text;
        this.from = from;
        this.line = line;
        this.kept = kept;
        this.summaries = summaries;
    }

    /** Opens a record file; the path as given names it in errors. */
    public static RecordCollection open(Path file) throws IOException {
        return open(file, Progress.NONE);
    }

    /** Opens a record file, telling {@code progress} of each game indexed; the path as given names it in errors. */
    public static RecordCollection open(Path file, Progress progress) throws IOException {
        return of(RecordReader.bytesOf(file), file.toString(), progress);
    }

    /** The games of a record already read (pasted text, a file read whole), kept as they are. */
    public static RecordCollection of(RecordFile file) {
        Summary[] s = file.games().stream().map(Summary::of).toArray(Summary[]::new);
        return new RecordCollection(null, file.format(), file.encoding(), null, null, null, file.games(), s);
    }

    /** Indexes a record from its bytes; {@code source} names it in errors (null: no name). */
    public static RecordCollection of(byte[] bytes, String source) {
        return of(bytes, source, Progress.NONE);
    }

    /** Indexes a record from its bytes, telling {@code progress} of each game; {@code source} names it in errors. */
    public static RecordCollection of(byte[] bytes, String source, Progress progress) {
        if (bytes.length >= 2 && bytes[0] == 'X' && bytes[1] == 'Q') {
            RecordFile whole = RecordReader.read(bytes, source);
            Summary[] s = whole.games().stream().map(Summary::of).toArray(Summary[]::new);
            return new RecordCollection(source, whole.format(), whole.encoding(), null, null, null, whole.games(), s);
        }
        try {
            RecordReader.refuseNonRecords(bytes);
            TextDecoder.Decoded d = TextDecoder.decode(bytes);
            if (RecordReader.detectText(d.text()) != RecordFormat.PGN) {
                RecordFile whole = RecordReader.read(bytes, source);
                Summary[] s = whole.games().stream().map(Summary::of).toArray(Summary[]::new);
                return new RecordCollection(source, whole.format(), whole.encoding(), null, null, null, whole.games(), s);
            }
            int[][] index = {new int[64], new int[64]};
            Summary[][] sums = {new Summary[64]};
            int[] count = {0};
            int games = PgnReader.scan(d.text(), (at, ln, record) -> {
                int k = count[0];
                if (k == index[0].length) {
                    index[0] = Arrays.copyOf(index[0], k * 2);
                    index[1] = Arrays.copyOf(index[1], k * 2);
                    sums[0] = Arrays.copyOf(sums[0], k * 2);
                }
                index[0][k] = at;
                index[1][k] = ln;
                sums[0][k] = Summary.of(record);
                count[0] = k + 1;
                progress.read(k + 1, (double) at / d.text().length());
            });
            progress.read(games, 1.0);
            return new RecordCollection(source, RecordFormat.PGN, d.name(), d.text(), Arrays.copyOf(index[0], games),
                    Arrays.copyOf(index[1], games), null, Arrays.copyOf(sums[0], games));
        } catch (RecordFormatException e) {
            throw source == null ? e : e.inSource(source);
        } catch (java.util.concurrent.CancellationException e) {
            throw e;
        } catch (RuntimeException e) {
            RecordFormatException r = RecordFormatException.of("cannot read the record: " + e);
            throw source == null ? r : r.inSource(source);
        }
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
            return PgnReader.readOne(text, from[index], line[index], index + 1);
        } catch (RecordFormatException e) {
            throw source == null ? e : e.inSource(source);
        }
    }
}
