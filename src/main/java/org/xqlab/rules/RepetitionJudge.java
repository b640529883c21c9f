package org.xqlab.rules;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Judges a repetition cycle by the rules on perpetual check and perpetual chase (长将, 长捉): which side, if
 * either, broke a rule, and so who wins. The cycle is the moves from an earlier occurrence of the current
 * position (same side to move, no capture since) to now; a {@link Position} with its history is the input.
 *
 * <p>Each move of the cycle is classified as a <b>check</b> (the opponent's king is attacked after it) and by
 * the set of enemy pieces it <b>chases</b>: pieces that a piece of the mover could capture after the move (a
 * legal capture, the turn given back to the mover) and could not before it, when the capture would win
 * something by the rule:
 * <ul>
 *   <li>the king is never chased (that is a check), nor a pawn that has not crossed the river;</li>
 *   <li>the king and the pawns may attack freely: their attacks are not chases;</li>
 *   <li>a piece attacked by a lower-valued one is chased even when protected: a rook by a horse or a cannon,
 *       a rook, horse or cannon by an advisor or an elephant;</li>
 *   <li>otherwise a protected piece (one the opponent could legally recapture on its point) is not chased;</li>
 *   <li>a rook attacking a rook, a cannon a cannon, a horse a horse is an offer to exchange, not a chase, when
 *       the attacked piece could capture the attacker back.</li>
 * </ul>
 * A side <b>perpetually checks</b> when every one of its moves in the cycle checks; it <b>perpetually
 * chases</b> when one and the same enemy piece is chased by every one of its moves (by one piece or by several
 * taking turns). Chasing two pieces in turn, or a chase between idle moves (闲着), breaks no rule.
 *
 * <p>The two rule sets differ in how a check counts in a chase ("one check, one chase", 一将一捉):
 * <ul>
 *   <li>{@link RuleSet#AXF} (Asian Xiangqi Federation): a check is judged as what it is; a side that checks and
 *       chases in turn breaks no rule unless its checking moves chase the same piece too;</li>
 *   <li>{@link RuleSet#CXA} (Chinese Xiangqi Association, 象棋竞赛规则): a check and a chase are both an
 *       attack (打); a side whose every move checks or chases one piece perpetually attacks (长打) and loses.</li>
 * </ul>
 *
 * <p>The verdict: a side that perpetually checks while the other does not loses; if both do, it is a draw.
 * Otherwise a side that perpetually chases while the other does not loses; if both do, or neither, it is a
 * draw.
 *
 * <p>The judge steps the position back through the cycle and forward again, leaving it exactly as it was. An
 * instance keeps its scratch arrays, so {@link #judge(Position, int)} allocates nothing once they have grown
 * to the longest cycle seen: a search can ask it at every repetition. Not thread-safe: one per searcher.
 */
public final class RepetitionJudge {

    /** The rule book that judges repetitions. */
    public enum RuleSet {
        /** Asian Xiangqi Federation rules (the rules of international play, WXF). */
        AXF,
        /** Chinese Xiangqi Association rules (中国象棋协会《象棋竞赛规则》). */
        CXA;

        /** The rule set used when none is chosen: the Asian rules, those of international play. */
        public static final RuleSet DEFAULT = AXF;

        /** Parses {@code axf} or {@code cxa} (any case). */
        public static RuleSet parse(String text) {
            try {
                return valueOf(text.trim().toUpperCase(Locale.ROOT));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("unknown rule set '" + text + "' (expected axf or cxa)");
            }
        }

        /** {@code axf} or {@code cxa}. */
        public String key() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /** The rule a verdict applies. */
    public enum Rule {
        /** One side checked with every move (长将): it loses. */
        PERPETUAL_CHECK,
        /** One side chased the same piece with every move (长捉): it loses. */
        PERPETUAL_CHASE,
        /** One side checked or chased the same piece with every move (一将一捉, CXA only): it loses. */
        CHECK_AND_CHASE,
        /** Both sides broke the same rule (both check, or both chase): a draw. */
        MUTUAL,
        /** Neither side broke a rule: a draw. */
        NONE
    }

    /**
     * A judged cycle.
     *
     * @param winner      {@link Piece#RED}, {@link Piece#BLACK} or {@link GameEnd#DRAW}
     * @param rule        the rule applied
     * @param ruleSet     the rule set used
     * @param offender    the side that broke the rule ({@link GameEnd#DRAW} when none lost)
     * @param chasedPiece the piece id the offender chased (0 when none, or a check decided)
     * @param cycle       the moves of the cycle from the latest earlier occurrence to now, oldest first (the judge
     *                    looked at every move since the {@code earlier}-th occurrence)
     */
    public record Verdict(int winner, Rule rule, RuleSet ruleSet, int offender, int chasedPiece, List<Integer> cycle) {
        public Verdict {
            cycle = List.copyOf(cycle);
        }

        /** The cycle's moves in ICCS, separated by spaces. */
        public String cycleText() {
            StringBuilder sb = new StringBuilder();
            for (int m : cycle) {
                if (sb.length() > 0) {
                    sb.append(' ');
                }
                sb.append(Move.iccs(m));
            }
            return sb.toString();
        }

        /** One line for logs and PGN comments, e.g. {@code perpetual chase (AXF): red loses; cycle b2c2 c7b7 c2b2 b7c7}. */
        public String describe() {
            String rulePart = switch (rule) {
                case PERPETUAL_CHECK -> "perpetual check";
                case PERPETUAL_CHASE -> "perpetual chase";
                case CHECK_AND_CHASE -> "one check, one chase";
                case MUTUAL -> "both sides break the same rule";
                case NONE -> "no rule broken";
            } + " (" + ruleSet + ")";
            String who = winner == GameEnd.DRAW ? "draw" : (offender == Piece.RED ? "red" : "black") + " loses";
            return rulePart + ": " + who + "; cycle " + cycleText();
        }
    }

    private final RuleSet ruleSet;
    private final int[] buffer = new int[MoveGenerator.MAX_MOVES];
    private final int[] replies = new int[MoveGenerator.MAX_MOVES];
    private final long[] before = new long[4];
    private final long[] after = new long[4];
    private int[] chased = new int[64];
    private boolean[] checks = new boolean[64];
    private int[] moves = new int[64];
    private byte[] flags = new byte[65];
    private final boolean[] allCheck = new boolean[2];
    private final boolean[] anyCheck = new boolean[2];
    private final int[] common = new int[2];
    /** Results of the last {@link #run}: the winner, offender, rule and chased piece. */
    private int winner;
    private int offender;
    private Rule rule;
    private int chasedPiece;

    public RepetitionJudge(RuleSet ruleSet) {
        this.ruleSet = ruleSet;
    }

    public RuleSet ruleSet() {
        return ruleSet;
    }

    /**
     * Judges the repetition ending in the current position, when it has occurred at least {@code earlier}
     * times before (1 in a search, 2 for the game's third occurrence); allocates nothing.
     *
     * @return {@link Position#REP_NONE} when there is no such repetition, else {@link Position#REP_DRAW},
     *         {@link Position#REP_WIN} or {@link Position#REP_LOSS} for the side to move
     */
    public int judge(Position p, int earlier) {
        int oldest = p.cycleStart(earlier);
        if (oldest < 0) {
            return Position.REP_NONE;
        }
        run(p, oldest);
        if (winner == GameEnd.DRAW) {
            return Position.REP_DRAW;
        }
        return winner == p.sideToMove() ? Position.REP_WIN : Position.REP_LOSS;
    }

    /** The verdict on the repetition ending in the current position, or null (see {@link #judge}). */
    public Verdict verdict(Position p, int earlier) {
        int oldest = p.cycleStart(earlier);
        if (oldest < 0) {
            return null;
        }
        run(p, oldest);
        List<Integer> cycle = new ArrayList<>();
        for (int k = p.cycleStart(1); k < p.ply(); k++) {
            cycle.add(p.moveAt(k));
        }
        return new Verdict(winner, rule, ruleSet, offender, chasedPiece, cycle);
    }

    /** Classifies the moves of the cycle from ply {@code oldest} to now and decides the verdict. */
    private void run(Position p, int oldest) {
        int end = p.ply();
        int n = end - oldest;
        p.ensureCheckFlags(oldest);
        if (chased.length < n) {
            chased = new int[2 * n];
            checks = new boolean[2 * n];
            moves = new int[2 * n];
            flags = new byte[2 * n + 1];
        }
        // the trial moves below overwrite the history's slots and check flags from ply oldest on: keep them
        for (int i = 0; i < n; i++) {
            moves[i] = p.moveAt(oldest + i);
        }
        for (int i = 0; i <= n; i++) {
            flags[i] = (byte) p.checkFlag(oldest + i);
        }
        for (int k = end; k > oldest; k--) {
            p.unmakeMove();
        }
        for (int i = 0; i < n; i++) {
            attacks(p, before, false);
            p.makeMove(moves[i]);
            p.restoreCheckFlag(oldest + i + 1, flags[i + 1]);
            boolean check = flags[i + 1] == 1;
            p.makeNullMove();
            attacks(p, after, check);
            p.unmakeMove();
            p.restoreCheckFlag(oldest + i + 1, flags[i + 1]);
            checks[i] = check;
            chased[i] = newTargets();
        }
        for (int i = 0; i <= n; i++) {
            p.restoreCheckFlag(oldest + i, flags[i]);
        }
        decide(p.sideToMove(), n);
    }

    /** The enemy pieces (bits {@code id & 15}) with an attack in {@link #after} that is not in {@link #before}. */
    private int newTargets() {
        int targets = 0;
        for (int w = 0; w < 4; w++) {
            long fresh = after[w] & ~before[w];
            while (fresh != 0) {
                int bit = w * 64 + Long.numberOfTrailingZeros(fresh);
                targets |= 1 << (bit >> 4);
                fresh &= fresh - 1;
            }
        }
        return targets;
    }

    /**
     * Fills {@code out} with the side to move's attacks that chase by the rule, as pairs: bit
     * {@code (target & 15) * 16 + (attacker & 15)}. {@code opponentInCheck}: the opponent's king is attacked
     * here (the turn was given back after a check), so its recaptures are judged without the check.
     */
    private void attacks(Position p, long[] out, boolean opponentInCheck) {
        Arrays.fill(out, 0);
        int n = MoveGenerator.generate(p, buffer, 0, MoveGenerator.CAPTURES);
        for (int i = 0; i < n; i++) {
            int m = buffer[i];
            int from = m & 0xFF;
            int to = (m >>> 8) & 0xFF;
            int attacker = p.pieceAt(from);
            int target = p.pieceAt(to);
            int a = Piece.typeOf(attacker);
            int t = Piece.typeOf(target);
            if (a == Piece.KING || a == Piece.PAWN || t == Piece.KING
                    || t == Piece.PAWN && Square.ownHalf(to, Piece.colorOf(target))) {
                continue;
            }
            boolean stronger = lowerValued(a, t);
            if (!stronger && a == t && canCaptureBack(p, to, from, opponentInCheck)) {
                continue;
            }
            if (!p.makeMove(m)) {
                continue; // the attacker is pinned: no threat
            }
            boolean isProtected = !stronger && recapture(p, to, opponentInCheck);
            p.unmakeMove();
            if (!isProtected) {
                int bit = (target & 15) * 16 + (attacker & 15);
                out[bit >> 6] |= 1L << bit;
            }
        }
    }

    /** A rook attacked by a horse or cannon; a rook, horse or cannon attacked by an advisor or elephant. */
    private static boolean lowerValued(int attacker, int target) {
        if (attacker == Piece.HORSE || attacker == Piece.CANNON) {
            return target == Piece.ROOK;
        }
        if (attacker == Piece.ADVISOR || attacker == Piece.ELEPHANT) {
            return target == Piece.ROOK || target == Piece.HORSE || target == Piece.CANNON;
        }
        return false;
    }

    /** Whether the piece on {@code target} (the opponent's) could capture the attacker on {@code from} now. */
    private static boolean canCaptureBack(Position p, int target, int from, boolean ignoreCheck) {
        p.makeNullMove();
        int back = target | (from << 8);
        boolean can = MoveGenerator.isPseudoLegal(p, back);
        if (can && !ignoreCheck) {
            can = p.makeMove(back);
            if (can) {
                p.unmakeMove();
            }
        }
        p.unmakeMove();
        return can;
    }

    /** Whether the side to move can capture on {@code sq} (legally, or by geometry alone when {@code ignoreCheck}). */
    private boolean recapture(Position p, int sq, boolean ignoreCheck) {
        int n = MoveGenerator.generate(p, replies, 0, MoveGenerator.CAPTURES);
        for (int i = 0; i < n; i++) {
            int m = replies[i];
            if (((m >>> 8) & 0xFF) != sq) {
                continue;
            }
            if (ignoreCheck) {
                return true;
            }
            if (p.makeMove(m)) {
                p.unmakeMove();
                return true;
            }
        }
        return false;
    }

    /** The verdict over {@code n} moves, the last made by the side not to move ({@code toMove ^ 1}). */
    private void decide(int toMove, int n) {
        Arrays.fill(allCheck, true);
        Arrays.fill(anyCheck, false);
        Arrays.fill(common, 0xFFFF);
        for (int i = 0; i < n; i++) {
            int side = ((n - 1 - i) & 1) == 0 ? toMove ^ 1 : toMove;
            allCheck[side] &= checks[i];
            anyCheck[side] |= checks[i];
            int c = checks[i] && ruleSet == RuleSet.CXA ? 0xFFFF : chased[i];
            common[side] &= c;
        }
        chasedPiece = 0;
        if (allCheck[0] || allCheck[1]) {
            if (allCheck[0] && allCheck[1]) {
                set(GameEnd.DRAW, GameEnd.DRAW, Rule.MUTUAL);
            } else {
                int o = allCheck[0] ? 0 : 1;
                set(o ^ 1, o, Rule.PERPETUAL_CHECK);
            }
            return;
        }
        boolean red = common[0] != 0;
        boolean black = common[1] != 0;
        if (red && black) {
            set(GameEnd.DRAW, GameEnd.DRAW, Rule.MUTUAL);
        } else if (red || black) {
            int o = red ? 0 : 1;
            set(o ^ 1, o, ruleSet == RuleSet.CXA && anyCheck[o] ? Rule.CHECK_AND_CHASE : Rule.PERPETUAL_CHASE);
            chasedPiece = Piece.base(o ^ 1) + Integer.numberOfTrailingZeros(common[o]);
        } else {
            set(GameEnd.DRAW, GameEnd.DRAW, Rule.NONE);
        }
    }

    private void set(int winner, int offender, Rule rule) {
        this.winner = winner;
        this.offender = offender;
        this.rule = rule;
    }
}
