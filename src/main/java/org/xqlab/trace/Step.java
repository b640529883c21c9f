package org.xqlab.trace;

/**
 * The numbered steps of the engine's node function, numbered in the order the search code runs them
 * (the quiescence search's stand pat, in its own function, comes last). The same names appear as comments
 * in the search code ({@code // Step 4. Transposition table probe}), in the trace events (a node-level
 * {@code cutoff} names the step that cut, by its constant's name, so a trace does not depend on the
 * numbers) and in the UI captions ({@link #caption()}). Futility skips single moves without an event (the
 * node goes on), so it never appears in a {@code cutoff}; only the smaller tree shows it. Late move pruning
 * ("Step 10a" in the code), hanging-piece and bad-capture pruning belong to the futility step. The names
 * are in the language bundle ({@link PseudoWords}, keys {@code step.NAME} and {@code step.caption}).
 */
public enum Step {
    HORIZON(1), // horizon → quiescence
    MATE_DISTANCE(2), // mate-distance pruning
    REPETITION(3), // repetition / perpetual check
    TT_PROBE(4), // transposition table probe
    STATIC_PRUNING(5), // reverse futility
    RAZORING(6), // razoring
    NULL_MOVE(7), // null move
    IID(8), // internal iterative deepening
    MOVE_LOOP(9), // move loop
    FUTILITY(10), // futility pruning
    LMR(11), // late move reduction
    BETA_CUTOFF(12), // β-cutoff
    TT_STORE(13), // store in transposition table
    STAND_PAT(14); // quiescence stand pat

    private final int number;

    Step(int number) {
        this.number = number;
    }

    /** The step number, 1-based, as in the search code comments. */
    public int number() {
        return number;
    }

    /** English name without the number, e.g. "null move" (language bundle {@link PseudoWords}, key {@code step.NAME}). */
    public String english() {
        return PseudoWords.get("step." + name(), false);
    }

    /** Chinese name without the number, e.g. "空着". */
    public String chinese() {
        return PseudoWords.get("step." + name(), true);
    }

    /** English caption with the number, e.g. "Step 7: null move". */
    public String caption() {
        return PseudoWords.get("step.caption", false).replace("{0}", Integer.toString(number)).replace("{1}", english());
    }

    /** Chinese caption with the number, e.g. "第7步：空着". */
    public String chineseCaption() {
        return PseudoWords.get("step.caption", true).replace("{0}", Integer.toString(number)).replace("{1}", chinese());
    }
}
