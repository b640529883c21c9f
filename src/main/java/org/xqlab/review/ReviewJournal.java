package org.xqlab.review;

import org.xqlab.io.AtomicFile;
import org.xqlab.rules.Move;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A review's positions saved as they are searched, so that a review that is stopped or killed keeps them and
 * {@code --resume} goes on from there: {@code OUT.journal} beside the review's output. It starts with the
 * review's settings ({@code # key value} lines: the file, the games, the configuration, the budget); then one
 * line per searched position, flushed as it is found:
 * {@code GAME PLY BEST SCORE DEPTH NODES MILLIS OTHER PV…} (tab-separated, moves in ICCS, {@code -} for no
 * other score). A review is resumed only with the same settings. A resumed journal is first rewritten
 * (atomically) with the whole lines it holds, so a line torn by a kill goes and its position is searched again.
 * When the review is complete its output is written and the journal deleted: a journal beside an output means a
 * review that was cut.
 */
public final class ReviewJournal implements AutoCloseable {
    /**
     * The setting that names the reviewed file's path: written to the journal and named when the file's content
     * ({@code file}, its SHA-256) differs, but not compared itself (the same file may be named another way).
     */
    public static final String PATH = "path";

    private final Path file;
    private final Map<String, String> settings;
    private OutputStream out;

    private ReviewJournal(Path file, Map<String, String> settings) {
        this.file = file;
        this.settings = Map.copyOf(settings);
    }

    /** The journal of the review written to {@code out}: {@code OUT.journal} beside it. */
    public static Path of(Path out) {
        return out.resolveSibling(out.getFileName() + ".journal");
    }

    /** A new journal for the review written to {@code out}; refuses when one says a review there was cut. */
    public static ReviewJournal start(Path out, Map<String, String> settings) throws IOException {
        Path file = of(out);
        if (Files.exists(file)) {
            throw new IllegalArgumentException(out + " has a review that was cut (" + file + "): add --resume to"
                    + " continue it, or delete " + file + " to start anew");
        }
        ReviewJournal j = new ReviewJournal(file, new LinkedHashMap<>(settings));
        AtomicFile.writeString(file, j.header());
        j.out = AtomicFile.append(file, false);
        return j;
    }

    /** What a cut review left: the journal that goes on, and the verdicts found by game (0-based) and ply. */
    public record Resumed(ReviewJournal journal, Map<Integer, Map<Integer, PositionVerdict>> verdicts) {
        /** The verdicts of one game, by ply (empty when none). */
        public Map<Integer, PositionVerdict> of(int game) {
            return verdicts.getOrDefault(game, Map.of());
        }
    }

    /**
     * Continues the review written to {@code out}. Refuses (IllegalArgumentException) when there is no journal,
     * when a setting differs from the journal's (naming the first that does) or when a line is not a journal
     * line.
     */
    public static Resumed resume(Path out, Map<String, String> settings) throws IOException {
        Path file = of(out);
        if (!Files.isRegularFile(file)) {
            throw new IllegalArgumentException("--resume: no cut review to continue (" + file + " does not exist)");
        }
        String text = Files.readString(file, StandardCharsets.UTF_8);
        // a last line without its end was being written when the program was killed: searched again
        String whole = text.substring(0, text.lastIndexOf('\n') + 1);
        Map<String, String> saved = new LinkedHashMap<>();
        Map<Integer, Map<Integer, PositionVerdict>> found = new TreeMap<>();
        List<String> kept = new ArrayList<>();
        int number = 0;
        for (String line : whole.split("\n")) {
            number++;
            if (line.startsWith("# ")) {
                int space = line.indexOf(' ', 2);
                saved.put(space < 0 ? line.substring(2) : line.substring(2, space), space < 0 ? "" : line.substring(space + 1));
            } else if (!line.isBlank()) {
                String[] f = line.split("\t");
                try {
                    int game = Integer.parseInt(f[0]);
                    PositionVerdict v = parse(f);
                    found.computeIfAbsent(game, g -> new TreeMap<>()).put(v.ply(), v);
                    kept.add(line);
                } catch (RuntimeException e) {
                    throw new IllegalArgumentException("--resume: " + file + ": line " + number
                            + ": not a line of a review journal: '" + line + "'");
                }
            }
        }
        for (var e : settings.entrySet()) {
            String was = saved.get(e.getKey());
            if (e.getKey().equals(PATH)) {
                continue;
            }
            if (e.getKey().equals("file") && !e.getValue().equals(was) && settings.containsKey(PATH)) {
                throw new IllegalArgumentException("--resume: the cut review in " + file + " was made of "
                        + saved.getOrDefault(PATH, "another file") + " (SHA-256 " + (was == null ? "not given" : was)
                        + "), this command gives " + settings.get(PATH) + " (SHA-256 " + e.getValue()
                        + "); give the same file to continue it");
            }
            if (!e.getValue().equals(was)) {
                throw new IllegalArgumentException("--resume: the cut review in " + file + " was made with "
                        + e.getKey() + " " + (was == null ? "(not given)" : was) + ", this command gives "
                        + e.getValue() + "; give the same settings to continue it");
            }
        }
        ReviewJournal j = new ReviewJournal(file, new LinkedHashMap<>(settings));
        StringBuilder sb = new StringBuilder(j.header());
        kept.forEach(l -> sb.append(l).append('\n'));
        AtomicFile.writeString(file, sb.toString());
        j.out = AtomicFile.append(file, false);
        return new Resumed(j, found);
    }

    /**
     * The journal of the review written to {@code out}, for a front end that keeps one journal per game and settings
     * (the app): continued when there is one with these settings, else started anew — a journal that cannot be
     * continued (other settings, a line that is no journal line) is replaced.
     */
    public static Resumed continueOrStart(Path out, Map<String, String> settings) throws IOException {
        if (Files.isRegularFile(of(out))) {
            try {
                return resume(out, settings);
            } catch (IllegalArgumentException e) {
                Files.delete(of(out));
            }
        }
        return new Resumed(start(out, settings), Map.of());
    }

    private String header() {
        StringBuilder sb = new StringBuilder("# xiangqi-lab review journal\n");
        settings.forEach((k, v) -> sb.append("# ").append(k).append(' ').append(v.replace('\n', ' ')).append('\n'));
        return sb.toString();
    }

    /** Appends one position's verdict, flushed before it returns. */
    public synchronized void record(int game, PositionVerdict v) throws IOException {
        StringBuilder sb = new StringBuilder();
        sb.append(game).append('\t').append(v.ply()).append('\t').append(Move.iccs(v.bestMove())).append('\t')
                .append(v.score()).append('\t').append(v.depth()).append('\t').append(v.nodes()).append('\t')
                .append(v.timeMillis()).append('\t').append(v.hasOther() ? Integer.toString(v.otherScore()) : "-");
        for (int m : v.pv()) {
            sb.append('\t').append(Move.iccs(m));
        }
        out.write(sb.append('\n').toString().getBytes(StandardCharsets.UTF_8));
        out.flush();
    }

    private static PositionVerdict parse(String[] f) {
        if (f.length < 8) {
            throw new IllegalArgumentException("short line");
        }
        int[] pv = new int[f.length - 8];
        for (int i = 0; i < pv.length; i++) {
            pv[i] = move(f[8 + i]);
        }
        return new PositionVerdict(Integer.parseInt(f[1]), move(f[2]), Integer.parseInt(f[3]), pv,
                Integer.parseInt(f[4]), Long.parseLong(f[5]), Long.parseLong(f[6]),
                "-".equals(f[7]) ? PositionVerdict.NO_OTHER : Integer.parseInt(f[7]));
    }

    private static int move(String iccs) {
        if ("0000".equals(iccs)) {
            return Move.NONE;
        }
        int m = Move.parseIccs(iccs);
        if (m == Move.NONE) {
            throw new IllegalArgumentException("not a move: " + iccs);
        }
        return m;
    }

    /** Closes the journal, leaving it: the review can be resumed. */
    @Override
    public synchronized void close() throws IOException {
        if (out != null) {
            out.close();
            out = null;
        }
    }

    /** The review is complete and its output written: the journal goes. */
    public synchronized void complete() throws IOException {
        close();
        Files.deleteIfExists(file);
    }
}
