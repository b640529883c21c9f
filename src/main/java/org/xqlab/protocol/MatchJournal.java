package org.xqlab.protocol;

import org.xqlab.game.GameRecord;
import org.xqlab.game.GameRecordText;
import org.xqlab.game.Outcome;
import org.xqlab.game.RecordFormatException;
import org.xqlab.io.AtomicFile;
import org.xqlab.rules.Piece;

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
import java.util.function.IntFunction;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A match's games saved as they finish, so that a match that is killed keeps every game it finished and
 * can be continued. Each finished game is appended to the PGN file and then one line to its log
 * ({@code NAME.pgn.log} beside it): the game's number, result, how it ended and the engine failure if any.
 * The log starts with the match's settings ({@code # key value} lines); a match is resumed only with the
 * same settings. When the match is complete the PGN is put in game order (when games finished out of order)
 * and the log is deleted: a log beside a PGN means a match that was cut.
 *
 * <p>Nothing is written until the first game finishes, so a match that fails to start leaves an earlier
 * file as it was. A resumed match first rewrites the PGN (atomically) with exactly the games its log names,
 * dropping a game that was being appended when the program was killed.
 */
public final class MatchJournal implements Match.GameSink {
    private static final Pattern ROUND = Pattern.compile("(?m)^\\[Round \"(\\d+)\"\\]");

    private final Path pgn;
    private final Path log;
    private final Map<String, String> settings;
    /** The text of each game in the PGN (0-based game index), in the file's order. */
    private final Map<Integer, String> texts = new LinkedHashMap<>();
    private final boolean resuming;
    private OutputStream pgnOut;
    private OutputStream logOut;

    private MatchJournal(Path pgn, Map<String, String> settings, boolean resuming) {
        this.pgn = pgn;
        this.log = logOf(pgn);
        this.settings = Map.copyOf(settings);
        this.resuming = resuming;
    }

    /** The log of the match saved to {@code pgn}: {@code NAME.pgn.log} beside it. */
    public static Path logOf(Path pgn) {
        return pgn.resolveSibling(pgn.getFileName() + ".log");
    }

    /**
     * A new match saved to {@code pgn}; refuses (IllegalArgumentException) when a log says a match saved
     * there was cut, so that its games are not overwritten by accident.
     */
    public static MatchJournal start(Path pgn, Map<String, String> settings) throws IOException {
        Path log = logOf(pgn);
        if (Files.exists(log)) {
            throw new IllegalArgumentException(pgn + " holds a match that was cut (" + finishedCount(log)
                    + " games finished, see " + log + "): add --resume to continue it, or delete " + log
                    + " to start anew");
        }
        return new MatchJournal(pgn, settings, false);
    }

    /**
     * What a cut match left: its finished games by 0-based index, the journal that goes on saving, and notes for
     * the user (a torn last game dropped, to be played again).
     */
    public record Resumed(MatchJournal journal, Map<Integer, MatchGame.Result> games, List<String> notes) {
    }

    /**
     * Continues the match saved to {@code pgn}: reads its log and its games. Refuses (IllegalArgumentException)
     * when there is no log, when the settings differ from the log's (naming the first that does), or when a
     * game the log names is missing from the PGN. Only {@code --games} may be raised (an SPRT that reached its
     * most games undecided goes on): {@code whyNotRaise} is given the number the match was played with and
     * answers null when the games already played keep their place in the longer match, or why not; the log then
     * records the new number. Lowering it is refused like any other change.
     */
    public static Resumed resume(Path pgn, Map<String, String> settings, IntFunction<String> whyNotRaise)
            throws IOException {
        Path log = logOf(pgn);
        if (!Files.isRegularFile(log)) {
            throw new IllegalArgumentException("--resume: no cut match to continue (" + log + " does not exist"
                    + (Files.exists(pgn) ? "; " + pgn + " is a finished match" : "") + ")");
        }
        String logText = Files.readString(log, StandardCharsets.UTF_8);
        // a last line without its end was being written when the program was killed: its game is played again
        List<String> lines = List.of(logText.substring(0, logText.lastIndexOf('\n') + 1).split("\n"));
        Map<String, String> saved = new LinkedHashMap<>();
        Map<Integer, String[]> logged = new TreeMap<>();
        for (String line : lines) {
            if (line.startsWith("# ")) {
                int space = line.indexOf(' ', 2);
                saved.put(space < 0 ? line.substring(2) : line.substring(2, space),
                        space < 0 ? "" : line.substring(space + 1));
            } else if (!line.isBlank()) {
                String[] f = line.split("\t", -1);
                if (f.length < 5 || !f[0].matches("\\d{1,9}")) {
                    throw new IllegalArgumentException("--resume: " + log + " line '" + line
                            + "' is not a game line of a match log");
                }
                logged.put(Integer.parseInt(f[0]) - 1, f);
            }
        }
        for (var e : settings.entrySet()) {
            String was = saved.get(e.getKey());
            if (e.getKey().equals("--games") && was != null && was.matches("\\d{1,9}")
                    && e.getValue().matches("\\d{1,9}") && Integer.parseInt(e.getValue()) > Integer.parseInt(was)) {
                String why = whyNotRaise.apply(Integer.parseInt(was));
                if (why != null) {
                    throw new IllegalArgumentException("--resume: the cut match in " + pgn + " was played with --games "
                            + was + ", this command gives " + e.getValue() + ": " + why);
                }
                continue;
            }
            if (!e.getValue().equals(was)) {
                throw new IllegalArgumentException("--resume: the cut match in " + pgn + " was played with "
                        + e.getKey() + " " + (was == null ? "(not given)" : was) + ", this command gives "
                        + e.getValue() + "; give the same settings to continue it");
            }
        }
        Map<Integer, String> found = Files.exists(pgn) ? split(Files.readString(pgn, StandardCharsets.UTF_8))
                : Map.of();
        MatchJournal journal = new MatchJournal(pgn, settings, true);
        Map<Integer, MatchGame.Result> games = new TreeMap<>();
        List<String> notes = new ArrayList<>();
        Integer lastInFile = null;
        for (Integer k : found.keySet()) {
            lastInFile = k;
        }
        for (var it = logged.entrySet().iterator(); it.hasNext(); ) {
            var e = it.next();
            int game = e.getKey() + 1;
            String text = found.get(e.getKey());
            if (text == null) {
                throw new IllegalArgumentException("--resume: " + log + " names game " + game
                        + " but " + pgn + " does not hold it; the files do not belong together");
            }
            String torn = torn(text, e.getValue()[1]);
            GameRecord record = null;
            if (torn == null) {
                try {
                    record = GameRecordText.read(text);
                } catch (RecordFormatException bad) {
                    torn = bad.getMessage();
                }
            }
            if (torn != null) {
                if (!e.getKey().equals(lastInFile)) {
                    throw new IllegalArgumentException("--resume: " + pgn + " game " + game + " (Round " + game
                            + ", line " + lineOf(found, e.getKey()) + " of the file) is damaged: " + torn
                            + "; only the last game of a cut match can be played again");
                }
                notes.add(pgn + " game " + game + " (Round " + game + ", line " + lineOf(found, e.getKey())
                        + " of the file) was cut while it was saved (" + torn + "): it is dropped and played again");
                it.remove();
                continue;
            }
            journal.texts.put(e.getKey(), text);
            games.put(e.getKey(), result(record, e.getValue()));
        }
        // the PGN holds exactly the logged games; the log is rewritten so a torn last line goes too
        AtomicFile.writeString(pgn, String.join("", journal.texts.values()));
        StringBuilder head = new StringBuilder(journal.header());
        for (String[] f : logged.values()) {
            head.append(String.join("\t", f)).append('\n');
        }
        AtomicFile.writeString(log, head.toString());
        return new Resumed(journal, games, List.copyOf(notes));
    }

    /**
     * Why a saved game's text is not whole, or null: a game the match saved ends with its result (the one its log
     * line gives), so a text cut inside its moves, even at a move's end, is told apart from a finished game.
     */
    private static String torn(String text, String result) {
        String t = text.strip();
        if (!t.endsWith(result)) {
            int cut = Math.max(0, t.length() - 20);
            return "it ends in '" + (cut > 0 ? "…" : "") + t.substring(cut).replace('\n', ' ')
                    + "', not in its result " + result;
        }
        return null;
    }

    /** The line of the file on which game {@code key} starts (1-based), the games in the file's order. */
    private static int lineOf(Map<Integer, String> found, int key) {
        int line = 1;
        for (var e : found.entrySet()) {
            if (e.getKey() == key) {
                return line;
            }
            line += (int) e.getValue().chars().filter(c -> c == '\n').count();
        }
        return line;
    }

    /** Appends the game to the PGN, then its line to the log; both flushed before the next game. */
    @Override
    public synchronized void finished(int game, MatchGame.Result result) throws IOException {
        if (pgnOut == null) {
            pgnOut = AtomicFile.append(pgn, !resuming);
            logOut = AtomicFile.append(log, !resuming);
            if (!resuming) {
                logOut.write(header().getBytes(StandardCharsets.UTF_8));
            }
        }
        String text = GameRecordText.write(result.record()) + "\n";
        pgnOut.write(text.getBytes(StandardCharsets.UTF_8));
        pgnOut.flush();
        texts.put(game, text);
        Outcome o = result.outcome();
        String line = (game + 1) + "\t" + o.result() + "\t" + o.kind().name() + "\t"
                + (result.forfeit() == null ? "-" : result.forfeit().name()) + "\t"
                + (result.failure() == null ? "" : result.failure().replaceAll("[\\t\\r\\n]", " ")) + "\n";
        logOut.write(line.getBytes(StandardCharsets.UTF_8));
        logOut.flush();
    }

    /**
     * The match is over: the PGN is put in game order when games finished out of order, and the log is
     * deleted. Games left unplayed (a match stopped by its sequential test) are simply absent.
     */
    public synchronized void complete() throws IOException {
        close();
        List<Integer> order = new ArrayList<>(texts.keySet());
        List<Integer> sorted = new ArrayList<>(order);
        sorted.sort(null);
        if (!order.equals(sorted)) {
            StringBuilder sb = new StringBuilder();
            for (int game : sorted) {
                sb.append(texts.get(game));
            }
            AtomicFile.writeString(pgn, sb.toString());
        }
        Files.deleteIfExists(log);
    }

    /** Closes the files, leaving the log: the match can be resumed. */
    public synchronized void close() throws IOException {
        if (pgnOut != null) {
            pgnOut.close();
            logOut.close();
            pgnOut = null;
            logOut = null;
        }
    }

    /** The number of games this journal holds (finished now or before the cut). */
    public synchronized int games() {
        return texts.size();
    }

    public Path pgn() {
        return pgn;
    }

    public Path log() {
        return log;
    }

    private String header() {
        StringBuilder sb = new StringBuilder("# xiangqi-lab match log: one line per finished game "
                + "(game, result, ending, forfeit, failure)\n");
        new TreeMap<>(settings).forEach((k, v) -> sb.append("# ").append(k).append(' ').append(v).append('\n'));
        return sb.toString();
    }

    private static int finishedCount(Path log) {
        try {
            return (int) Files.readAllLines(log, StandardCharsets.UTF_8).stream()
                    .filter(l -> !l.startsWith("#") && !l.isBlank()).count();
        } catch (IOException e) {
            return 0;
        }
    }

    /** The games of a match PGN by 0-based index (from their Round tag), each with its text. */
    static Map<Integer, String> split(String text) {
        Map<Integer, String> games = new LinkedHashMap<>();
        List<Integer> starts = new ArrayList<>();
        boolean inTags = false;
        int pos = 0;
        for (String line : text.split("(?<=\n)")) {
            boolean tag = line.startsWith("[");
            if (tag && !inTags) {
                starts.add(pos);
            }
            if (!line.isBlank()) {
                inTags = tag;
            }
            pos += line.length();
        }
        starts.add(text.length());
        for (int i = 0; i + 1 < starts.size(); i++) {
            String game = text.substring(starts.get(i), starts.get(i + 1));
            Matcher m = ROUND.matcher(game);
            if (m.find()) {
                games.put(Integer.parseInt(m.group(1)) - 1, game);
            }
        }
        return games;
    }

    private static MatchGame.Result result(GameRecord record, String[] f) {
        String result = f[1];
        int winner = result.equals("1-0") ? Piece.RED : result.equals("0-1") ? Piece.BLACK : Outcome.DRAW;
        Outcome outcome = new Outcome(Outcome.Kind.valueOf(f[2]), winner);
        MatchGame.Forfeit forfeit = f[3].equals("-") ? null : MatchGame.Forfeit.valueOf(f[3]);
        String failure = forfeit == null && f[4].isEmpty() ? null : f[4];
        return new MatchGame.Result(record, outcome, failure, forfeit);
    }
}
