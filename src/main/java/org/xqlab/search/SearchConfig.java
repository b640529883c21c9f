package org.xqlab.search;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * The one immutable object that switches every heuristic of the engine. Each setting has a key (the
 * same vocabulary for the command line, experiment files, engine options and the UI), a kind (switch,
 * whole number in a range, one of a few words, or a file name for {@code eval.weights}) and a default. A config is written as
 * {@code key=value} lines or a comma-separated list, and read back the same way; an unknown key or a
 * bad value is rejected with a message that lists what is valid.
 *
 * <p>Named presets: {@code minimax} (no cutoffs at all, leaves evaluated statically), {@code alphabeta} (plain fail-soft alpha-beta
 * with quiescence, no move ordering), {@code pvs} (PVS + TT + MVV/LVA + killers + history),
 * {@code elephanteye} (the seed pipeline as ElephantEye runs it), {@code full} (the strongest
 * default) and {@code extended} (every evaluation term on, see {@link EvalTerm}: {@code full} with the
 * trapped-horse term and the book draws of lone pieces, which {@code full} leaves off). The four teaching presets keep the classic evaluation: its
 * eleven terms and its hand-set weights ({@code eval.weights=classic}).
 * {@link Key} lists every key with its meaning; docs/search.md explains each technique. Each
 * evaluation term has its switch {@code eval.<term>}; {@link #evaluator()} is the evaluation the
 * config plays with, built once.
 */
public final class SearchConfig {

    /** Every key, with its kind, allowed values and meaning. */
    public enum Key {
        ALGORITHM("algorithm", "search", "pvs", "minimax|alphabeta|pvs",
                "minimax: no cutoffs; alphabeta: fail-soft alpha-beta; pvs: principal variation search"),
        ASPIRATION("aspiration", "search", "true", null, "aspiration windows around the last iteration's score"),
        ASPIRATION_WINDOW("aspiration.window", "search", "40", "10..500", "half-width of the aspiration window (cp)"),
        QUIESCENCE("quiescence", "search", "true", null, "quiescence search of captures (and evasions in check)"),
        DELTA_PRUNING("quiescence.delta", "pruning", "true", null, "skip captures that cannot lift the score to alpha"),
        QS_GOOD_ONLY("quiescence.goodonly", "pruning", "false", null,
                "in quiescence (not in check), skip captures of a cheaper piece on a defended point (with order.see: that the static exchange loses)"),
        QS_SKIP_MINOR("quiescence.skipminor", "pruning", "false", null,
                "in quiescence (not in check), skip the captures of quiescence.goodonly only when the victim is an advisor,"
                        + " an elephant or a pawn that has not crossed into the capturer's half (ElephantEye's rule)"),
        QS_CHECKS("quiescence.checks", "search", "false", null,
                "at the first ply of quiescence (not in check), also search the quiet moves that give check"),
        QS_TT("quiescence.tt", "search", "false", null,
                "the quiescence search reads the transposition table (an entry settles a zero-window node) and keeps its"
                        + " results in it where nothing deeper is kept for the position"),
        QS_LIMIT("quiescence.limit", "pruning", "0", "0..30",
                "out of check, a quiescence node searches only its first N captures and the recaptures on the point of the last move; 0: off"),
        CHECK_EXTENSION("extension.check", "search", "true", null, "search one ply deeper when in check"),
        MATE_THREAT_EXTENSION("extension.matethreat", "search", "false", null,
                "search one ply deeper, without reductions, where the null move shows a mate threat"),
        ONE_REPLY_EXTENSION("extension.onereply", "search", "false", null,
                "one ply more again when in check with a single legal reply"),
        SINGULAR_EXTENSION("extension.singular", "search", "0", "0..20",
                "from this depth, a hash move that the table holds as a lower bound or exact score from at most"
                        + " three plies less is searched one ply deeper when a search of half the depth without it finds"
                        + " no other move within extension.singular.margin per ply of its score (0: off)"),
        SINGULAR_MARGIN("extension.singular.margin", "search", "2", "0..100",
                "with extension.singular, how far below the hash move's score (cp per ply of depth) every other move"
                        + " must stay for the hash move to count as the only good one"),
        MATE_DISTANCE("matedistance", "pruning", "true", null, "mate-distance pruning"),
        RULES("rules", "search", "axf", "axf|cxa",
                "the rules that judge a repetition in the tree: axf (Asian Xiangqi Federation) or cxa (Chinese Xiangqi"
                        + " Association); perpetual check and perpetual chase lose, one check one chase loses under cxa only"),
        IID("iid", "search", "true", null, "internal iterative deepening at PV nodes without a hash move"),
        IID_DEPTH("iid.depth", "search", "3", "2..10", "minimum depth for IID"),
        IIR("iir", "search", "false", null,
                "internal iterative reduction: from depth 4, a node without a hash move (and no IID) is searched one ply shallower"),
        NULL_MOVE("nullmove", "pruning", "true", null, "null-move pruning (not at PV nodes, not in check)"),
        NULL_MOVE_R("nullmove.r", "pruning", "2", "1..4", "null-move depth reduction R"),
        NULL_MOVE_VERIFY("nullmove.verify", "pruning", "false", null, "verify a null-move cutoff by a reduced search"),
        LMR("lmr", "pruning", "true", null, "late move reductions of late quiet moves at non-PV nodes"),
        LMR_DEPTH("lmr.depth", "pruning", "3", "2..10", "minimum depth for LMR"),
        LMR_MOVES("lmr.moves", "pruning", "3", "1..30", "moves searched at full depth before reducing"),
        LMR_TABLE("lmr.table", "pruning", "true", null,
                "reductions that grow with depth and move number (ln d · ln n / 2), one less at PV nodes"),
        LMR_DIVISOR("lmr.divisor", "pruning", "200", "100..400",
                "with lmr.table, the reduction is ln d · ln n divided by this number / 100 (smaller reduces more)"),
        LMR_ATTACKS("lmr.attacks", "pruning", "false", null,
                "no reduction or late move pruning for a quiet rook, horse, cannon or pawn move into the enemy palace or beside it (files c–g, the enemy's ranks 0–2)"),
        LMR_HISTORY("lmr.history", "pruning", "false", null,
                "history in LMR: a late quiet move whose history is worth four cutoffs at this depth is reduced one ply less, one that never cut off one ply more"),
        LMP("lmp", "pruning", "true", null,
                "late move pruning: off the PV at depth ≤ lmp.depth, skip the quiet moves after the first 3 + d²"),
        LMP_DEPTH("lmp.depth", "pruning", "3", "1..8", "deepest remaining depth where late move pruning applies"),
        LMP_IMPROVING("lmp.improving", "pruning", "false", null,
                "with lmp, a node whose static evaluation is not better than two plies before keeps half as many quiet moves"),
        SHALLOW_HANGING("shallow.hanging", "pruning", "0", "0..8",
                "off the PV at depth ≤ this, skip a quiet rook, horse or cannon move after the first (not the hash move, a"
                        + " killer or a check) to a point the opponent attacks, unless the point is defended and the piece"
                        + " is not a rook; with order.see, a quiet move of any piece but the king that the opponent wins something by taking (0: off)"),
        SHALLOW_BADCAPTURES("shallow.badcaptures", "pruning", "0", "0..8",
                "with order.badcaptures, off the PV at depth ≤ this, skip the bad captures after the first move (a cheaper"
                        + " piece taken on a point the opponent defends, or with order.see one the static exchange loses) unless they give check (0: off)"),
        LMR_IMPROVING("lmr.improving", "pruning", "false", null,
                "a late quiet move is reduced one ply more where the static evaluation is not better than two plies before"),
        LMR_CUTNODE("lmr.cutnode", "pruning", "false", null,
                "a late quiet move is reduced one ply more at an expected cut node"),
        LMR_BADCAPTURES("lmr.badcaptures", "pruning", "false", null,
                "the captures of the picker's last stage (bad captures, with order.badcaptures) are reduced as late quiet moves are"),
        LMR_ROOT("lmr.root", "pruning", "false", null,
                "the root's late quiet moves are reduced too, by the rule of PV nodes"),
        LMR_CHECKS("lmr.checks", "pruning", "false", null,
                "late quiet moves that give check are reduced too, by a ply less than the others (else a check is never reduced)"),
        NULL_MOVE_DANGER("nullmove.danger", "pruning", "0", "0..11",
                "no null move when this many enemy rooks, horses, cannons and pawns stand near the own palace (files c–g, own ranks 0–4); 0: off"),
        NULL_MOVE_CHECKS("nullmove.checks", "pruning", "true", null,
                "near the horizon the quiescence search of the reply to a null move also tries the quiet moves that give check, so passing cannot hide a mate threat by check"),
        NULL_MOVE_ADAPTIVE("nullmove.adaptive", "pruning", "false", null, "reduce a null move by R + 1 from depth 7 on"),
        NULL_MOVE_DIVISOR("nullmove.divisor", "pruning", "3", "0..12",
                "a null move's reduction grows with depth: R + depth / this number (0: off, R alone)"),
        NULL_MOVE_MATERIAL("nullmove.material", "pruning", "2", "1..4",
                "the least material a side needs for a null move, counting a rook 2 and a horse or cannon 1"),
        NULL_MOVE_EVAL("nullmove.eval", "pruning", "0", "0..1000",
                "a null move is reduced one ply more for each this many centipawns by which the static evaluation"
                        + " beats β, at most three more (0: off)"),
        RFP("rfp", "pruning", "true", null,
                "reverse futility: off the PV at depth ≤ rfp.depth, stop when the static evaluation beats β by a margin per ply"),
        RFP_DEPTH("rfp.depth", "pruning", "3", "1..10", "deepest remaining depth where reverse futility applies"),
        RFP_MARGIN("rfp.margin", "pruning", "120", "20..1000", "reverse-futility margin per ply (cp)"),
        RFP_IMPROVING("rfp.improving", "pruning", "true", null,
                "with rfp, reverse futility at a node whose static evaluation is better than two plies before takes one"
                        + " ply less of margin"),
        RFP_THREAT("rfp.threat", "pruning", "true", null,
                "with rfp, no reverse-futility cut at depth 2 or more where the opponent, if the side to move passed,"
                        + " would mate at once by a check"),
        RAZOR("razor", "pruning", "false", null,
                "razoring: off the PV at depth ≤ 2, when the static evaluation plus a margin per ply is still at most α, a quiescence search decides; if it stays at most α the node returns it"),
        RAZOR_MARGIN("razor.margin", "pruning", "250", "20..1000", "razoring margin per ply (cp)"),
        FUTILITY("futility", "pruning", "true", null,
                "futility: off the PV at depth ≤ futility.depth, skip quiet moves that cannot lift the static evaluation to α"),
        FUTILITY_MARGIN("futility.margin", "pruning", "150", "20..1000", "futility margin per ply (cp)"),
        FUTILITY_DEPTH("futility.depth", "pruning", "2", "1..8", "deepest remaining depth where futility pruning applies"),
        FUTILITY_LMR("futility.lmr", "pruning", "false", null,
                "futility beyond futility.depth: off the PV, a late quiet move that LMR would reduce is skipped when the static"
                        + " evaluation plus futility.margin per ply of its reduced depth cannot reach α"),
        LAZY_EVAL("eval.lazy", "evaluation", "true", null,
                "in quiescence, skip the knowledge terms when material and tables alone are a margin outside the window,"
                        + " and the trapped-horse term (when on) when the rest is a third of it outside"),
        LAZY_EVAL_MARGIN("eval.lazy.margin", "evaluation", "120", "20..2000", "lazy-evaluation margin (cp)"),
        LAZY_EVAL_PARENT("eval.lazy.parent", "evaluation", "0", "0..2000",
                "in quiescence, when the position one ply up was fully evaluated, estimate the knowledge terms as that"
                        + " position's and skip them when the estimate is this margin (cp) outside the window; 0: off"),
        EVAL_CACHE("eval.cache", "evaluation", "32768", "1..1048576",
                "entries of the evaluation cache (rounded down to a power of two): full evaluations by position key"),
        TT("tt", "tt", "true", null, "transposition table"),
        TT_MB("tt.mb", "tt", "16", "1..1024", "transposition table size in MB"),
        TT_REPLACE("tt.replace", "tt", "twotier", "depth|always|twotier", "replacement scheme"),
        TT_KEEP("tt.keep", "tt", "true", null, "keep the table between searches (else clear it)"),
        TT_EVAL("tt.eval", "tt", "false", null,
                "the pruning steps judge a node by the table's score where its bound shows the static evaluation too"
                        + " low or too high"),
        ORDER_HASH("order.hash", "ordering", "true", null, "search the hash move first"),
        ORDER_MVVLVA("order.mvvlva", "ordering", "true", null, "order captures by MVV/LVA (else generation order)"),
        ORDER_BAD_CAPTURES("order.badcaptures", "ordering", "true", null,
                "defer captures that lose material on a defended point until after the quiet moves"),
        ORDER_SEE("order.see", "ordering", "false", null,
                "a capture is bad when it loses material in the static exchange (SEE < 0) rather than when it takes a "
                + "cheaper piece on a defended point: for order.badcaptures, shallow.badcaptures, shallow.hanging and the quiescence keys"),
        ORDER_QUIETS("order.quiets", "ordering", "history", "history|evalgain|none",
                "quiet move order: history table, evaluation gain (piece-square delta) or generation order"),
        ORDER_COUNTERMOVE("order.countermove", "ordering", "false", null,
                "first of the quiet moves: the quiet move that last cut off after the same piece's move to the same point"),
        KILLERS("killers", "killers", "2", "0..2", "killer slots per ply"),
        KILLERS_LOOKBACK("killers.lookback", "killers", "false", null, "also try the killers of ply - 2"),
        HISTORY("history", "history", "true", null, "update the history table at cutoffs"),
        HISTORY_BONUS("history.bonus", "history", "gravity", "square|pow2|fib|gravity",
                "bonus per cutoff: depth², 2^depth, Fibonacci(depth), or bounded gravity (Stockfish)"),
        HISTORY_EARN("history.earn", "history", "cutoff", "cutoff|cutoff+pv",
                "which moves earn the bonus: beta cutoffs only, or also the best move at PV nodes"),
        HISTORY_MALUS("history.malus", "history", "false", null,
                "at a cutoff by a quiet move, the quiet moves searched before it lose the bonus it earns"),
        HISTORY_SHAPE("history.shape", "history", "fromto", "fromto|side|pieceto",
                "table shape: [from][to] shared by both sides, [side][from][to], or [piece][to]"),
        HISTORY_DECAY("history.decay", "history", "half", "none|half|quarter|clear",
                "aging between searches: keep, halve, quarter or clear"),
        HISTORY_MAX("history.max", "history", "16384", "256..1000000", "bound of a history value"),
        HISTORY_CONTINUATION("history.continuation", "history", "0", "0..2",
                "continuation history: a quiet move's order adds how it did after the opponent's last move (1) and"
                        + " also after the side's own move before that (2), by piece and point, with history.bonus's"
                        + " gravity bounded by history.max (at most 16384); 0: off"),
        HISTORY_CAPTURES("capturehistory", "history", "false", null,
                "capture history: the good captures are ordered by MVV/LVA plus how the same capture (piece, point, victim)"
                        + " did before, raised at a capture's cutoff and lowered for the captures searched before a cutoff"),
        EVAL_KNOWLEDGE("eval.knowledge", "evaluation", "true", null,
                "Xiangqi knowledge terms beyond material and piece-square tables"),
        EVAL_WEIGHTS("eval.weights", "evaluation", "default", FILE,
                "the evaluation weights: default (compiled in, distilled from Pikafish-HCE's scores), spsa (the"
                        + " games-tuned default before the distilled ones), classic (the hand-set table the teaching presets keep) or a weights file"
                        + " (name = value lines) over the defaults"),
        EVAL_MATERIAL(EvalTerm.MATERIAL),
        EVAL_PLACEMENT(EvalTerm.PLACEMENT),
        EVAL_TAPER(EvalTerm.TAPER),
        EVAL_SQUARE(EvalTerm.SQUARE),
        EVAL_HOLLOW_CANNON(EvalTerm.HOLLOW_CANNON),
        EVAL_CANNON_SCREENS(EvalTerm.CANNON_SCREENS),
        EVAL_BOTTOM_CANNON(EvalTerm.BOTTOM_CANNON),
        EVAL_ROOK_MOBILITY(EvalTerm.ROOK_MOBILITY),
        EVAL_HORSE_LEGS(EvalTerm.HORSE_LEGS),
        EVAL_KING_GUARDS(EvalTerm.KING_GUARDS),
        EVAL_CONNECTED_PAWNS(EvalTerm.CONNECTED_PAWNS),
        EVAL_CENTRAL_CANNON(EvalTerm.CENTRAL_CANNON),
        EVAL_HORSE_MOBILITY(EvalTerm.HORSE_MOBILITY),
        EVAL_TRAPPED_HORSE(EvalTerm.TRAPPED_HORSE),
        EVAL_KING_PRESSURE(EvalTerm.KING_PRESSURE),
        EVAL_GUARD_SHAPE(EvalTerm.GUARD_SHAPE),
        EVAL_PAWN_FILES(EvalTerm.PAWN_FILES),
        EVAL_PAWN_VS_GUARDS(EvalTerm.PAWN_VS_GUARDS),
        EVAL_ENDGAME_DRAWS(EvalTerm.ENDGAME_DRAWS),
        RANDOM("random", "evaluation", "0", "0..200", "random noise (cp) added at the root, for weaker levels"),
        BOOK("book", "search", "true", null, "play from the opening book while the position is in it (game play)"),
        ROOT_FAILHIGH("root.failhigh", "search", "false", null,
                "when the time stops an iteration while a root move that failed high is searched again for its score,"
                        + " play that move (proven better than the best so far) instead of the best so far"),
        TIMEMAN_INSTABILITY("timeman.instability", "search", "0", "0..400",
                "on a clock (not a fixed time a move), the time a move plans to take grows by this percentage for each"
                        + " recent change of the best move (the count halves each iteration) and shrinks by half of it"
                        + " while the best move stays; 0: off"),
        SEED("seed", "evaluation", "1", "0..2147483647", "seed of the root noise");

        final String name;
        final String group;
        final String defaultValue;
        final String allowed;
        final String meaning;
        final EvalTerm term;

        Key(String name, String group, String defaultValue, String allowed, String meaning) {
            this.name = name;
            this.group = group;
            this.defaultValue = defaultValue;
            this.allowed = allowed;
            this.meaning = meaning;
            this.term = null;
        }

        /** The switch {@code eval.<term>} of an evaluation term. */
        Key(EvalTerm term) {
            this.name = term.key();
            this.group = "evaluation";
            this.defaultValue = String.valueOf(term.isInFull()); // all but two terms (EvalTerm)
            this.allowed = null;
            this.meaning = "evaluation term: " + term.meaning();
            this.term = term;
        }

        /** The evaluation term this key switches, or {@code null}. */
        public EvalTerm term() {
            return term;
        }

        public String key() {
            return name;
        }

        /** Group for the UI: search, pruning, ordering, tt, killers, history, evaluation. */
        public String group() {
            return group;
        }

        public String meaning() {
            return meaning;
        }

        public String defaultValue() {
            return defaultValue;
        }

        public boolean isSwitch() {
            return allowed == null;
        }

        public boolean isNumber() {
            return allowed != null && allowed.contains("..");
        }

        /** Whether the value is free text: a file name ({@code eval.weights}). */
        public boolean isText() {
            return FILE.equals(allowed);
        }

        /** The allowed words of a choice key, or an empty list. */
        public List<String> choices() {
            if (allowed == null || isNumber() || isText()) {
                return List.of();
            }
            return List.of(allowed.split("\\|"));
        }

        public int min() {
            return isNumber() ? Integer.parseInt(allowed.substring(0, allowed.indexOf(".."))) : 0;
        }

        public int max() {
            return isNumber() ? Integer.parseInt(allowed.substring(allowed.indexOf("..") + 2)) : 0;
        }

        /** What a valid value looks like, for messages. */
        public String describeAllowed() {
            if (isSwitch()) {
                return "true or false";
            }
            if (isNumber()) {
                return "a whole number from " + min() + " to " + max();
            }
            if (isText()) {
                return "default, classic or the path of a weights file";
            }
            return "one of " + String.join(", ", choices());
        }

        public static Key byName(String name) {
            for (Key k : values()) {
                if (k.name.equals(name)) {
                    return k;
                }
            }
            return null;
        }
    }

    /** The {@code allowed} marker of a free-text key. */
    private static final String FILE = "FILE";

    private static final Map<String, String> DEFAULTS;
    private static final Map<String, String> PRESETS = new LinkedHashMap<>();

    static {
        Map<String, String> d = new LinkedHashMap<>();
        for (Key k : Key.values()) {
            d.put(k.name, k.defaultValue);
        }
        DEFAULTS = Collections.unmodifiableMap(d);
        // the teaching presets keep the classic evaluation (EvalTerm#isClassic), so their node counts stay
        StringBuilder classic = new StringBuilder(",eval.weights=classic");
        StringBuilder extended = new StringBuilder();
        for (EvalTerm t : EvalTerm.values()) {
            if (!t.isClassic()) {
                classic.append(',').append(t.key()).append("=false");
                extended.append(extended.length() == 0 ? "" : ",").append(t.key()).append("=true");
            }
        }
        PRESETS.put("full", "");
        // the teaching presets search without full's forward pruning and lazy evaluation
        String unpruned = "rfp=false,lmp=false,futility=false,lmr.table=false,nullmove.adaptive=false,eval.lazy=false,";
        PRESETS.put("pvs", unpruned
                + "algorithm=pvs,aspiration=false,iid=false,nullmove=false,lmr=false,"
                + "history.bonus=square,order.badcaptures=false" + classic);
        PRESETS.put("elephanteye", unpruned
                + "algorithm=pvs,aspiration=false,iid=false,nullmove=true,nullmove.r=2,nullmove.divisor=0,"
                + "nullmove.verify=true,nullmove.checks=false,lmr=false,tt.replace=depth,history.bonus=square,history.shape=fromto,"
                + "history.decay=quarter,history.earn=cutoff+pv,killers=2,order.badcaptures=true" + classic);
        PRESETS.put("alphabeta", unpruned
                + "algorithm=alphabeta,aspiration=false,iid=false,nullmove=false,lmr=false,"
                + "tt=false,order.hash=false,order.mvvlva=false,order.badcaptures=false,order.quiets=none,"
                + "killers=0,history=false,quiescence.delta=false" + classic);
        PRESETS.put("minimax", unpruned
                + "algorithm=minimax,aspiration=false,iid=false,nullmove=false,lmr=false,"
                + "tt=false,order.hash=false,order.mvvlva=false,order.badcaptures=false,order.quiets=none,"
                + "killers=0,history=false,quiescence=false,quiescence.delta=false,matedistance=false" + classic);
        // every term on: full, the trapped-horse term (off in full) and the book draws
        PRESETS.put("extended", extended.toString());
    }

    private final Map<String, String> values;

    // decoded for the engine's hot path
    final int algorithm; // 0 minimax, 1 alphabeta, 2 pvs
    final boolean aspiration;
    final int aspirationWindow;
    final boolean quiescence;
    final boolean deltaPruning;
    final boolean qsGoodOnly;
    final boolean qsSkipMinor;
    final boolean qsChecks;
    final int qsLimit;
    final int timemanInstability;
    final boolean checkExtension;
    final boolean mateThreatExtension;
    final boolean oneReplyExtension;
    final int singularDepth;
    final int singularMargin;
    final boolean mateDistance;
    final org.xqlab.rules.RepetitionJudge.RuleSet rules;
    final boolean iid;
    final int iidDepth;
    final boolean nullMove;
    final int nullMoveR;
    final boolean nullMoveVerify;
    final boolean nullMoveChecks;
    final boolean lmr;
    final int lmrDepth;
    final int lmrMoves;
    final boolean lmrTable;
    final int nullMoveDanger;
    final int lmrDivisor;
    final boolean lmrAttacks;
    final boolean orderCounterMove;
    final boolean lmrHistory;
    final boolean lmp;
    final int lmpDepth;
    final boolean lmpImproving;
    final int shallowHanging;
    final int shallowBadCaptures;
    final boolean lmrImproving;
    final boolean lmrCutNode;
    final boolean lmrBadCaptures;
    final boolean lmrChecks;
    final boolean lmrRoot;
    final boolean iir;
    final boolean futilityLmr;
    final boolean razor;
    final int razorMargin;
    final boolean nullMoveAdaptive;
    final int nullMoveDivisor;
    final int nullMoveMaterial;
    final int nullMoveEval;
    final int rfpDepth;
    final boolean rfp;
    final int rfpMargin;
    final boolean rfpImproving;
    final boolean rfpThreat;
    final boolean ttEval;
    final boolean qsTt;
    final boolean rootFailHigh;
    final boolean futility;
    final int futilityMargin;
    final int futilityDepth;
    final boolean lazyEval;
    final int lazyEvalMargin;
    final int lazyEvalParent;
    final int evalCache;
    final boolean tt;
    final int ttMb;
    final int ttReplace; // 0 depth, 1 always, 2 twotier
    final boolean ttKeep;
    final boolean orderHash;
    final boolean orderMvvLva;
    final boolean orderBadCaptures;
    final boolean orderSee;
    final int orderQuiets; // 0 history, 1 evalgain, 2 none
    final int killers;
    final boolean killersLookback;
    final boolean history;
    final int historyBonus; // 0 square, 1 pow2, 2 fib, 3 gravity
    final boolean historyEarnPv;
    final boolean historyMalus;
    final int historyContinuation;
    final boolean historyCaptures;
    final int historyShape; // 0 fromto, 1 side, 2 pieceto
    final int historyDecay; // 0 none, 1 half, 2 quarter, 3 clear
    final int historyMax;
    final boolean evalKnowledge;
    final int random;
    final int seed;
    final boolean book;
    final Evaluator evaluator;

    private SearchConfig(Map<String, String> values) {
        this.values = Collections.unmodifiableMap(new LinkedHashMap<>(values));
        algorithm = choice(Key.ALGORITHM);
        aspiration = bool(Key.ASPIRATION);
        aspirationWindow = number(Key.ASPIRATION_WINDOW);
        quiescence = bool(Key.QUIESCENCE);
        deltaPruning = bool(Key.DELTA_PRUNING);
        qsGoodOnly = bool(Key.QS_GOOD_ONLY);
        qsSkipMinor = bool(Key.QS_SKIP_MINOR);
        qsChecks = bool(Key.QS_CHECKS);
        qsLimit = number(Key.QS_LIMIT);
        qsTt = bool(Key.QS_TT);
        timemanInstability = number(Key.TIMEMAN_INSTABILITY);
        checkExtension = bool(Key.CHECK_EXTENSION);
        mateThreatExtension = bool(Key.MATE_THREAT_EXTENSION);
        oneReplyExtension = bool(Key.ONE_REPLY_EXTENSION);
        singularDepth = number(Key.SINGULAR_EXTENSION);
        singularMargin = number(Key.SINGULAR_MARGIN);
        mateDistance = bool(Key.MATE_DISTANCE);
        rules = choice(Key.RULES) == 0 ? org.xqlab.rules.RepetitionJudge.RuleSet.AXF
                : org.xqlab.rules.RepetitionJudge.RuleSet.CXA;
        iid = bool(Key.IID);
        iidDepth = number(Key.IID_DEPTH);
        nullMove = bool(Key.NULL_MOVE);
        nullMoveR = number(Key.NULL_MOVE_R);
        nullMoveVerify = bool(Key.NULL_MOVE_VERIFY);
        nullMoveChecks = bool(Key.NULL_MOVE_CHECKS);
        lmr = bool(Key.LMR);
        lmrDepth = number(Key.LMR_DEPTH);
        lmrMoves = number(Key.LMR_MOVES);
        lmrTable = bool(Key.LMR_TABLE);
        nullMoveDanger = number(Key.NULL_MOVE_DANGER);
        lmrDivisor = number(Key.LMR_DIVISOR);
        lmrAttacks = bool(Key.LMR_ATTACKS);
        lmrHistory = bool(Key.LMR_HISTORY);
        lmp = bool(Key.LMP);
        lmpDepth = number(Key.LMP_DEPTH);
        lmpImproving = bool(Key.LMP_IMPROVING);
        shallowHanging = number(Key.SHALLOW_HANGING);
        shallowBadCaptures = number(Key.SHALLOW_BADCAPTURES);
        lmrImproving = bool(Key.LMR_IMPROVING);
        lmrCutNode = bool(Key.LMR_CUTNODE);
        lmrBadCaptures = bool(Key.LMR_BADCAPTURES);
        lmrChecks = bool(Key.LMR_CHECKS);
        lmrRoot = bool(Key.LMR_ROOT);
        iir = bool(Key.IIR);
        futilityLmr = bool(Key.FUTILITY_LMR);
        razor = bool(Key.RAZOR);
        razorMargin = number(Key.RAZOR_MARGIN);
        nullMoveAdaptive = bool(Key.NULL_MOVE_ADAPTIVE);
        nullMoveDivisor = number(Key.NULL_MOVE_DIVISOR);
        nullMoveMaterial = number(Key.NULL_MOVE_MATERIAL);
        nullMoveEval = number(Key.NULL_MOVE_EVAL);
        rfpDepth = number(Key.RFP_DEPTH);
        rfp = bool(Key.RFP);
        rfpMargin = number(Key.RFP_MARGIN);
        rfpImproving = bool(Key.RFP_IMPROVING);
        rfpThreat = bool(Key.RFP_THREAT);
        futility = bool(Key.FUTILITY);
        futilityMargin = number(Key.FUTILITY_MARGIN);
        futilityDepth = number(Key.FUTILITY_DEPTH);
        lazyEval = bool(Key.LAZY_EVAL);
        lazyEvalMargin = number(Key.LAZY_EVAL_MARGIN);
        lazyEvalParent = number(Key.LAZY_EVAL_PARENT);
        evalCache = Integer.highestOneBit(number(Key.EVAL_CACHE));
        tt = bool(Key.TT);
        ttMb = number(Key.TT_MB);
        ttReplace = choice(Key.TT_REPLACE);
        ttKeep = bool(Key.TT_KEEP);
        ttEval = bool(Key.TT_EVAL);
        rootFailHigh = bool(Key.ROOT_FAILHIGH);
        orderHash = bool(Key.ORDER_HASH);
        orderMvvLva = bool(Key.ORDER_MVVLVA);
        orderBadCaptures = bool(Key.ORDER_BAD_CAPTURES);
        orderSee = bool(Key.ORDER_SEE);
        orderQuiets = choice(Key.ORDER_QUIETS);
        orderCounterMove = bool(Key.ORDER_COUNTERMOVE);
        killers = number(Key.KILLERS);
        killersLookback = bool(Key.KILLERS_LOOKBACK);
        history = bool(Key.HISTORY);
        historyBonus = choice(Key.HISTORY_BONUS);
        historyEarnPv = choice(Key.HISTORY_EARN) == 1;
        historyMalus = bool(Key.HISTORY_MALUS);
        historyContinuation = number(Key.HISTORY_CONTINUATION);
        historyCaptures = bool(Key.HISTORY_CAPTURES);
        historyShape = choice(Key.HISTORY_SHAPE);
        historyDecay = choice(Key.HISTORY_DECAY);
        historyMax = number(Key.HISTORY_MAX);
        evalKnowledge = bool(Key.EVAL_KNOWLEDGE);
        random = number(Key.RANDOM);
        seed = number(Key.SEED);
        book = bool(Key.BOOK);
        evaluator = buildEvaluator();
    }

    private Evaluator buildEvaluator() {
        String file = values.get(Key.EVAL_WEIGHTS.name);
        EvalWeights named = EvalWeights.named(file);
        EvalWeights weights = named != null ? named : EvalWeights.load(Path.of(file));
        Set<EvalTerm> on = EnumSet.noneOf(EvalTerm.class);
        for (Key k : Key.values()) {
            if (k.term != null && bool(k)) {
                on.add(k.term);
            }
        }
        if (!weights.isDefault() || !on.equals(Evaluator.defaultTerms()) || !evalKnowledge) {
            return Evaluator.of(weights, on, evalKnowledge);
        }
        return Evaluator.defaults();
    }

    /** The evaluation this config plays with: its weights, its switched-on terms and the knowledge switch. */
    public Evaluator evaluator() {
        return evaluator;
    }

    /** The strongest default configuration ({@code full}). */
    public static SearchConfig defaults() {
        return new SearchConfig(DEFAULTS);
    }

    /** The names of the presets. */
    public static List<String> presetNames() {
        return List.copyOf(PRESETS.keySet());
    }

    /** A named preset; throws with the list of valid names if unknown. */
    public static SearchConfig preset(String name) {
        String changes = PRESETS.get(name);
        if (changes == null) {
            throw new IllegalArgumentException("unknown preset '" + name + "': valid presets are "
                    + String.join(", ", PRESETS.keySet()));
        }
        return defaults().with(changes);
    }

    /** This config with changes given as {@code key=value} items separated by commas or new lines. */
    public SearchConfig with(String changes) {
        Map<String, String> v = new LinkedHashMap<>(values);
        for (String item : changes.split("[,\\n]")) {
            String t = item.trim();
            if (t.isEmpty() || t.startsWith("#")) {
                continue;
            }
            int eq = t.indexOf('=');
            if (eq < 0) {
                throw new IllegalArgumentException("'" + t + "' is not key=value");
            }
            String key = t.substring(0, eq).trim();
            String value = t.substring(eq + 1).trim();
            v.put(validKey(key).name, validValue(validKey(key), value));
        }
        return new SearchConfig(v);
    }

    /** This config with one setting changed. */
    public SearchConfig with(String key, String value) {
        Key k = validKey(key);
        Map<String, String> v = new LinkedHashMap<>(values);
        v.put(k.name, validValue(k, value));
        return new SearchConfig(v);
    }

    /** Reads a full config: a preset name or {@code key=value} text applied to {@code full}. */
    public static SearchConfig parse(String text) {
        String t = text.trim();
        if (PRESETS.containsKey(t)) {
            return preset(t);
        }
        return defaults().with(t);
    }

    private static Key validKey(String key) {
        Key k = Key.byName(key);
        if (k == null) {
            List<String> names = new ArrayList<>();
            for (Key each : Key.values()) {
                names.add(each.name);
            }
            throw new IllegalArgumentException("unknown config key '" + key + "': valid keys are "
                    + String.join(", ", names));
        }
        return k;
    }

    private static String validValue(Key k, String value) {
        if (k.isSwitch()) {
            String v = value.toLowerCase(java.util.Locale.ROOT);
            if (v.equals("true") || v.equals("on") || v.equals("yes") || v.equals("1")) {
                return "true";
            }
            if (v.equals("false") || v.equals("off") || v.equals("no") || v.equals("0")) {
                return "false";
            }
        } else if (k.isNumber()) {
            try {
                int n = Integer.parseInt(value);
                if (n >= k.min() && n <= k.max()) {
                    return Integer.toString(n);
                }
            } catch (NumberFormatException e) {
                // reported below
            }
        } else if (k.isText()) {
            if (!value.isEmpty()) {
                return value;
            }
        } else if (k.choices().contains(value)) {
            return value;
        }
        throw new IllegalArgumentException("bad value '" + value + "' for " + k.name + ": expected "
                + k.describeAllowed());
    }

    private boolean bool(Key k) {
        return Boolean.parseBoolean(values.get(k.name));
    }

    private int number(Key k) {
        return Integer.parseInt(values.get(k.name));
    }

    private int choice(Key k) {
        return k.choices().indexOf(values.get(k.name));
    }

    /** Whether game play may take moves from the opening book. */
    public boolean useBook() {
        return book;
    }

    /** The value of a key as text. */
    public String get(String key) {
        return values.get(validKey(key).name);
    }

    public String get(Key key) {
        return values.get(key.name);
    }

    /** All settings in key order. */
    public Map<String, String> asMap() {
        return values;
    }

    /** The settings that differ from {@code full}, as {@code key=value,...} (empty for full). */
    public String diff() {
        StringBuilder sb = new StringBuilder();
        for (Map.Entry<String, String> e : values.entrySet()) {
            if (!e.getValue().equals(DEFAULTS.get(e.getKey()))) {
                sb.append(sb.length() == 0 ? "" : ",").append(e.getKey()).append('=').append(e.getValue());
            }
        }
        return sb.toString();
    }

    /** Every setting as {@code key=value} lines; {@link #parse} reads it back. */
    public String format() {
        StringBuilder sb = new StringBuilder();
        values.forEach((k, v) -> sb.append(k).append('=').append(v).append('\n'));
        return sb.toString();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof SearchConfig c && c.values.equals(values);
    }

    @Override
    public int hashCode() {
        return Objects.hash(values);
    }

    @Override
    public String toString() {
        String d = diff();
        return d.isEmpty() ? "full" : d;
    }
}
