package org.xqlab.experiment;

import java.util.List;

/**
 * A resolved experiment: what to compare ({@link Variant}s, the first or the named {@code base} being the
 * reference of every ratio), on which positions (the {@link Suite}s), how far each search goes (the
 * {@link Limit}s, all by depth or all by nodes), how often each search is repeated (node counts are the
 * same every time; repetitions only steady the times), and where results go. With {@code sequences} the
 * positions of one game sequence are searched in order by one searcher whose tables carry over; every
 * other position is searched by a fresh searcher. Read one with {@link ExperimentFile}.
 */
public record Experiment(String name, String description, String claim, List<Suite> suites, boolean sequences,
                         List<Variant> variants, String base, List<Limit> limits, int repetitions,
                         String output) {
    public Experiment {
        suites = List.copyOf(suites);
        variants = List.copyOf(variants);
        limits = List.copyOf(limits);
    }

    /** The reference variant. */
    public Variant baseVariant() {
        for (Variant v : variants) {
            if (v.name().equals(base)) {
                return v;
            }
        }
        throw new IllegalStateException("no base variant " + base);
    }

    /** Every position of every suite, in suite and file order. */
    public List<SuitePosition> positions() {
        return suites.stream().flatMap(s -> s.positions().stream()).toList();
    }

    /** Whether the limits are node counts (else depths). */
    public boolean byNodes() {
        return limits.get(0).byNodes();
    }
}
