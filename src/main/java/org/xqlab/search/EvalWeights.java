package org.xqlab.search;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Every weight of the evaluation in one table: a name a student can read ({@code material.rook.mg},
 * {@code cannon.hollow.eg}, {@code placement.horse.rank5.mg}), its Chinese name ({@code 车价值.中局},
 * {@code 空头炮.残局}), the {@link EvalTerm} it belongs to (its name starts with the term's), what it
 * means and two compiled-in values: its <em>classic</em> value (the hand-set evaluation of the first
 * wave, which the four teaching presets keep so the guide's node counts stay: {@code eval.weights=classic})
 * and its <em>default</em> value — the distilled table of {@value #DISTILLED_RESOURCE} (the 496 weights of
 * docs/tuning.md §6 fitted by {@code tune run --methods gradient} to Pikafish-HCE's depth-12 scores of 160 000
 * positions from the engine's games, {@code tune label}; adopted after it won its SPRTs against the table
 * distilled from ElephantEye's depth-6 scores, docs/tuning/distill-1, which stays as a file). The default
 * before the distilled tables, the classic table with the games-tuned weights of {@link #SPSA} on top (the
 * third {@code tune spsa} run), stays as {@code eval.weights=spsa}. A weights file ({@code eval.weights=FILE})
 * overrides any of the defaults.
 *
 * <p>A weights file is {@code name = value} lines in English or Chinese names, {@code #} comments and
 * blank lines; a weight it does not name keeps its default. Unknown names, repeated names, values that
 * are not whole numbers or lie outside ±{@value #LIMIT} are refused with the file, line and name.
 * {@link #format} writes every weight (with its Chinese name and meaning as a comment) and
 * {@link #parse} reads it back to an equal table; a caller saves that text with
 * {@code org.xqlab.io.AtomicFile.writeString} (the search package writes no files).
 *
 * <p>For a tuner: a table is immutable; {@link #get}/{@link #with} by name, {@link #vector} and
 * {@link #ofVector} as an {@code int[]} in the fixed order of {@link #all}, and
 * {@link Evaluator#of(EvalWeights, java.util.Set, boolean)} turns a table into an evaluator (cheap: a
 * few thousand table entries) whose {@link Evaluator#evaluate(org.xqlab.rules.Position)} scores many
 * positions without allocating.
 */
public final class EvalWeights {
    /** The largest magnitude of a weight. */
    public static final int LIMIT = 10000;

    /**
     * One weight of the table. {@code index} is its place in {@link #vector}; {@code classicValue} its
     * value in the hand-set table ({@link #classic}).
     */
    public record Weight(int index, String name, String chinese, EvalTerm term, String meaning, int classicValue) {
        /** Its compiled-in default ({@link #defaults}): its value in the distilled table. */
        public int defaultValue() {
            return DEFAULTS[index];
        }
    }

    private static final List<Weight> ALL = new ArrayList<>();
    private static final Map<String, Weight> BY_NAME = new HashMap<>();

    // material: value of each piece type (advisor … pawn), middlegame then endgame
    static final int MATERIAL = pair(EvalTerm.MATERIAL, "material.advisor", "仕价值", "value of an advisor", 120, 100);
    static {
        pair(EvalTerm.MATERIAL, "material.elephant", "相价值", "value of an elephant", 120, 110);
        pair(EvalTerm.MATERIAL, "material.horse", "马价值", "value of a horse", 290, 334);
        pair(EvalTerm.MATERIAL, "material.rook", "车价值", "value of a rook", 650, 650);
        pair(EvalTerm.MATERIAL, "material.cannon", "炮价值", "value of a cannon", 330, 290);
        pair(EvalTerm.MATERIAL, "material.pawn", "兵价值", "value of a pawn", 30, 40);
    }

    // placement: piece-square bonuses, ranks counted from the own back rank (0) to the enemy's (9)
    static final int KING_ADVANCE = pair(EvalTerm.PLACEMENT, "placement.king.advance", "帅上移",
            "king, per rank above its back rank", -12, -4);
    static final int KING_CENTRE = pair(EvalTerm.PLACEMENT, "placement.king.centre_file", "帅居中",
            "king on the central file (e)", 0, 4);
    static final int KING_SIDE = pair(EvalTerm.PLACEMENT, "placement.king.side_file", "帅偏侧",
            "king on a side file of the palace (d or f)", -6, 0);
    static final int ADVISOR_CENTRE = pair(EvalTerm.PLACEMENT, "placement.advisor.centre", "仕居中",
            "advisor on the palace centre", 6, 6);
    static final int ELEPHANT_CENTRE = pair(EvalTerm.PLACEMENT, "placement.elephant.centre", "相居中",
            "elephant on the centre point of the own half (e2)", 6, 6);
    static final int ELEPHANT_EDGE = pair(EvalTerm.PLACEMENT, "placement.elephant.edge", "边相",
            "elephant on an edge file (a or i)", -6, -6);
    static final int HORSE_RANK = rankPairs("placement.horse.rank", "马在第", "horse on rank",
            new int[] {-6, -3, 0, 4, 7, 14, 18, 22, 18, 12});
    static final int HORSE_CENTRE = pair(EvalTerm.PLACEMENT, "placement.horse.centre", "马近中",
            "horse, per file closer to the centre", 3, 3);
    static final int HORSE_EDGE = pair(EvalTerm.PLACEMENT, "placement.horse.edge", "边马",
            "horse on an edge file (a or i)", -14, -14);
    static final int HORSE_POST = pair(EvalTerm.PLACEMENT, "placement.horse.post", "马踩要点",
            "horse on ranks 7–8 on files c, d, f, g (near the enemy palace)", 12, 12);
    static final int ROOK_ACROSS = pair(EvalTerm.PLACEMENT, "placement.rook.across", "车过河",
            "rook across the river", 8, 8);
    static final int ROOK_KEY_RANK = pair(EvalTerm.PLACEMENT, "placement.rook.key_rank", "车占卒林或二路",
            "rook on the enemy pawns' rank (6) or the enemy's second rank (8)", 6, 6);
    static final int ROOK_CENTRE = pair(EvalTerm.PLACEMENT, "placement.rook.centre", "车近中",
            "rook, per file closer to the centre", 1, 1);
    static final int ROOK_PALACE_FILE = pair(EvalTerm.PLACEMENT, "placement.rook.palace_file", "车占肋道",
            "rook on a palace side file (d or f)", 4, 4);
    static final int ROOK_CORNER = pair(EvalTerm.PLACEMENT, "placement.rook.corner", "车未出",
            "rook still in its corner (a0 or i0)", -10, -10);
    static final int CANNON_CENTRE_FILE = pair(EvalTerm.PLACEMENT, "placement.cannon.centre_file", "炮居中路",
            "cannon on the central file (e)", 18, 6);
    static final int CANNON_HOME_RANK = pair(EvalTerm.PLACEMENT, "placement.cannon.home_rank", "炮在炮位",
            "cannon on its starting rank (2)", 4, 4);
    static final int CANNON_DEEP = pair(EvalTerm.PLACEMENT, "placement.cannon.deep", "炮深入",
            "cannon on rank 7 or beyond", 6, 6);
    static final int CANNON_CENTRE = pair(EvalTerm.PLACEMENT, "placement.cannon.centre", "炮近中",
            "cannon, per file closer to the centre", 1, -1);
    static final int PAWN_CENTRE_STEP = pair(EvalTerm.PLACEMENT, "placement.pawn.centre_step", "中兵进一步",
            "central pawn one step forward (e4), not yet across the river", 8, 8);
    static final int PAWN_CROSSED = pair(EvalTerm.PLACEMENT, "placement.pawn.crossed", "过河兵",
            "pawn across the river (ranks 5–8)", 22, 47);
    static final int PAWN_ADVANCE = pair(EvalTerm.PLACEMENT, "placement.pawn.advance", "兵前进",
            "pawn across the river, per rank beyond rank 5 (at most 3)", 8, 8);
    static final int PAWN_LAST_RANK = pair(EvalTerm.PLACEMENT, "placement.pawn.last_rank", "底兵",
            "pawn on the enemy's back rank (instead of the crossed and advance bonuses)", 8, 8);
    static final int PAWN_CENTRE = pair(EvalTerm.PLACEMENT, "placement.pawn.centre", "兵近中",
            "pawn across the river, per file closer to the centre", 4, 7);

    // tapering: phase weight of each piece; the start position has the full phase
    static final int TAPER_ROOK = single(EvalTerm.TAPER, "taper.rook", "阶段权重.车",
            "phase counted for each rook on the board", 4);
    static final int TAPER_HORSE = single(EvalTerm.TAPER, "taper.horse", "阶段权重.马",
            "phase counted for each horse on the board", 2);
    static final int TAPER_CANNON = single(EvalTerm.TAPER, "taper.cannon", "阶段权重.炮",
            "phase counted for each cannon on the board", 2);

    // knowledge
    static final int HOLLOW_CANNON = pair(EvalTerm.HOLLOW_CANNON, "cannon.hollow", "空头炮",
            "for each hollow cannon", 60, 25);
    static final int CANNON_SCREENS = pair(EvalTerm.CANNON_SCREENS, "cannon.screens", "炮隔二子瞄将",
            "for each cannon two screens from the enemy king", 15, 5);
    static final int BOTTOM_CANNON = pair(EvalTerm.BOTTOM_CANNON, "cannon.bottom", "沉底炮",
            "for each bottom cannon", 20, 8);
    static final int ROOK_MOBILITY = pair(EvalTerm.ROOK_MOBILITY, "rook.mobility", "车的灵活性",
            "per point a rook reaches", 3, 2);
    static final int HORSE_LEGS = pair(EvalTerm.HORSE_LEGS, "horse.legs", "蹩马腿",
            "per blocked horse leg", -8, -5);
    static final int KING_GUARDS = pair(EvalTerm.KING_GUARDS, "king.guards", "缺仕相",
            "per missing advisor or elephant, per unit of enemy attackers across the river", -8, -3);
    static final int KING_GUARDS_ROOK = single(EvalTerm.KING_GUARDS, "king.guards.rook_units", "缺仕相.车的单位",
            "attacker units of an enemy rook across the river", 2);
    static final int KING_GUARDS_OTHER = single(EvalTerm.KING_GUARDS, "king.guards.other_units", "缺仕相.其他子的单位",
            "attacker units of an enemy horse, cannon or pawn across the river", 1);
    static final int CONNECTED_PAWNS = pair(EvalTerm.CONNECTED_PAWNS, "pawn.connected", "连兵",
            "per pair of pawns side by side across the river", 10, 18);
    static final int CENTRAL_CANNON = pair(EvalTerm.CENTRAL_CANNON, "cannon.central", "中炮镇窝心",
            "for each central cannon against a horse on the palace centre", 40, 10);
    static final int HORSE_MOBILITY = pair(EvalTerm.HORSE_MOBILITY, "horse.mobility", "马的灵活性",
            "per point a horse reaches", 3, 3);
    static final int TRAPPED_HORSE = pair(EvalTerm.TRAPPED_HORSE, "horse.trapped", "困马",
            "per safe move a horse lacks below two", -12, -10);
    static final int KING_PRESSURE = pair(EvalTerm.KING_PRESSURE, "king.pressure", "九宫受压",
            "per enemy attacker in or beside the own palace", -10, -5);
    static final int GUARD_ADVISORS = pair(EvalTerm.GUARD_SHAPE, "guard.shape.advisors", "仕相结构.连仕",
            "two advisors protecting each other", 10, 5);
    static final int GUARD_ELEPHANTS = pair(EvalTerm.GUARD_SHAPE, "guard.shape.elephants", "仕相结构.连相",
            "two elephants protecting each other", 10, 5);
    static final int PAWN_FILES = pair(EvalTerm.PAWN_FILES, "pawn.files", "兵临九宫",
            "per pawn on a palace file across the river", 10, 10);
    static final int PAWN_VS_GUARDS = pair(EvalTerm.PAWN_VS_GUARDS, "pawn.guardless", "兵对缺仕相",
            "per pawn across the river, per advisor or elephant the enemy lacks", 3, 6);
    // the book draws of lone pieces: sixteenths of the side ahead's score taken away (0: none, as the term off)
    static final int DRAWS_ROOK = single(EvalTerm.ENDGAME_DRAWS, "endgame.draws.rook", "例和残局.单车",
            "sixteenths of the score taken away when the side ahead has one rook and nothing else to attack with and the"
                    + " other side both advisors and both elephants (单车难胜士象全)", 12);
    static final int DRAWS_HORSE = single(EvalTerm.ENDGAME_DRAWS, "endgame.draws.horse", "例和残局.单马",
            "sixteenths taken away for one horse and no pawn against three or four advisors and elephants", 12);
    static final int DRAWS_CANNON = single(EvalTerm.ENDGAME_DRAWS, "endgame.draws.cannon", "例和残局.单炮",
            "sixteenths taken away for one cannon and no pawn, unless an own advisor can screen it and the other side"
                    + " has fewer than three advisors and elephants", 14);
    static final int DRAWS_PAWN = single(EvalTerm.ENDGAME_DRAWS, "endgame.draws.pawn", "例和残局.单兵",
            "sixteenths taken away for one pawn short of the last rank, none on it and no rook, horse or cannon,"
                    + " against two or more advisors and elephants", 14);
    static final int DRAWS_BARE = single(EvalTerm.ENDGAME_DRAWS, "endgame.draws.bare", "例和残局.无攻子",
            "sixteenths taken away for no rook, horse or cannon and no pawn short of the last rank: nothing that can"
                    + " mate", 15);

    /**
     * Per-point corrections ({@link EvalTerm#SQUARE}): for each kind of piece and each point it can stand
     * on, seen from its own side (ICCS files a–e; a file and its mirror — a and i, b and h, … — share
     * one weight), a middlegame and an endgame value, all 0 by default. {@code square.horse.c3.mg} is a
     * red horse on c3 or g3 and a black horse on c6 or g6. {@link #squareWeight} finds the weight.
     */
    private static final int[][][] SQUARE_SLOT = new int[7][5][10];

    static {
        squares();
    }

    /**
     * The games-tuned weights, as a weights file over the classic table: {@code tune spsa}'s third run
     * (55 weights from the second run's table, 900 pairs at 20 ms a move, averaged over the last two
     * thirds; docs/tuning/spsa-3). It was the default after it won an equal-time SPRT against the second
     * run's table (bounds 0 and 30 Elo, α = β = 0.05, 100 ms a move: H1 after 94 games, +45 =27 −22;
     * docs/tuning.md §2b), until the first distilled table won the same test against it; it stays as
     * {@code eval.weights=spsa} ({@link #spsa}).
     */
    static final String SPSA = """
            material.advisor.mg = 114
            material.advisor.eg = 70
            material.elephant.mg = 112
            material.elephant.eg = 78
            material.horse.mg = 266
            material.horse.eg = 295
            material.cannon.mg = 325
            material.cannon.eg = 317
            material.pawn.mg = 30
            material.pawn.eg = 61
            placement.pawn.crossed.mg = 30
            placement.pawn.crossed.eg = 56
            placement.pawn.advance.mg = 8
            placement.rook.across.mg = 6
            placement.horse.post.mg = 7
            placement.cannon.centre_file.mg = 18
            placement.king.advance.mg = -10
            cannon.hollow.mg = 63
            cannon.hollow.eg = 19
            cannon.screens.mg = 14
            cannon.bottom.mg = 18
            rook.mobility.mg = 3
            rook.mobility.eg = 3
            horse.legs.mg = -9
            king.guards.mg = -4
            king.guards.eg = -4
            pawn.connected.mg = 11
            cannon.central.mg = 29
            horse.mobility.mg = 5
            horse.trapped.mg = -10
            king.pressure.mg = -6
            guard.shape.advisors.mg = 11
            guard.shape.elephants.mg = 8
            pawn.files.mg = 4
            pawn.guardless.mg = 6
            placement.horse.centre.mg = 3
            placement.rook.key_rank.mg = 6
            placement.rook.palace_file.mg = 3
            placement.cannon.deep.mg = 6
            placement.rook.corner.mg = -13
            placement.horse.edge.mg = -13
            placement.pawn.centre.mg = 3
            placement.pawn.centre.eg = 8
            cannon.screens.eg = 5
            cannon.bottom.eg = 9
            horse.legs.eg = -4
            pawn.connected.eg = 17
            cannon.central.eg = 10
            horse.mobility.eg = 2
            horse.trapped.eg = -10
            king.pressure.eg = -4
            guard.shape.advisors.eg = 5
            guard.shape.elephants.eg = 4
            pawn.files.eg = 10
            pawn.guardless.eg = 7
            """;

    /** The resource beside this class that holds the compiled-in default table (every weight). */
    static final String DISTILLED_RESOURCE = "distilled.weights";

    private static final int[] DEFAULTS;
    private static final EvalWeights CLASSIC_TABLE;
    private static final EvalWeights SPSA_TABLE;
    private static final EvalWeights DEFAULT_TABLE;

    static {
        int[] classic = new int[ALL.size()];
        for (Weight w : ALL) {
            classic[w.index()] = w.classicValue();
        }
        CLASSIC_TABLE = new EvalWeights(classic);
        SPSA_TABLE = parse(SPSA, "the compiled-in SPSA table", classic);
        DEFAULTS = parse(distilledText(), DISTILLED_RESOURCE, SPSA_TABLE.values).values;
        DEFAULT_TABLE = new EvalWeights(DEFAULTS.clone());
    }

    /** The text of {@value #DISTILLED_RESOURCE}, packaged with the classes. */
    static String distilledText() {
        try (java.io.InputStream in = EvalWeights.class.getResourceAsStream(DISTILLED_RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("the default weights " + DISTILLED_RESOURCE + " are missing from the package");
            }
            return new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        } catch (java.io.IOException e) {
            throw new IllegalStateException("cannot read the default weights " + DISTILLED_RESOURCE + ": " + e.getMessage(), e);
        }
    }

    private static void squares() {
        for (int type = 0; type < 7; type++) {
            for (int f = 0; f < 5; f++) {
                for (int r = 0; r < 10; r++) {
                    SQUARE_SLOT[type][f][r] = -1;
                    if (!reachable(type, f, r)) {
                        continue;
                    }
                    String point = (char) ('a' + f) + Integer.toString(r);
                    String mirror = f == 4 ? point : (char) ('i' - f) + Integer.toString(r);
                    String name = org.xqlab.rules.Piece.name(type);
                    int i = pair(EvalTerm.SQUARE, "square." + name + "." + point,
                            "逐点修正." + org.xqlab.rules.Piece.chineseSimplified(org.xqlab.rules.Piece.RED, type) + "." + point,
                            name + " on " + (f == 4 ? point : point + " or " + mirror) + " (own side's view)", 0, 0);
                    SQUARE_SLOT[type][f][r] = i;
                }
            }
        }
    }

    /** Whether a piece of this type can stand on folded file f (0–4, a–e) and rank r of its own side. */
    private static boolean reachable(int type, int f, int r) {
        switch (type) {
            case 0: // king: the palace
                return f >= 3 && r <= 2;
            case 1: // advisor: the palace corners and centre
                return f == 3 && (r == 0 || r == 2) || f == 4 && r == 1;
            case 2: // elephant: its seven points on the own half
                return f == 2 && (r == 0 || r == 4) || (f == 0 || f == 4) && r == 2;
            case 6: // pawn: its start and next rank on the pawn files, then everywhere across the river
                return r >= 5 || (r == 3 || r == 4) && f % 2 == 0;
            default:
                return true;
        }
    }

    /**
     * The index of the middlegame per-point weight ({@code + 1} for the endgame one) of a piece type
     * (as {@link org.xqlab.rules.Piece}: 0 king … 6 pawn) on ICCS file 0–8 and rank 0–9 seen from its own
     * side, or -1 where such a piece cannot stand.
     */
    static int squareWeight(int type, int file, int rank) {
        return SQUARE_SLOT[type][Math.min(file, 8 - file)][rank];
    }

    private static int pair(EvalTerm term, String name, String chinese, String meaning, int mg, int eg) {
        int index = add(term, name + ".mg", chinese + ".中局", meaning + " (middlegame)", mg);
        add(term, name + ".eg", chinese + ".残局", meaning + " (endgame)", eg);
        return index;
    }

    private static int single(EvalTerm term, String name, String chinese, String meaning, int value) {
        return add(term, name, chinese, meaning, value);
    }

    private static int rankPairs(String name, String chinese, String meaning, int[] values) {
        int first = -1;
        for (int r = 0; r < values.length; r++) {
            int i = pair(EvalTerm.PLACEMENT, name + r, chinese + r + "线", meaning + " " + r, values[r], values[r]);
            first = first < 0 ? i : first;
        }
        return first;
    }

    private static int add(EvalTerm term, String name, String chinese, String meaning, int value) {
        Weight w = new Weight(ALL.size(), name, chinese, term, meaning, value);
        if (BY_NAME.put(name.toLowerCase(Locale.ROOT), w) != null || BY_NAME.put(chinese, w) != null) {
            throw new IllegalStateException("weight named twice: " + name);
        }
        ALL.add(w);
        return w.index();
    }

    /** Every weight in table order (the order of {@link #vector}). */
    public static List<Weight> all() {
        return Collections.unmodifiableList(ALL);
    }

    /** The weight called {@code name} (English, any case, or Chinese), or {@code null}. */
    public static Weight byName(String name) {
        Weight w = BY_NAME.get(name.trim().toLowerCase(Locale.ROOT));
        return w != null ? w : BY_NAME.get(name.trim());
    }

    /** The weights of one term. */
    public static List<Weight> of(EvalTerm term) {
        List<Weight> list = new ArrayList<>();
        for (Weight w : ALL) {
            if (w.term() == term) {
                list.add(w);
            }
        }
        return list;
    }

    private final int[] values;

    private EvalWeights(int[] values) {
        this.values = values;
    }

    /** The compiled-in default table: the distilled table ({@value #DISTILLED_RESOURCE}). */
    public static EvalWeights defaults() {
        return DEFAULT_TABLE;
    }

    /**
     * The default table before the distilled ones ({@code eval.weights=spsa}): the classic table with the
     * games-tuned weights of {@link #SPSA} on top.
     */
    public static EvalWeights spsa() {
        return SPSA_TABLE;
    }

    /** The names {@code eval.weights} takes for the compiled-in tables (anything else is a file). */
    public static final List<String> NAMED = List.of("default", "spsa", "classic");

    /** The compiled-in table called {@code name} ({@link #NAMED}), or {@code null} when it is none of them. */
    public static EvalWeights named(String name) {
        return switch (name) {
            case "default" -> DEFAULT_TABLE;
            case "spsa" -> SPSA_TABLE;
            case "classic" -> CLASSIC_TABLE;
            default -> null;
        };
    }

    /**
     * The hand-set table of the first wave ({@code eval.weights=classic}): the teaching presets keep it,
     * and move ordering by piece-square gain reads its placement values in every preset.
     */
    public static EvalWeights classic() {
        return CLASSIC_TABLE;
    }

    /** A table from a vector in the order of {@link #all}. */
    public static EvalWeights ofVector(int[] vector) {
        if (vector.length != ALL.size()) {
            throw new IllegalArgumentException("a weights vector has " + ALL.size() + " entries, not " + vector.length);
        }
        for (int i = 0; i < vector.length; i++) {
            checkRange(ALL.get(i), vector[i]);
        }
        return new EvalWeights(vector.clone());
    }

    /** How many weights the table has. */
    public static int size() {
        return ALL.size();
    }

    /** The value of the weight called {@code name} (English or Chinese). */
    public int get(String name) {
        return values[known(name).index()];
    }

    /** The value at {@code index} (see {@link Weight#index}). */
    public int get(int index) {
        return values[index];
    }

    /** This table with one weight changed. */
    public EvalWeights with(String name, int value) {
        return with(known(name).index(), value);
    }

    /** This table with the weight at {@code index} changed. */
    public EvalWeights with(int index, int value) {
        checkRange(ALL.get(index), value);
        int[] v = values.clone();
        v[index] = value;
        return new EvalWeights(v);
    }

    /** A copy of the values in the order of {@link #all}. */
    public int[] vector() {
        return values.clone();
    }

    /** Whether every weight has its default value. */
    public boolean isDefault() {
        return Arrays.equals(values, DEFAULTS);
    }

    private static Weight known(String name) {
        Weight w = byName(name);
        if (w == null) {
            throw new IllegalArgumentException(unknown(name));
        }
        return w;
    }

    private static String unknown(String name) {
        String t = name.trim();
        int dot = t.indexOf('.');
        String prefix = (dot > 0 ? t.substring(0, dot) : t).toLowerCase(Locale.ROOT) + ".";
        List<String> near = new ArrayList<>();
        for (Weight w : ALL) {
            if (w.name().startsWith(prefix)) {
                near.add(w.name());
            }
        }
        return "unknown weight '" + t + "'" + (near.isEmpty()
                ? ": the names are listed in docs/search.md (e.g. material.rook.mg, cannon.hollow.eg)"
                : ": names starting with '" + prefix + "' are " + String.join(", ", near));
    }

    private static void checkRange(Weight w, int value) {
        if (value < -LIMIT || value > LIMIT) {
            throw new IllegalArgumentException("weight " + w.name() + " = " + value + " is outside -" + LIMIT
                    + ".." + LIMIT);
        }
    }

    /**
     * Reads a weights file's text over the defaults. {@code source} names the file in messages, which
     * say the line and the name: {@code weights.txt line 4: unknown weight 'rook.mobilty.mg' …}.
     */
    public static EvalWeights parse(String text, String source) {
        return parse(text, source, DEFAULTS);
    }

    /** Reads a weights text over another table than the defaults (the weights it names replace the base's). */
    static EvalWeights parseOver(String text, String source, EvalWeights base) {
        return parse(text, source, base.values);
    }

    private static EvalWeights parse(String text, String source, int[] base) {
        int[] v = base.clone();
        Map<Integer, Integer> seen = new LinkedHashMap<>();
        String[] lines = text.split("\r?\n", -1);
        for (int n = 0; n < lines.length; n++) {
            String line = lines[n];
            int hash = line.indexOf('#');
            String t = (hash >= 0 ? line.substring(0, hash) : line).trim();
            if (n == 0 && t.startsWith("\uFEFF")) {
                t = t.substring(1).trim();
            }
            if (t.isEmpty()) {
                continue;
            }
            String where = source + " line " + (n + 1) + ": ";
            int eq = t.indexOf('=');
            if (eq < 0) {
                throw new IllegalArgumentException(where + "'" + t + "' is not name = value");
            }
            String name = t.substring(0, eq).trim();
            String value = t.substring(eq + 1).trim();
            Weight w = byName(name);
            if (w == null) {
                throw new IllegalArgumentException(where + unknown(name));
            }
            Integer earlier = seen.put(w.index(), n + 1);
            if (earlier != null) {
                throw new IllegalArgumentException(where + w.name() + " is already set on line " + earlier);
            }
            int x;
            try {
                x = Integer.parseInt(value.startsWith("+") ? value.substring(1) : value);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(where + w.name() + " needs a whole number, not '" + value + "'");
            }
            try {
                checkRange(w, x);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(where + e.getMessage());
            }
            v[w.index()] = x;
        }
        return new EvalWeights(v);
    }

    /** The largest weights file read (1 MiB; a full table is about 10 KB). */
    public static final long MAX_FILE_BYTES = 1L << 20;

    /**
     * Reads a weights file (UTF-8, a regular file of at most {@link #MAX_FILE_BYTES}); errors name the file, line
     * and weight.
     */
    public static EvalWeights load(Path file) {
        String text;
        try {
            if (!Files.exists(file)) {
                throw new java.nio.file.NoSuchFileException(file.toString());
            }
            text = org.xqlab.io.BoundedFiles.readString(file, MAX_FILE_BYTES, "a weights file");
        } catch (java.nio.file.NoSuchFileException e) {
            throw new IllegalArgumentException("cannot read the weights file " + file + ": no such file");
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read the weights file " + file + ": " + e);
        }
        return parse(text, file.toString());
    }

    /** Every weight as {@code name = value}, grouped by term, each with its Chinese name and meaning. */
    public String format() {
        StringBuilder sb = new StringBuilder();
        sb.append("# Xiangqi Lab evaluation weights (centipawns); names in English or Chinese; see docs/search.md\n");
        EvalTerm term = null;
        for (Weight w : ALL) {
            if (w.term() != term) {
                term = w.term();
                sb.append("\n# ").append(term.termName()).append(" ").append(term.chinese()).append(": ")
                        .append(term.meaning()).append('\n');
            }
            sb.append(w.name()).append(" = ").append(values[w.index()]).append("   # ").append(w.chinese())
                    .append(": ").append(w.meaning()).append('\n');
        }
        return sb.toString();
    }

    /** The weights that differ from the defaults, as {@code name=value,…} (empty for the defaults). */
    public String diff() {
        StringBuilder sb = new StringBuilder();
        for (Weight w : ALL) {
            if (values[w.index()] != DEFAULTS[w.index()]) {
                sb.append(sb.length() == 0 ? "" : ",").append(w.name()).append('=').append(values[w.index()]);
            }
        }
        return sb.toString();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof EvalWeights w && Arrays.equals(w.values, values);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(values);
    }

    @Override
    public String toString() {
        String d = diff();
        return d.isEmpty() ? "default weights" : d;
    }
}
