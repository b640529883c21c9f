package org.xqlab.trace;

import static org.xqlab.trace.Fields.bool;
import static org.xqlab.trace.Fields.constant;
import static org.xqlab.trace.Fields.hexKey;
import static org.xqlab.trace.Fields.integer;
import static org.xqlab.trace.Fields.longValue;
import static org.xqlab.trace.Fields.move;
import static org.xqlab.trace.Fields.text;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * Turns one event record of a trace file into the matching {@link SearchListener} call, after the
 * same mask and max-ply check the engine makes. Every field is read and checked before the call, so
 * a damaged record delivers nothing. Field names are those of docs/trace-format.md.
 */
final class EventDispatcher {

    private final SearchListener l;
    private final int mask;
    private final int maxPly;
    private final String fen;
    private final String config;
    private final MoveCodec codec;

    EventDispatcher(SearchListener listener, String fen, String config, MoveCodec codec) {
        this.l = listener;
        this.mask = listener.mask();
        this.maxPly = listener.maxPly();
        this.fen = fen;
        this.config = config;
        this.codec = codec;
    }

    void dispatch(JsonNode r) throws TraceFormatException {
        String token = text(r, "t");
        EventKind kind = EventKind.byToken(token);
        if (kind == null) {
            throw new TraceFormatException("unknown event type '" + token + "'");
        }
        int ply = kind.hasPly() ? integer(r, "ply") : 0;
        boolean deliver = EventMask.accepts(mask, maxPly, kind, ply);
        switch (kind) {
            case SEARCH_STARTED -> {
                int maxd = integer(r, "maxd");
                if (deliver) {
                    l.searchStarted(fen, config, maxd);
                }
            }
            case SEARCH_FINISHED -> {
                int best = move(r, "best", codec);
                int score = integer(r, "score");
                int d = integer(r, "d");
                long nodes = longValue(r, "nodes");
                long ms = longValue(r, "ms");
                if (deliver) {
                    l.searchFinished(best, score, d, nodes, ms);
                }
            }
            case ITERATION_STARTED -> {
                int d = integer(r, "d");
                int a = integer(r, "a");
                int b = integer(r, "b");
                if (deliver) {
                    l.iterationStarted(d, a, b);
                }
            }
            case ITERATION_FINISHED -> {
                int d = integer(r, "d");
                int score = integer(r, "score");
                JsonNode pvNode = Fields.required(r, "pv");
                if (!pvNode.isArray()) {
                    throw new TraceFormatException("field 'pv' is not an array");
                }
                int[] pv = new int[pvNode.size()];
                for (int i = 0; i < pv.length; i++) {
                    pv[i] = Fields.moveValue(pvNode.get(i), "pv", codec);
                }
                long nodes = longValue(r, "nodes");
                long ms = longValue(r, "ms");
                if (deliver) {
                    l.iterationFinished(d, score, pv, pv.length, nodes, ms);
                }
            }
            case NODE_ENTERED -> {
                long id = longValue(r, "id");
                long pid = longValue(r, "pid");
                int m = move(r, "m", codec);
                int d = integer(r, "d");
                int a = integer(r, "a");
                int b = integer(r, "b");
                NodeType exp = constant(r, "exp", NodeType.class, false);
                boolean chk = bool(r, "chk");
                long key = hexKey(r, "key");
                if (deliver) {
                    l.nodeEntered(id, pid, m, ply, d, a, b, exp, chk, key);
                }
            }
            case NODE_LEFT -> {
                long id = longValue(r, "id");
                int score = integer(r, "score");
                Bound bnd = constant(r, "bnd", Bound.class, false);
                int best = move(r, "best", codec);
                NodeType act = constant(r, "act", NodeType.class, false);
                if (deliver) {
                    l.nodeLeft(id, ply, score, bnd, best, act);
                }
            }
            case QUIESCENCE_ENTERED -> {
                long id = longValue(r, "id");
                long pid = longValue(r, "pid");
                int m = move(r, "m", codec);
                int a = integer(r, "a");
                int b = integer(r, "b");
                boolean chk = bool(r, "chk");
                if (deliver) {
                    l.quiescenceEntered(id, pid, m, ply, a, b, chk);
                }
            }
            case STAGE_ENTERED -> {
                long id = longValue(r, "id");
                Stage st = constant(r, "st", Stage.class, false);
                int n = integer(r, "n");
                if (deliver) {
                    l.stageEntered(id, ply, st, n);
                }
            }
            case MOVE_TRIED -> {
                long id = longValue(r, "id");
                int m = move(r, "m", codec);
                Stage st = constant(r, "st", Stage.class, false);
                int i = integer(r, "i");
                int red = integer(r, "r");
                if (deliver) {
                    l.moveTried(id, ply, m, st, i, red);
                }
            }
            case CUTOFF -> {
                long id = longValue(r, "id");
                int m = move(r, "m", codec);
                Stage st = constant(r, "st", Stage.class, true);
                int i = integer(r, "i");
                int d = integer(r, "d");
                int score = integer(r, "score");
                int b = integer(r, "b");
                Step step = constant(r, "step", Step.class, false);
                if (deliver) {
                    l.cutoff(id, ply, m, st, i, d, score, b, step);
                }
            }
            case TT_PROBE -> {
                long id = longValue(r, "id");
                boolean hit = bool(r, "hit");
                Bound bnd = constant(r, "bnd", Bound.class, false);
                int d = integer(r, "d");
                int score = integer(r, "score");
                int m = move(r, "m", codec);
                boolean cut = bool(r, "cut");
                if (deliver) {
                    l.ttProbe(id, ply, hit, bnd, d, score, m, cut);
                }
            }
            case TT_STORE -> {
                long id = longValue(r, "id");
                Bound bnd = constant(r, "bnd", Bound.class, false);
                int d = integer(r, "d");
                int score = integer(r, "score");
                int m = move(r, "m", codec);
                if (deliver) {
                    l.ttStore(id, ply, bnd, d, score, m);
                }
            }
            case NULL_MOVE -> {
                long id = longValue(r, "id");
                int red = integer(r, "r");
                int score = integer(r, "score");
                boolean cut = bool(r, "cut");
                boolean ver = bool(r, "ver");
                if (deliver) {
                    l.nullMove(id, ply, red, score, cut, ver);
                }
            }
            case LMR_REDUCTION -> {
                long id = longValue(r, "id");
                int m = move(r, "m", codec);
                int i = integer(r, "i");
                int red = integer(r, "r");
                if (deliver) {
                    l.lmrReduction(id, ply, m, i, red);
                }
            }
            case LMR_RESEARCH -> {
                long id = longValue(r, "id");
                int m = move(r, "m", codec);
                int score = integer(r, "score");
                if (deliver) {
                    l.lmrResearch(id, ply, m, score);
                }
            }
            case KILLER_UPDATE -> {
                int k0 = move(r, "k0", codec);
                int k1 = move(r, "k1", codec);
                int n0 = move(r, "n0", codec);
                int n1 = move(r, "n1", codec);
                if (deliver) {
                    l.killerUpdate(ply, k0, k1, n0, n1);
                }
            }
            case HISTORY_SHAPE -> {
                String shape = text(r, "shape");
                int rows = integer(r, "rows");
                int cols = integer(r, "cols");
                int max = integer(r, "max");
                if (deliver) {
                    l.historyShape(shape, rows, cols, max);
                }
            }
            case HISTORY_UPDATE -> {
                int row = integer(r, "row");
                int col = integer(r, "col");
                int bonus = integer(r, "bonus");
                int v = integer(r, "v");
                if (deliver) {
                    l.historyUpdate(row, col, bonus, v);
                }
            }
            case HISTORY_DECAY -> {
                String rule = text(r, "rule");
                if (deliver) {
                    l.historyDecay(rule);
                }
            }
            default -> throw new TraceFormatException("unhandled event type '" + token + "'");
        }
    }
}
