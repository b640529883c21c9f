package org.xqlab.experiment;

import java.util.List;

/**
 * A resolved experiment: what to compare ({@link Variant}s, the first or the named {@code base} being the
 * reference of every ratio), on which positions (the {@link Suite}s), how far each search goes (the
 * {@link Limit}s, all by depth or all by nodes), how often each search is repeated (node counts are the
 * same every time; repetitions only steady the times), and where results go. With {@code sequences} the
 * positions of one game sequence are searched in order by one searcher whose tables carry over; every
 * other position is searched by a fresh searcher. With {@code efficiency} every search is followed by the
 * measurement of its minimal tree (a search {@code oraclePlies} deeper, then the re-search ordered by its best
 * moves: {@link org.xqlab.search.OracleMoves}); it needs depth limits. Read one with {@link ExperimentFile}.
 */
public record Experiment(String name, String description, String claim, List<Suite> suites, boolean sequences,
                         List<Variant> variants, String base, List<Limit> limits, int repetitions,
                         String output, boolean efficiency, int oraclePlies) {
    /** The deepest oracle search beyond a limit that an experiment may ask for. */
    public static final int MAX_ORACLE_PLIES = 4;

    public Experiment {
        suites = List.copyOf(suites);
        variants = List.copyOf(variants);
        limits = List.copyOf(limits);
        if (oraclePlies < 1 || oraclePlies > MAX_ORACLE_PLIES) {
            throw new IllegalArgumentException("oraclePlies must be from 1 to " + MAX_ORACLE_PLIES + ": " + oraclePlies);
        }
        if (efficiency && !limits.isEmpty() && limits.get(0).byNodes()) {
            throw new IllegalArgumentException("the efficiency measure needs depths, not node limits: the minimal tree "
                    + "is the tree of one depth");
        }
    }

    /** This experiment with the efficiency measure switched on or off (the command line's --efficiency). */
    public Experiment withEfficiency(boolean on) {
        return new Experiment(name, description, claim, suites, sequences, variants, base, limits, repetitions, output,
                on, oraclePlies);
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
