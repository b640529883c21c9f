package org.xqlab.experiment;

import org.xqlab.protocol.EngineClient;
import org.xqlab.protocol.EngineException;
import org.xqlab.protocol.EngineReply;
import org.xqlab.protocol.MoveBudget;
import org.xqlab.rules.Move;
import org.xqlab.search.Scores;

import java.util.List;
import java.util.Locale;
import java.util.function.LongSupplier;

/**
 * Time to solution: how long an engine takes to find the answer of a test position and keep it. The answer
 * of a position that names a mate ({@code dm N}) is a mate in at most N moves announced by the engine's score;
 * of any other position a move among its {@code bm}. The engine searches each position for a fixed time; every
 * report it makes while it thinks (an iteration of this program's search, an {@code info} line of an external
 * engine) is stamped with the time it arrived. The position is solved when the engine's final answer is the
 * answer, and its time to solution is the arrival of the first report from which every later report was the
 * answer too: a move found and dropped again does not count until it is found for good. Every engine sees the
 * same clock (the caller's), so an external engine's time includes its pipe, a few microseconds.
 */
public final class TimeToSolution {
    private TimeToSolution() {
    }

    /** What became of one engine's try at one position. */
    public enum Outcome {
        SOLVED, UNSOLVED, FAILED
    }

    /**
     * One engine's try at one position: the outcome, the time to solution in milliseconds (for a position not
     * solved the time the engine took to answer), and the engine's final depth, nodes, move and score (text);
     * {@code failure} names what went wrong when the engine failed; {@code reports} counts what the engine
     * reported while it thought (an engine that reports only with its answer is timed by its answer).
     */
    public record Attempt(String engine, String position, Outcome outcome, long millis, int depth, long nodes,
                          int move, String score, String failure, int reports) {
        /** One line: {@code position ID ENGINE solved 412 ms depth 9 nodes 1234 move g6e6 score mate 3}. */
        public String line() {
            if (outcome == Outcome.FAILED) {
                return "position " + position + " " + engine + " failed: " + failure;
            }
            return "position " + position + " " + engine + " " + outcome.name().toLowerCase(Locale.ROOT) + " "
                    + millis + " ms depth " + depth + " nodes " + nodes + " move "
                    + (move == Move.NONE ? "-" : Move.iccs(move)) + " score " + score;
        }
    }

    /** Refuses a suite with a position that names neither a best move nor a mate: it has no answer to find. */
    public static void requireAnswers(Suite suite) {
        for (SuitePosition p : suite.positions()) {
            if (p.mateIn() == 0 && p.bestMoves().isEmpty()) {
                throw new IllegalArgumentException("suite " + suite.name() + " position " + p.id()
                        + " names neither a best move (bm) nor a mate (dm): it has nothing to solve");
            }
        }
    }

    /** Whether a report or answer is the position's answer (see the class comment). */
    public static boolean solves(SuitePosition p, EngineReply r) {
        if (r.bestMove() == Move.NONE) {
            return false;
        }
        if (p.mateIn() > 0) {
            return r.hasScore() && r.score() >= Scores.MATE - (2 * p.mateIn() - 1);
        }
        return p.bestMoves().contains(Move.iccs(r.bestMove()));
    }

    /**
     * Lets {@code engine} search {@code p} for {@code movetimeMillis} after a new game (fresh tables where its
     * protocol can ask for them), timing
     * its reports on {@code nanoClock}. An engine failure becomes a {@link Outcome#FAILED} attempt; the caller
     * then starts a fresh engine.
     */
    public static Attempt attempt(EngineClient engine, String label, SuitePosition p, long movetimeMillis,
                                  LongSupplier nanoClock) {
        Reports reports = new Reports();
        EngineReply answer;
        long start;
        try {
            engine.newGame();
            start = nanoClock.getAsLong();
            answer = engine.think(p.fen(), List.of(), MoveBudget.moveTime(movetimeMillis),
                    report -> reports.arrived(nanoClock.getAsLong(), solves(p, report)));
        } catch (EngineException e) {
            return new Attempt(label, p.id(), Outcome.FAILED, 0, 0, 0, Move.NONE, "-", e.getMessage(), reports.count);
        }
        long end = nanoClock.getAsLong();
        String score = answer.scoreText();
        if (!solves(p, answer)) {
            return new Attempt(label, p.id(), Outcome.UNSOLVED, millis(end - start), answer.depth(), answer.nodes(),
                    answer.bestMove(), score, "", reports.count);
        }
        long at = reports.runStart >= 0 ? reports.runStart : end;
        return new Attempt(label, p.id(), Outcome.SOLVED, millis(at - start), answer.depth(), answer.nodes(),
                answer.bestMove(), score, "", reports.count);
    }

    /** The reports of one attempt as they arrive: how many, and where the run of answers still going began. */
    private static final class Reports {
        /** Arrival of the first report of the current run of reports that solve (-1: the last one did not). */
        long runStart = -1;
        int count;

        void arrived(long now, boolean solves) {
            runStart = !solves ? -1 : runStart < 0 ? now : runStart;
            count++;
        }
    }

    private static long millis(long nanos) {
        return Math.max(0, Math.round(nanos / 1e6));
    }

    /**
     * One engine's attempts summed up: solved of tried, the median and mean time over the solved positions, and
     * the total with every position not solved counted at the whole budget.
     */
    public static String summary(String engine, List<Attempt> attempts, long movetimeMillis) {
        List<Double> solved = attempts.stream().filter(a -> a.outcome() == Outcome.SOLVED)
                .map(a -> (double) a.millis()).toList();
        long failed = attempts.stream().filter(a -> a.outcome() == Outcome.FAILED).count();
        double total = solved.stream().mapToDouble(Double::doubleValue).sum()
                + (double) (attempts.size() - solved.size()) * movetimeMillis;
        StringBuilder sb = new StringBuilder("engine ").append(engine).append(": solved ").append(solved.size())
                .append('/').append(attempts.size());
        if (!solved.isEmpty()) {
            sb.append(", median ").append(Math.round(Statistics.median(solved))).append(" ms, mean ")
                    .append(Math.round(Statistics.mean(solved))).append(" ms");
        }
        sb.append(", total ").append(String.format(Locale.ROOT, "%.1f", total / 1000.0))
                .append(" s (a position not solved counts ").append(movetimeMillis).append(" ms)");
        if (failed > 0) {
            sb.append(", ").append(failed).append(" failed");
        }
        return sb.toString();
    }

    /**
     * A note when an engine reported nothing while it thought — at most one report per try, with its answer —
     * so that its times are the times of its answers, not of its finding them; null otherwise. (ElephantEye
     * reports its line as it changes only with its {@code debug} option on: {@code ucci:…|debug=true}.)
     */
    public static String silenceNote(String engine, List<Attempt> attempts) {
        boolean tried = attempts.stream().anyMatch(a -> a.outcome() != Outcome.FAILED);
        if (!tried || attempts.stream().anyMatch(a -> a.outcome() != Outcome.FAILED && a.reports() > 1)) {
            return null;
        }
        return "note " + engine + " reported its line only with its answer: its times are those of its answers "
                + "(ElephantEye reports as it thinks with its debug option: ucci:COMMAND|debug=true)";
    }

    /**
     * How much longer {@code other} took than {@code base} on the positions both solved: the geometric mean of
     * the ratios of their times (each at least 1 ms), or null when they solved none in common.
     */
    public static String ratio(String base, List<Attempt> baseAttempts, String other, List<Attempt> otherAttempts) {
        double logs = 0;
        int n = 0;
        for (int i = 0; i < baseAttempts.size(); i++) {
            Attempt a = baseAttempts.get(i);
            Attempt b = otherAttempts.get(i);
            if (a.outcome() == Outcome.SOLVED && b.outcome() == Outcome.SOLVED) {
                logs += Math.log(Math.max(1, b.millis())) - Math.log(Math.max(1, a.millis()));
                n++;
            }
        }
        if (n == 0) {
            return null;
        }
        return String.format(Locale.ROOT, "ratio %s / %s: %.2f (geometric mean of the times to solution on the %d "
                + "positions both solved)", other, base, Math.exp(logs / n), n);
    }
}
