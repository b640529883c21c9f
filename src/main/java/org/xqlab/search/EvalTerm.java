package org.xqlab.search;

/**
 * The terms of the evaluation that can be switched on and off, each by its own {@link SearchConfig}
 * key {@code eval.<term>} ({@code on}/{@code off}, as every switch of the config). A term owns the
 * weights of {@link EvalWeights} whose names start with its name; switching a term off takes it out
 * of the evaluation as if all its weights were 0, whatever the weights file says.
 *
 * <p>Every term but two is on in the default evaluation ({@code full}): the trapped-horse term is off
 * because an equal-time match showed that its attack tests cost more than the term wins, and the book
 * draws of lone pieces ({@code endgame.draws}) are a candidate that has not passed its SPRT yet; {@code extended} switches both on. The first eleven are the <em>classic</em>
 * evaluation, the one the teaching presets ({@code pvs}, {@code elephanteye}, {@code alphabeta},
 * {@code minimax}) keep so that their node counts stay what the guide and the exercises quote (the
 * per-point corrections of {@code square} are 0 in the compiled-in table). The seven from {@code cannon.central}
 * to {@code pawn.guardless} are the
 * knowledge an ElephantEye-class evaluation adds (central cannon against a blocked palace centre, horse
 * mobility, trapped horses, pressure on the palace, advisor and elephant structure, pawns on the palace
 * files, pawns against missing guards), adopted by equal-time matches against ElephantEye
 * (docs/history/performance-older.md). The knowledge terms (all but material, placement, tapering and
 * the per-point corrections) also need {@code eval.knowledge=true}.
 */
public enum EvalTerm {
    MATERIAL("material", "子力", true, false,
            "the value of each piece, in the middlegame and the endgame"),
    PLACEMENT("placement", "子力位置", true, false,
            "piece-square bonuses: where each piece stands (advanced horses, rooks across the river, a central cannon …)"),
    TAPER("taper", "分阶段过渡", true, false,
            "blend middlegame and endgame values by the phase (rooks, horses and cannons left); off: middlegame values only"),
    SQUARE("square", "逐点修正", true, false,
            "a correction for each kind of piece on each point (a file and its mirror share one), on top of the placement bonuses: 0 unless a weights file sets it (tune --methods gradient fits all of them)"),
    HOLLOW_CANNON("cannon.hollow", "空头炮", true, true,
            "a cannon on the enemy king's file with nothing between them (空头炮)"),
    CANNON_SCREENS("cannon.screens", "炮隔二子瞄将", true, true,
            "a cannon on the enemy king's file with exactly two pieces between: one move from a discovered check"),
    BOTTOM_CANNON("cannon.bottom", "沉底炮", true, true,
            "a cannon on the enemy's back rank, on the enemy king's rank (沉底炮)"),
    ROOK_MOBILITY("rook.mobility", "车的灵活性", true, true,
            "points a rook can move to or capture on"),
    HORSE_LEGS("horse.legs", "蹩马腿", true, true,
            "occupied points next to a horse that block its legs (蹩马腿)"),
    KING_GUARDS("king.guards", "缺仕相", true, true,
            "missing advisors and elephants while enemy pieces stand across the river"),
    CONNECTED_PAWNS("pawn.connected", "连兵", true, true,
            "two own pawns side by side across the river"),
    CENTRAL_CANNON("cannon.central", "中炮镇窝心", false, true,
            "a cannon two screens from the enemy king on the central file, one screen being the enemy's horse on the palace centre (窝心马)"),
    HORSE_MOBILITY("horse.mobility", "马的灵活性", false, true,
            "points a horse can move to or capture on (legs free)"),
    TRAPPED_HORSE("horse.trapped", "困马", false, true, false,
            "a horse with fewer than two safe moves (to an empty point off the edge that no enemy piece attacks); off in full"),
    KING_PRESSURE("king.pressure", "九宫受压", false, true,
            "enemy rooks, horses, cannons and pawns in or beside the own palace"),
    GUARD_SHAPE("guard.shape", "仕相结构", false, true,
            "advisors that protect each other (one on the palace centre) and elephants that protect each other"),
    PAWN_FILES("pawn.files", "兵临九宫", false, true,
            "a pawn across the river on a palace file (d, e, f), not yet on the last rank"),
    PAWN_VS_GUARDS("pawn.guardless", "兵对缺仕相", false, true,
            "each pawn across the river, for each advisor or elephant the enemy has lost"),
    ENDGAME_DRAWS("endgame.draws", "例和残局", false, true, false,
            "the book draws of lone pieces: the stronger side's score shrinks when its only attacker is one rook against"
                    + " all four guards, one horse against three, one cannon, one pawn against two, or none; off in full");

    private final String name;
    private final String chinese;
    private final boolean classic;
    private final boolean knowledge;
    private final boolean inFull;
    private final String meaning;

    EvalTerm(String name, String chinese, boolean classic, boolean knowledge, String meaning) {
        this(name, chinese, classic, knowledge, true, meaning);
    }

    EvalTerm(String name, String chinese, boolean classic, boolean knowledge, boolean inFull, String meaning) {
        this.name = name;
        this.chinese = chinese;
        this.classic = classic;
        this.knowledge = knowledge;
        this.inFull = inFull;
        this.meaning = meaning;
    }

    /** The English name, as in the weights file and after {@code eval.} in the config key. */
    public String termName() {
        return name;
    }

    /** The config key that switches the term: {@code eval.<name>}. */
    public String key() {
        return "eval." + name;
    }

    /** The Chinese name (accepted in weights files as well). */
    public String chinese() {
        return chinese;
    }

    public String meaning() {
        return meaning;
    }

    /** Whether the term belongs to the classic evaluation that the teaching presets keep. */
    public boolean isClassic() {
        return classic;
    }

    /** Whether the term is on in the default configuration ({@code full}); {@code extended} has all on. */
    public boolean isInFull() {
        return inFull;
    }

    /** Whether the term belongs to the Xiangqi knowledge switched as a whole by {@code eval.knowledge}. */
    public boolean isKnowledge() {
        return knowledge;
    }

    /** The term called {@code name} in English or Chinese, or {@code null}. */
    public static EvalTerm byName(String name) {
        for (EvalTerm t : values()) {
            if (t.name.equalsIgnoreCase(name) || t.chinese.equals(name)) {
                return t;
            }
        }
        return null;
    }
}
