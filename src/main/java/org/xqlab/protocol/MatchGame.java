package org.xqlab.protocol;

import org.xqlab.game.GameRecord;
import org.xqlab.game.Outcome;
import org.xqlab.rules.GameEnd;
import org.xqlab.rules.Move;
import org.xqlab.rules.Piece;
import org.xqlab.rules.RepetitionJudge;

import java.util.ArrayList;
import java.util.List;

/**
 * Plays one game between two engines from an opening and adjudicates it: the rules end it
 * ({@link GameEnd}: checkmate, stalemate, perpetual check or chase judged by a {@link RepetitionJudge} rule set, repetition, 120 plies
 * without a capture, no attacking piece on either side), or the game is drawn at {@code maxPlies} plies in all,
 * or at {@code captureLimit} plies without a capture when that is below the rules' 120. An engine that fails
 * (dies, stays silent, plays an illegal move, or claims to have no move in a live position) loses the
 * game by forfeit; the record keeps every move played and a comment saying what happened. On a clock
 * ({@link MoveBudget#isClock()}) each side's time runs while its engine thinks and gains the increment after its
 * move; an engine that answers after its time ran out loses on time, and each move's comment ends with the
 * seconds it took ({@code cp 35/12 0.412s}).
 *
 * <p>No move in a live position after {@link #CLAIM_PLIES} or more plies without a capture is a draw claim,
 * not a failure: ElephantEye answers {@code nobestmove} there, applying the 50-move rule (the Asian rules'
 * natural limit) where these rules wait for 120 plies. The game is drawn ({@code MOVE_LIMIT}) with a comment
 * naming the claimant; before 100 plies the same answer still forfeits.
 */
public final class MatchGame {
    /** Plies without a capture from which an engine's "no move" is taken as a draw claim (50 moves). */
    public static final int CLAIM_PLIES = 100;

    /**
     * A finished game: its record (PGN headers set), outcome, the engine failure if there was one (its full
     * message) and what kind of forfeit that was (null when the game ended by the rules or an adjudication).
     */
    public record Result(GameRecord record, Outcome outcome, String failure, Forfeit forfeit) {
        /** A game without a forfeit, or one whose kind of forfeit is not known. */
        public Result(GameRecord record, Outcome outcome, String failure) {
            this(record, outcome, failure, failure == null ? null : Forfeit.ENGINE_FAILED);
        }

        /**
         * How the game ended for a per-game line: {@code checkmate}, {@code move_limit}, …, or for a forfeit
         * {@code forfeit (engine crashed)}, {@code forfeit (engine timed out)}, {@code forfeit (illegal move)},
         * {@code forfeit (no move)}, {@code forfeit (engine failed)}, {@code forfeit (lost on time)}.
         */
        public String ending() {
            if (forfeit != null) {
                return "forfeit (" + forfeit.label() + ")";
            }
            return outcome.kind().name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    /** Why an engine lost a game by forfeit. */
    public enum Forfeit {
        ENGINE_CRASHED("engine crashed"),
        ENGINE_TIMED_OUT("engine timed out"),
        ILLEGAL_MOVE("illegal move"),
        NO_MOVE("no move"),
        ENGINE_FAILED("engine failed"),
        /** On a clock ({@code clock=BASE+INC}): the engine answered after its time had run out. */
        LOST_ON_TIME("lost on time");

        private final String label;

        Forfeit(String label) {
            this.label = label;
        }

        /** E.g. {@code engine crashed}. */
        public String label() {
            return label;
        }

        static Forfeit of(EngineException e) {
            return switch (e.kind()) {
                case CRASHED -> ENGINE_CRASHED;
                case TIMED_OUT -> ENGINE_TIMED_OUT;
                case ILLEGAL_MOVE -> ILLEGAL_MOVE;
                case OTHER -> ENGINE_FAILED;
            };
        }
    }

    private MatchGame() {
    }

    public static Result play(EngineClient red, EngineClient black, Opening opening, MoveBudget budget, int maxPlies) {
        return play(red, black, opening, budget, maxPlies, () -> false);
    }

    /** As {@link #play(EngineClient, EngineClient, Opening, MoveBudget, int)}; returns null, unfinished, once {@code abandoned} says so. */
    public static Result play(EngineClient red, EngineClient black, Opening opening, MoveBudget budget, int maxPlies,
                              java.util.function.BooleanSupplier abandoned) {
        return play(red, black, opening, budget, maxPlies, GameEnd.MOVE_LIMIT_PLIES, abandoned);
    }

    /**
     * As {@link #play(EngineClient, EngineClient, Opening, MoveBudget, int, java.util.function.BooleanSupplier)},
     * drawing the game once {@code captureLimit} plies have passed without a capture.
     */
    public static Result play(EngineClient red, EngineClient black, Opening opening, MoveBudget budget, int maxPlies,
                              int captureLimit, java.util.function.BooleanSupplier abandoned) {
        return play(red, black, opening, budget, maxPlies, captureLimit, RepetitionJudge.RuleSet.DEFAULT, abandoned);
    }

    /**
     * As {@link #play(EngineClient, EngineClient, Opening, MoveBudget, int, int, java.util.function.BooleanSupplier)},
     * judging repetitions by {@code rules}: a game that ends by a repetition gets a comment naming the rule applied
     * and the cycle's moves ({@link RepetitionJudge.Verdict#describe()}).
     */
    public static Result play(EngineClient red, EngineClient black, Opening opening, MoveBudget budget, int maxPlies,
                              int captureLimit, RepetitionJudge.RuleSet rules, java.util.function.BooleanSupplier abandoned) {
        GameRecord record = new GameRecord(opening.fen());
        record.setRules(rules);
        List<Integer> moves = new ArrayList<>();
        for (int m : opening.moves()) {
            record.playMove(m);
            moves.add(m);
        }
        record.headers().put("Red", red.name());
        record.headers().put("Black", black.name());
        record.headers().put("Opening", opening.name());
        record.headers().put("TimeControl", budget.toString());
        // on a clock, each side's time left (index: Piece.RED or Piece.BLACK), less what each move took, plus the increment
        long[] left = budget.isClock() ? new long[] {budget.clockMillis(), budget.clockMillis()} : null;
        String failure = null;
        Forfeit forfeit = null;
        red.newGame();
        black.newGame();
        while (record.outcome() == null && moves.size() < maxPlies) {
            if (abandoned.getAsBoolean()) {
                return null;
            }
            if (record.position().halfmoveClock() >= captureLimit) {
                record.setComment(record.cursor(), "adjudicated a draw: " + captureLimit + " plies without a capture");
                record.drawByCaptureLimit();
                break;
            }
            int side = record.position().sideToMove();
            EngineClient engine = side == Piece.RED ? red : black;
            String who = (side == Piece.RED ? "red" : "black") + " (" + engine.name() + ")";
            try {
                MoveBudget now = left == null ? budget : budget.onClock(left[side], left[1 - side]);
                long started = System.nanoTime();
                EngineReply reply = engine.think(opening.fen(), moves, now);
                long used = (System.nanoTime() - started) / 1_000_000;
                if (left != null && used > left[side]) {
                    failure = who + " lost on time: it took " + used + " ms with " + left[side] + " ms left on its clock";
                    forfeit = Forfeit.LOST_ON_TIME;
                } else if (reply.bestMove() == Move.NONE && record.position().halfmoveClock() >= CLAIM_PLIES) {
                    record.setComment(record.cursor(), "draw claimed by " + who + ": "
                            + record.position().halfmoveClock() + " plies without a capture");
                    record.drawByCaptureLimit();
                    break;
                } else if (reply.bestMove() == Move.NONE) {
                    failure = who + " said it has no move in a position that has legal moves";
                    forfeit = Forfeit.NO_MOVE;
                } else if (!record.position().isLegal(reply.bestMove())) {
                    failure = who + " played the illegal move " + Move.iccs(reply.bestMove());
                    forfeit = Forfeit.ILLEGAL_MOVE;
                } else {
                    record.playMove(reply.bestMove());
                    moves.add(reply.bestMove());
                    String spent = "";
                    if (left != null) {
                        left[side] += budget.incrementMillis() - used;
                        spent = java.math.BigDecimal.valueOf(used, 3).toPlainString() + "s";
                    }
                    if (reply.hasScore()) {
                        record.setComment(record.cursor(), reply.scoreText() + "/" + reply.depth()
                                + (spent.isEmpty() ? "" : " " + spent));
                    } else if (!spent.isEmpty()) {
                        record.setComment(record.cursor(), spent);
                    }
                    continue;
                }
            } catch (EngineException e) {
                failure = who + " failed: " + e.getMessage();
                forfeit = Forfeit.of(e);
            } catch (IllegalArgumentException e) {
                failure = who + " failed: " + e.getMessage();
                forfeit = Forfeit.ENGINE_CRASHED;
            }
            record.setComment(record.cursor(), "forfeit: " + failure);
            record.resign();
            break;
        }
        if (record.outcome() == null) {
            record.setComment(record.cursor(), "adjudicated a draw at " + maxPlies + " plies");
            record.drawByPlyLimit();
        }
        RepetitionJudge.Verdict verdict = failure == null ? record.repetitionVerdict() : null;
        if (verdict != null) {
            String before = record.cursor().comment();
            record.setComment(record.cursor(), (before.isEmpty() ? "" : before + " ") + "repetition: " + verdict.describe());
        }
        return new Result(record, record.outcome(), failure, forfeit);
    }
}
