package org.xqlab.experiment;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One unit of work: a variant, a limit, a repetition and a group of positions searched by one fresh
 * searcher — a single position, or with {@code sequences} all positions of one game sequence in order.
 * {@link #plan} lists an experiment's tasks in a fixed order (variant, limit, group, repetition); the
 * index in that list decides the shard ({@code index mod N}) and the order of rows in the outputs, and
 * the key ({@code variant|limit|group|repetition}) identifies a finished task when resuming or merging.
 */
public record Task(int index, Variant variant, Limit limit, int repetition, String group,
                   List<SuitePosition> positions) {

    public String key() {
        return variant.name() + "|" + limit.label() + "|" + group + "|" + repetition;
    }

    /** Every task of the experiment in canonical order. */
    public static List<Task> plan(Experiment e) {
        Map<String, List<SuitePosition>> groups = new LinkedHashMap<>();
        for (SuitePosition p : e.positions()) {
            String group = e.sequences() && !p.sequence().isEmpty() ? p.suite() + "/seq:" + p.sequence() : p.key();
            groups.computeIfAbsent(group, g -> new ArrayList<>()).add(p);
        }
        List<Task> tasks = new ArrayList<>();
        for (Variant v : e.variants()) {
            for (Limit l : e.limits()) {
                for (Map.Entry<String, List<SuitePosition>> g : groups.entrySet()) {
                    for (int rep = 0; rep < e.repetitions(); rep++) {
                        tasks.add(new Task(tasks.size(), v, l, rep, g.getKey(), g.getValue()));
                    }
                }
            }
        }
        return tasks;
    }

    /** The tasks of shard {@code k} of {@code n} (1-based): those whose index is {@code k - 1} modulo n. */
    public static List<Task> shard(List<Task> tasks, int k, int n) {
        if (n < 1 || k < 1 || k > n) {
            throw new IllegalArgumentException("shard " + k + "/" + n + ": expected K/N with 1 <= K <= N");
        }
        return tasks.stream().filter(t -> t.index() % n == k - 1).toList();
    }
}
