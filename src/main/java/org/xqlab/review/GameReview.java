package org.xqlab.review;

import org.xqlab.book.OpeningBook;
import org.xqlab.book.OpeningName;
import org.xqlab.game.GameRecord;
import org.xqlab.rules.Position;
import org.xqlab.rules.Fen;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A reviewed game: the verdicts of its main line's positions turned into one {@link MoveReview} per move, the
 * opening named by the book (the deepest named book position on the main line), and the sums — accuracy per
 * side and per side and phase (the mean of the moves' {@link MoveReview#accuracy()}), marks per side.
 */
public final class GameReview {
    /** The loss at which a move's accuracy falls to 1/e of 100 (about 37). */
    public static final double ACCURACY_SCALE = 0.25;

    private final List<MoveReview> moves;
    private final Optional<OpeningName> opening;
    private final int firstSide;
    private final ReviewSettings settings;

    private GameReview(List<MoveReview> moves, Optional<OpeningName> opening, int firstSide, ReviewSettings settings) {
        this.moves = List.copyOf(moves);
        this.opening = opening;
        this.firstSide = firstSide;
        this.settings = settings;
    }

    /**
     * Judges the moves of {@code game}'s main line from the verdicts of its positions ({@code verdicts.get(i)}
     * is the position before move i; the last is the position after the last move).
     */
    public static GameReview of(GameRecord game, List<PositionVerdict> verdicts, ReviewSettings settings,
                                OpeningBook book) {
        List<GameRecord.Node> line = game.mainLine();
        if (verdicts.size() != line.size() + 1) {
            throw new IllegalArgumentException("a review needs " + (line.size() + 1) + " positions, not " + verdicts.size());
        }
        Position p = Fen.parse(game.startFen());
        int firstSide = p.sideToMove();
        Optional<OpeningName> opening = Optional.empty();
        List<MoveReview> moves = new ArrayList<>();
        for (int i = 0; i < line.size(); i++) {
            int move = line.get(i).move();
            PositionVerdict v = verdicts.get(i);
            PositionVerdict next = verdicts.get(i + 1);
            var probe = book.probe(p);
            if (probe.name().isPresent()) {
                opening = probe.name();
            }
            boolean bookMove = probe.moves().stream().anyMatch(m -> m.move() == move);
            int after = -next.score();
            // the engine's own move loses nothing by definition: a drop from this search's score to the next
            // position's is the noise between two searches, and is not shown as the mover's loss
            double loss = move == v.bestMove() ? 0 : WinningChances.loss(v.score(), after);
            Judgement j;
            if (bookMove) {
                j = Judgement.BOOK;
            } else if (move == v.bestMove() && (p.legalMoves().length == 1
                    || v.hasOther() && WinningChances.loss(v.score(), v.otherScore()) >= Judgement.MISTAKE_LOSS)) {
                j = Judgement.ONLY;
            } else if (move == v.bestMove()) {
                j = Judgement.BEST;
            } else {
                j = Judgement.ofLoss(loss);
            }
            GamePhase phase = GamePhase.of(p, i, bookMove);
            moves.add(new MoveReview(i, move, p.sideToMove(), phase, bookMove, v.score(), after, loss, j,
                    v.bestMove(), v.pv(), next.pv(), v.timeMillis(), v.nodes(), v.depth()));
            p.play(move);
        }
        if (book.probe(p).name().isPresent()) {
            opening = book.probe(p).name();
        }
        return new GameReview(moves, opening, firstSide, settings);
    }

    public List<MoveReview> moves() {
        return moves;
    }

    /** The opening as the book names it, if the game passed a named book position. */
    public Optional<OpeningName> opening() {
        return opening;
    }

    /** The side of the record's first move. */
    public int firstSide() {
        return firstSide;
    }

    public ReviewSettings settings() {
        return settings;
    }

    /** The moves of {@code side} (Piece.RED or BLACK). */
    public List<MoveReview> movesOf(int side) {
        return moves.stream().filter(m -> m.side() == side).toList();
    }

    /** The mean accuracy of {@code side}'s moves, or NaN when it has none. */
    public double accuracy(int side) {
        return movesOf(side).stream().mapToDouble(MoveReview::accuracy).average().orElse(Double.NaN);
    }

    /** The mean accuracy of {@code side}'s moves in {@code phase}, or NaN when it has none there. */
    public double accuracy(int side, GamePhase phase) {
        return movesOf(side).stream().filter(m -> m.phase() == phase).mapToDouble(MoveReview::accuracy)
                .average().orElse(Double.NaN);
    }

    /** How many moves of {@code side} got each mark. */
    public Map<Judgement, Integer> counts(int side) {
        Map<Judgement, Integer> c = new EnumMap<>(Judgement.class);
        for (Judgement j : Judgement.values()) {
            c.put(j, 0);
        }
        movesOf(side).forEach(m -> c.merge(m.judgement(), 1, Integer::sum));
        return Collections.unmodifiableMap(c);
    }

    /** The inaccuracies, mistakes and blunders of {@code side}, in game order. */
    public List<MoveReview> errors(int side) {
        return movesOf(side).stream().filter(m -> m.judgement().isError()).toList();
    }

    /** Total time of the positions' searches, milliseconds. */
    public long timeMillis() {
        return moves.stream().mapToLong(MoveReview::timeMillis).sum();
    }
}
