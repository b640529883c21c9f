package org.xqlab.experiment;

import org.xqlab.protocol.MoveBudget;
import org.xqlab.protocol.Opening;
import org.xqlab.protocol.Sprt;

import java.util.List;

/**
 * A resolved match experiment: every variant other than the reference ({@code base}) plays {@code games}
 * games against it with the same budget per move ({@code nodes=N}: equal nodes, reproducible;
 * {@code movetime=MS}: equal time), over {@code openings} drawn without replacement as the {@code match} command
 * draws them ({@link Opening#forPairs}), each opening twice with the colours swapped (game {@code 2k}: the variant has red). Games are
 * drawn at {@code maxPlies}. With a {@link Sprt} a variant stops once the test on its game pairs (read
 * in pair order) decides. {@code opponent} is null (the base variant plays in-process) or the engine spec
 * of an external engine that plays in the base's place — given only on the command line
 * ({@code experiment run --opponent}), never read from an experiment file. Read one with
 * {@link MatchExperimentFile}.
 */
public record MatchExperiment(String name, String description, String claim, List<Variant> variants, String base,
                              MoveBudget budget, int games, List<Opening> openings, int maxPlies, Sprt sprt,
                              String output, String opponent) {
    public MatchExperiment {
        variants = List.copyOf(variants);
        openings = List.copyOf(openings);
    }

    /** The same experiment with an external engine (an engine spec, e.g. {@code uci:/usr/games/fairy-stockfish}) as the reference. */
    public MatchExperiment withOpponent(String spec) {
        return new MatchExperiment(name, description, claim, variants, base, budget, games, openings, maxPlies, sprt,
                output, spec);
    }

    /** What the variants play: the base variant's name, or the external engine's spec. */
    public String reference() {
        return opponent == null ? base : opponent;
    }

    /** The reference every other variant plays. */
    public Variant baseVariant() {
        return variants.stream().filter(v -> v.name().equals(base)).findFirst()
                .orElseThrow(() -> new IllegalStateException("no base variant " + base));
    }

    /** The variants that play the reference, in file order. */
    public List<Variant> challengers() {
        return variants.stream().filter(v -> !v.name().equals(base)).toList();
    }

    /** Game pairs per variant. */
    public int pairs() {
        return games / 2;
    }

    /** The opening of each pair, drawn without replacement as the {@code match} command draws them. */
    public List<Opening> pairOpenings() {
        return Opening.forPairs(openings, pairs());
    }
}
