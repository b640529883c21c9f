package org.xqlab.search;

import org.junit.jupiter.api.Test;
import org.xqlab.rules.Fen;
import org.xqlab.rules.Move;
import org.xqlab.rules.Perft;
import org.xqlab.rules.Position;
import org.xqlab.trace.Stage;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Perft through the staged picker equals plain perft, even with bogus hash moves and killers injected. */
class MovePickerTest {
    private static final String[] FENS = {
            Fen.START,
            "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1",
            "CRN1k1b2/3ca4/4ba3/9/2nr5/9/9/4B4/4A4/4KA3 w - - 0 1",
            "3aka3/r8/9/2P6/4C1Pn1/9/9/9/4K4/8R w - - 0 1",
            "3k5/4a4/9/3n1P3/2b3b2/2B6/3p5/4B4/9/4K3R b - - 0 1",
    };

    private final SplittableRandom random = new SplittableRandom(42);
    private final MovePicker[] pickers = new MovePicker[8];

    MovePickerTest() {
        for (int i = 0; i < pickers.length; i++) {
            pickers[i] = new MovePicker();
        }
    }

    /** A move that is random garbage, a real move of this position, or a move of another position. */
    private int bogus(Position p, int[] legal) {
        switch (random.nextInt(4)) {
            case 0:
                return 0;
            case 1:
                return random.nextInt(1 << 16);
            case 2:
                return legal.length == 0 ? 0 : legal[random.nextInt(legal.length)];
            default:
                return Move.of(51 + random.nextInt(150), 51 + random.nextInt(150));
        }
    }

    private long perft(Position p, int depth, SearchConfig config, HistoryTable history) {
        int[] legal = p.legalMoves();
        MovePicker picker = pickers[depth];
        List<Stage> stages = new ArrayList<>();
        int k1 = bogus(p, legal);
        int k2 = random.nextBoolean() ? k1 : bogus(p, legal);
        picker.initMain(p, config, history, (stage, produced) -> stages.add(stage), bogus(p, legal), k1, k2,
                bogus(p, legal));
        Set<Integer> seen = new HashSet<>();
        long total = 0;
        int move;
        Stage last = null;
        while ((move = picker.next()) != 0) {
            int m = move;
            assertTrue(seen.add(m), () -> "yielded twice: " + Move.iccs(m) + " in " + p);
            Stage s = picker.stage();
            assertTrue(last == null || s.ordinal() >= last.ordinal(), "stages never go backwards");
            last = s;
            if (p.makeMove(move)) {
                total += depth == 1 ? 1 : perft(p, depth - 1, config, history);
                p.unmakeMove();
            }
        }
        for (int i = 1; i < stages.size(); i++) {
            assertTrue(stages.get(i).ordinal() > stages.get(i - 1).ordinal(), "stages entered in order: " + stages);
        }
        for (int m : legal) {
            assertTrue(seen.contains(m), () -> "never yielded: " + Move.iccs(m));
        }
        return total;
    }

    @Test
    void perftThroughThePickerEqualsPlainPerftWithBogusHashAndKillers() {
        for (String preset : new String[] {"full", "elephanteye", "alphabeta"}) {
            SearchConfig config = SearchConfig.preset(preset);
            HistoryTable history = new HistoryTable(HistoryTable.SHAPE_FROM_TO, HistoryTable.BONUS_SQUARE, 1 << 14);
            for (int i = 0; i < 2000; i++) {
                int from = 51 + random.nextInt(150);
                int to = 51 + random.nextInt(150);
                history.reward(HistoryTable.INDEX90[from] < 0 ? 0 : HistoryTable.INDEX90[from],
                        HistoryTable.INDEX90[to] < 0 ? 0 : HistoryTable.INDEX90[to], random.nextInt(100));
            }
            for (String fen : FENS) {
                Position p = Fen.parse(fen);
                assertEquals(new Perft().perft(p, 3), perft(p, 3, config, history), preset + " " + fen);
            }
        }
    }

    @Test
    void stageNumbersAreTheStageOrdinals() {
        int[] numbers = {MovePicker.HASH, MovePicker.GEN_CAPTURES, MovePicker.GOOD_CAPTURES, MovePicker.KILLER_1,
                MovePicker.KILLER_2, MovePicker.GEN_QUIETS, MovePicker.QUIETS, MovePicker.BAD_CAPTURES,
                MovePicker.QS_CAPTURES, MovePicker.QS_EVASIONS, MovePicker.ROOT, MovePicker.DONE};
        Stage[] stages = {Stage.HASH, Stage.GEN_CAPTURES, Stage.GOOD_CAPTURES, Stage.KILLER_1, Stage.KILLER_2,
                Stage.GEN_QUIETS, Stage.QUIETS, Stage.BAD_CAPTURES, Stage.QS_CAPTURES, Stage.QS_EVASIONS, Stage.ROOT,
                Stage.DONE};
        assertEquals(Stage.values().length, stages.length);
        for (int i = 0; i < stages.length; i++) {
            assertEquals(stages[i].ordinal(), numbers[i], stages[i].name());
        }
    }

    /**
     * A history table over the quiet moves {@code all[0, n)} of {@code p}: a few distinct values and many ties
     * (most moves keep 0).
     */
    private HistoryTable someHistory(Position p, int[] all, int n) {
        HistoryTable history = new HistoryTable(HistoryTable.SHAPE_FROM_TO, HistoryTable.BONUS_SQUARE, 1 << 14);
        for (int i = 0; i < n; i += 1 + random.nextInt(3)) {
            int m = all[i];
            history.reward(history.row(p.pieceAt(Move.from(m)), m), HistoryTable.column(m), 1 + random.nextInt(4));
        }
        return history;
    }

    @Test
    void quietMovesComeBestHistoryFirstWithTiesInGenerationOrder() {
        SearchConfig config = SearchConfig.preset("full");
        for (String fen : FENS) {
            Position p = Fen.parse(fen);
            int[] all = new int[org.xqlab.rules.MoveGenerator.MAX_MOVES];
            int n = org.xqlab.rules.MoveGenerator.generate(p, all, 0, org.xqlab.rules.MoveGenerator.QUIETS);
            HistoryTable history = someHistory(p, all, n);
            List<Integer> expected = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                expected.add(all[i]);
            }
            // a stable sort: equal values keep the generator's order
            expected.sort((a, b) -> Integer.compare(history.get(p.pieceAt(Move.from(b)), b),
                    history.get(p.pieceAt(Move.from(a)), a)));
            assertTrue(n > 10, "enough quiet moves to sort: " + n);
            assertEquals(expected, quietOrder(pickers[0], p, config, history, 0, 0), fen);
        }
    }

    @Test
    void continuationHistoryAddsToTheHistoryOfEachQuietMoveAfterTheMovesBefore() {
        SearchConfig config = SearchConfig.preset("full");
        int before1 = ContinuationHistory.slot(org.xqlab.rules.Piece.base(org.xqlab.rules.Piece.BLACK) + 5, 0x44);
        int before2 = ContinuationHistory.slot(org.xqlab.rules.Piece.base(org.xqlab.rules.Piece.RED) + 9, 0x97);
        for (String fen : FENS) {
            Position p = Fen.parse(fen);
            int[] all = new int[org.xqlab.rules.MoveGenerator.MAX_MOVES];
            int n = org.xqlab.rules.MoveGenerator.generate(p, all, 0, org.xqlab.rules.MoveGenerator.QUIETS);
            HistoryTable history = someHistory(p, all, n);
            ContinuationHistory continuation = new ContinuationHistory(1 << 14);
            for (int i = 0; i < n; i += 1 + random.nextInt(3)) {
                int m = all[i];
                int id = p.pieceAt(Move.from(m));
                continuation.update(before1, id, m, random.nextInt(-40, 60));
                continuation.update(before2, id, m, random.nextInt(-40, 60));
            }
            List<Integer> expected = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                expected.add(all[i]);
            }
            java.util.function.ToIntFunction<Integer> score = m -> history.get(p.pieceAt(Move.from(m)), m)
                    + continuation.get(before1, p.pieceAt(Move.from(m)), m)
                    + continuation.get(before2, p.pieceAt(Move.from(m)), m);
            expected.sort((a, b) -> Integer.compare(score.applyAsInt(b), score.applyAsInt(a)));
            pickers[0].initMain(p, config, history, null, 0, 0, 0, 0);
            pickers[0].continuation(continuation, before1, before2);
            List<Integer> order = new ArrayList<>();
            int move;
            while ((move = pickers[0].next()) != 0) {
                if (pickers[0].stage() == Stage.QUIETS) {
                    order.add(move);
                }
            }
            assertEquals(expected, order, fen);
            assertTrue(!expected.equals(quietOrder(pickers[0], p, config, history, 0, 0)),
                    () -> fen + ": the continuation values change the order");
            // no move before (a null move, the root): the history order alone
            pickers[0].initMain(p, config, history, null, 0, 0, 0, 0);
            pickers[0].continuation(continuation, -1, -1);
            List<Integer> alone = new ArrayList<>();
            while ((move = pickers[0].next()) != 0) {
                if (pickers[0].stage() == Stage.QUIETS) {
                    alone.add(move);
                }
            }
            assertEquals(quietOrder(pickers[0], p, config, history, 0, 0), alone, fen);
        }
    }

    @Test
    void continuationHistoryFollowsTheGravityRuleWithinItsBound() {
        ContinuationHistory t = new ContinuationHistory(1000);
        int id = org.xqlab.rules.Piece.base(org.xqlab.rules.Piece.RED) + 5;
        int move = Move.of(0x37, 0x47);
        int before = ContinuationHistory.slot(org.xqlab.rules.Piece.base(org.xqlab.rules.Piece.BLACK), 0x34);
        t.update(before, id, move, 100);
        assertEquals(100, t.get(before, id, move));
        t.update(before, id, move, -100);
        assertEquals(100 - 100 - 10, t.get(before, id, move), "v += b − v·|b|/max");
        for (int i = 0; i < 300; i++) {
            t.update(before, id, move, 400);
        }
        int v = t.get(before, id, move);
        assertTrue(v > 900 && v <= 1000, () -> "near max after many rewards: " + v);
        assertEquals(0, t.get(before + 1, id, move), "another move before: its own value");
        t.decay(HistoryTable.DECAY_HALF);
        assertEquals(v / 2, t.get(before, id, move));
        t.decay(HistoryTable.DECAY_QUARTER);
        assertEquals(v / 2 / 4, t.get(before, id, move));
        t.decay(HistoryTable.DECAY_NONE);
        assertEquals(v / 2 / 4, t.get(before, id, move));
        t.decay(HistoryTable.DECAY_CLEAR);
        assertEquals(0, t.get(before, id, move));
        t.update(-1, id, move, 400);
        assertEquals(0, t.get(-1, id, move), "no move before: nothing kept, nothing added");
        ContinuationHistory wide = new ContinuationHistory(1_000_000);
        for (int i = 0; i < 300; i++) {
            wide.update(before, id, move, 1_000_000);
        }
        assertEquals(16384, wide.get(before, id, move), "a history.max beyond a short's range is bounded at 16384");
    }

    @Test
    void theCounterMoveIsTheFirstQuietMoveAndTheRestKeepTheirOrder() {
        SearchConfig config = SearchConfig.preset("full");
        for (String fen : FENS) {
            Position p = Fen.parse(fen);
            int[] all = new int[org.xqlab.rules.MoveGenerator.MAX_MOVES];
            int n = org.xqlab.rules.MoveGenerator.generate(p, all, 0, org.xqlab.rules.MoveGenerator.QUIETS);
            HistoryTable history = someHistory(p, all, n);
            List<Integer> without = quietOrder(pickers[0], p, config, history, 0, 0);
            int counter = without.get(without.size() - 1); // the last by history
            int killer = without.get(0);
            List<Integer> with = quietOrder(pickers[0], p, config, history, killer, counter);
            List<Integer> expected = new ArrayList<>(without);
            expected.remove(Integer.valueOf(killer)); // tried as a killer before the quiet moves
            expected.remove(Integer.valueOf(counter));
            expected.add(0, counter);
            assertEquals(expected, with, fen);
            // a counter move that is the killer (or no move of this position) changes nothing
            assertEquals(quietOrder(pickers[0], p, config, history, killer, 0),
                    quietOrder(pickers[0], p, config, history, killer, killer), fen);
        }
    }

    private static List<Integer> quietOrder(MovePicker picker, Position p, SearchConfig config, HistoryTable history,
                                            int killer, int counter) {
        picker.initMain(p, config, history, null, 0, killer, 0, counter);
        return movesOf(picker, Stage.QUIETS);
    }

    /** The moves a prepared picker yields in {@code stage}, in its order. */
    private static List<Integer> movesOf(MovePicker picker, Stage stage) {
        List<Integer> out = new ArrayList<>();
        int move;
        while ((move = picker.next()) != 0) {
            if (picker.stage() == stage) {
                out.add(move);
            }
        }
        return out;
    }

    @Test
    void quiescencePickerYieldsEveryCaptureOnceOrEveryMoveInCheck() {
        SearchConfig config = SearchConfig.defaults();
        for (String fen : FENS) {
            Position p = Fen.parse(fen);
            MovePicker picker = new MovePicker();
            picker.initQuiescence(p, config, null, null, p.inCheck(), false);
            Set<Integer> seen = new HashSet<>();
            int move;
            while ((move = picker.next()) != 0) {
                assertTrue(seen.add(move));
                if (!p.inCheck()) {
                    assertTrue(p.pieceAt(Move.to(move)) != 0, "only captures outside check");
                }
            }
            for (int m : p.legalMoves()) {
                if (p.inCheck() || p.pieceAt(Move.to(m)) != 0) {
                    assertTrue(seen.contains(m), Move.iccs(m));
                }
            }
        }
    }

    @Test
    void quiescenceWithGoodCapturesOnlyLeavesOutExactlyTheCapturesOfCheaperPiecesOnDefendedPoints() {
        SearchConfig config = SearchConfig.defaults().with("quiescence.goodonly", "true");
        int left = 0;
        for (String fen : FENS) {
            Position p = Fen.parse(fen);
            if (p.inCheck()) {
                continue;
            }
            MovePicker picker = new MovePicker();
            picker.initQuiescence(p, config, null, null, false, false);
            Set<Integer> seen = new HashSet<>();
            int move;
            while ((move = picker.next()) != 0) {
                assertTrue(seen.add(move));
            }
            for (int m : p.legalMoves()) {
                int victim = p.pieceAt(Move.to(m));
                if (victim == 0) {
                    continue;
                }
                int attacker = p.pieceAt(Move.from(m));
                boolean bad = Evaluator.PIECE_VALUE[org.xqlab.rules.Piece.typeOf(victim)]
                        < Evaluator.PIECE_VALUE[org.xqlab.rules.Piece.typeOf(attacker)]
                        && p.attacked(Move.to(m), p.sideToMove() ^ 1);
                assertEquals(!bad, seen.contains(m), Move.iccs(m) + " in " + fen);
                left += bad ? 1 : 0;
            }
        }
        assertTrue(left > 0, "no position had a bad capture to leave out");
    }

    /**
     * Capture history adds a sixteenth of its value to a capture's MVV/LVA score: of two good captures that MVV/LVA
     * ties, the one with the larger value comes first (positions of random games), and a value at the bound moves a
     * capture ahead of a victim worth up to 64 more, no further.
     */
    @Test
    void captureHistoryOrdersTheCapturesThatMvvLvaTies() {
        SearchConfig config = SearchConfig.defaults();
        int flipped = 0;
        SplittableRandom random = new SplittableRandom(7);
        Position p = Position.startPosition();
        for (int ply = 0; ply < 4000 && flipped < 5; ply++) {
            int[] legal = p.legalMoves();
            if (legal.length == 0 || p.halfmoveClock() > 100) {
                p = Position.startPosition();
                continue;
            }
            p.makeMove(legal[random.nextInt(legal.length)]);
            if (p.inCheck()) {
                continue;
            }
            String fen = Fen.format(p);
            List<Integer> plain = goodCaptures(p, config, null);
            for (int i = 0; i + 1 < plain.size(); i++) {
                int a = plain.get(i);
                int b = plain.get(i + 1);
                if (mvvLva(p, a) != mvvLva(p, b)) {
                    continue;
                }
                ContinuationHistory h = new ContinuationHistory(16384, 15);
                h.update(org.xqlab.rules.Piece.codeOf(p.pieceAt(Move.to(b))), p.pieceAt(Move.from(b)), b, 16384);
                List<Integer> with = goodCaptures(p, config, h);
                assertTrue(with.indexOf(b) < with.indexOf(a), Move.iccs(b) + " before " + Move.iccs(a) + " in " + fen);
                for (int m : with) {
                    if (m != b && with.indexOf(m) > with.indexOf(b)) {
                        assertTrue(mvvLva(p, m) <= mvvLva(p, b) + 1024, Move.iccs(m) + " in " + fen);
                    }
                }
                flipped++;
                break;
            }
        }
        assertEquals(5, flipped, flipped + " positions with two tied captures");
    }

    private static int mvvLva(Position p, int m) {
        return Evaluator.PIECE_VALUE[org.xqlab.rules.Piece.typeOf(p.pieceAt(Move.to(m)))] * 16
                - Evaluator.PIECE_VALUE[org.xqlab.rules.Piece.typeOf(p.pieceAt(Move.from(m)))] / 16;
    }

    private static List<Integer> goodCaptures(Position p, SearchConfig config, ContinuationHistory h) {
        MovePicker picker = new MovePicker();
        picker.initMain(p, config, null, null, 0, 0, 0);
        if (h != null) {
            picker.captureHistory(h);
        }
        return movesOf(picker, Stage.GOOD_CAPTURES);
    }

    /**
     * With {@code order.see} a capture is bad exactly when the static exchange loses material: the main picker
     * defers exactly those to BAD_CAPTURES, and the quiescence picker with {@code quiescence.goodonly} leaves out
     * exactly those. Two positions where the old rule errs: a defender pinned to its king, and a cannon whose only
     * screen was the capturer.
     */
    @Test
    void withTheStaticExchangeExactlyTheCapturesItLosesAreBad() {
        SearchConfig main = SearchConfig.defaults().with("order.see", "true");
        SearchConfig qs = main.with("quiescence.goodonly", "true");
        StaticExchange see = new StaticExchange();
        List<String> fens = new ArrayList<>(List.of(FENS));
        fens.add("3k5/3n5/9/2p6/9/9/9/9/3R5/2R1K4 w");
        fens.add("3k5/9/9/9/c1R1p4/9/9/9/9/4K4 w");
        int bad = 0;
        int rescued = 0;
        for (String fen : fens) {
            Position p = Fen.parse(fen);
            if (p.inCheck()) {
                continue;
            }
            MovePicker picker = new MovePicker();
            picker.initMain(p, main, null, null, 0, 0, 0);
            java.util.Map<Integer, Stage> stageOf = new java.util.HashMap<>();
            int move;
            while ((move = picker.next()) != 0) {
                stageOf.put(move, picker.stage());
            }
            Set<String> quiescence = quiescenceMoves(fen, qs);
            for (int m : p.legalMoves()) {
                if (p.pieceAt(Move.to(m)) == 0) {
                    continue;
                }
                boolean loses = see.value(p, m) < 0;
                String where = Move.iccs(m) + " in " + fen;
                assertEquals(loses ? Stage.BAD_CAPTURES : Stage.GOOD_CAPTURES, stageOf.get(m), where);
                assertEquals(!loses, quiescence.contains(Move.iccs(m)), where);
                bad += loses ? 1 : 0;
                int victim = Evaluator.PIECE_VALUE[org.xqlab.rules.Piece.typeOf(p.pieceAt(Move.to(m)))];
                int attacker = Evaluator.PIECE_VALUE[org.xqlab.rules.Piece.typeOf(p.pieceAt(Move.from(m)))];
                rescued += !loses && victim < attacker && p.attacked(Move.to(m), p.sideToMove() ^ 1) ? 1 : 0;
            }
        }
        assertTrue(bad > 0 && rescued >= 2, bad + " losing captures, " + rescued + " that the old rule called bad");
    }

    private static Set<String> quiescenceMoves(String fen, SearchConfig config) {
        Position p = Fen.parse(fen);
        MovePicker picker = new MovePicker();
        picker.initQuiescence(p, config, null, null, false, false);
        Set<String> seen = new HashSet<>();
        int move;
        while ((move = picker.next()) != 0) {
            seen.add(Move.iccs(move));
        }
        return seen;
    }

    @Test
    void skippingMinorCapturesLeavesOutOnlyLosingCapturesOfAdvisorsElephantsAndUncrossedPawns() {
        // three defended victims, each taken by a more valuable piece: a pawn on c6 that has not crossed
        // (the rook on c9 defends it), a horse on g6 (the rook on g9), a pawn on e4 that has crossed into
        // red's half (the pawn on d4 defends it)
        String fen = "2r1k1r2/9/9/R1p3n1R/9/3pp4/9/5N3/9/4K4 w - - 0 1";
        Set<String> all = quiescenceMoves(fen, SearchConfig.defaults());
        assertTrue(all.containsAll(Set.of("a6c6", "i6g6", "f2e4")), all.toString());
        Set<String> minor = quiescenceMoves(fen, SearchConfig.defaults().with("quiescence.skipminor", "true"));
        assertEquals(all.size() - 1, minor.size(), minor.toString());
        assertTrue(!minor.contains("a6c6") && minor.containsAll(Set.of("i6g6", "f2e4")), minor.toString());
        Set<String> good = quiescenceMoves(fen, SearchConfig.defaults().with("quiescence.goodonly", "true"));
        assertTrue(!good.contains("a6c6") && !good.contains("i6g6") && !good.contains("f2e4"), good.toString());
    }
}
