package org.xqlab.trace;

/**
 * The steps every search algorithm shares, minimax to the engine: the root call, entering a node,
 * evaluating a leaf, taking a child's value back, returning. They name the pseudocode lines that are
 * not one of the engine's numbered {@link Step}s (a textbook listing also uses {@link Step#MOVE_LOOP}
 * for its loop over the children and {@link Step#BETA_CUTOFF} for its cutoff, as the textbook search's
 * events do). See {@link Listing}.
 */
public enum BasicStep {
    ROOT_CALL("root call", "根节点调用"),
    ENTER("enter a node", "进入节点"),
    LEAF("evaluate a leaf", "叶子估值"),
    CHILD_VALUE("a child's value comes back", "子节点返回值"),
    RETURN("return the value", "返回值");

    private final String english;
    private final String chinese;

    BasicStep(String english, String chinese) {
        this.english = english;
        this.chinese = chinese;
    }

    public String english() {
        return english;
    }

    public String chinese() {
        return chinese;
    }
}
