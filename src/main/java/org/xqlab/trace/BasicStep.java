package org.xqlab.trace;

/**
 * The steps every search algorithm shares, minimax to the engine: the root call, entering a node,
 * evaluating a leaf, taking a child's value back, returning. They name the pseudocode lines that are
 * not one of the engine's numbered {@link Step}s (a textbook listing also uses {@link Step#MOVE_LOOP}
 * for its loop over the children and {@link Step#BETA_CUTOFF} for its cutoff, as the textbook search's
 * events do). See {@link Listing}. Their names are in the language bundle ({@link PseudoWords}, keys
 * {@code basic.NAME}).
 */
public enum BasicStep {
    ROOT_CALL, ENTER, LEAF, CHILD_VALUE, RETURN;

    /** The step's name in Chinese or English ("a child's value comes back" / "子节点返回值"). */
    public String text(boolean chinese) {
        return PseudoWords.get("basic." + name(), chinese);
    }

    public String english() {
        return text(false);
    }

    public String chinese() {
        return text(true);
    }
}
