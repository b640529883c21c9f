package org.xqlab.web;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One step of a page's timeline, everything the page shows at it already written in both languages:
 * its kind (a node entered or left, a cutoff, an iteration's start or end), the current node, the
 * caption, the pseudocode lines to highlight with the step's name, the variables and the pruning
 * condition, and the changes to the tree's nodes since the step before (status, value label, details).
 * The page's script only shows these; it computes nothing the app would compute.
 */
final class Frame {
    /** Kinds the timeline steps by: any frame is a node step; a cutoff; an iteration's start or end. */
    static final String NODE = "n";
    static final String CUT = "c";
    static final String ITERATION = "i";

    final String kind;
    final int node;
    final String[] caption;
    final List<Integer> lines = new ArrayList<>();
    String[] step = {"", ""};
    String[] vars = {"", ""};
    String[] condition = {"", ""};
    /** The condition in each of the page's score views ({@code [view][language]}), or null: the same in every view. */
    String[][] conditions;
    final List<Object[]> changes = new ArrayList<>();
    int killers = -1;
    final List<Object[]> history = new ArrayList<>();

    Frame(String kind, int node, String[] caption) {
        this.kind = kind;
        this.node = node;
        this.caption = caption;
    }

    /**
     * A change of node {@code index}: its status, value label (a number the same in both languages, or a
     * {@code [english, chinese]} pair), and details in both languages (null: unchanged).
     */
    void change(int index, String status, String label, String[] details) {
        changes.add(details == null ? new Object[] {index, status, label} : new Object[] {index, status, label,
                details[0], details[1]});
    }

    /**
     * The frame as JSON; the step name and the condition, which repeat, as indexes into {@code shared} (the
     * condition as one index per score view when it depends on the view).
     */
    Map<String, Object> json(Shared shared) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("k", kind);
        m.put("n", node);
        m.put("c", caption);
        m.put("L", lines);
        m.put("s", shared.index(step));
        m.put("v", vars);
        if (conditions == null) {
            m.put("w", shared.index(condition));
        } else {
            List<Integer> w = new ArrayList<>();
            for (String[] c : conditions) {
                w.add(shared.index(c));
            }
            m.put("w", w);
        }
        m.put("u", changes);
        if (killers >= 0) {
            m.put("K", killers);
        }
        if (!history.isEmpty()) {
            m.put("H", history);
        }
        return m;
    }

    /** Texts (English, Chinese) many frames repeat, written once in the page ({@code S}) and named by index. */
    static final class Shared {
        private final Map<List<String>, Integer> index = new LinkedHashMap<>();

        int index(String[] pair) {
            return index.computeIfAbsent(List.of(pair[0], pair[1]), k -> index.size());
        }

        List<List<String>> texts() {
            return new ArrayList<>(index.keySet());
        }
    }
}
