package org.xqlab.tune;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/** The tuning methods by their command-line names, each with the {@link Optimiser} that runs it. */
public enum TuneMethod {
    TEXEL("texel", "Texel tuning (coordinate-wise local search)", TexelSearch::new),
    HILL("hill", "hill climbing", HillClimbing::new),
    ANNEAL("anneal", "simulated annealing", SimulatedAnnealing::new),
    GENETIC("genetic", "genetic algorithm", GeneticAlgorithm::new),
    GRADIENT("gradient", "logistic regression by gradient descent (Adam)", GradientDescent::new);

    private final String id;
    private final String title;
    private final Supplier<Optimiser> optimiser;

    TuneMethod(String id, String title, Supplier<Optimiser> optimiser) {
        this.id = id;
        this.title = title;
        this.optimiser = optimiser;
    }

    public String id() {
        return id;
    }

    public String title() {
        return title;
    }

    /** A new optimiser of this method (each keeps its progress in a {@link MethodState}, not in itself). */
    Optimiser optimiser() {
        return optimiser.get();
    }

    /** The methods of a comma-separated list, in its order; a name given twice is refused. */
    public static List<TuneMethod> parseList(String list) {
        List<TuneMethod> out = new ArrayList<>();
        for (String m : list.split(",")) {
            if (!m.isBlank()) {
                TuneMethod parsed = parse(m);
                if (out.contains(parsed)) {
                    throw new IllegalArgumentException("--methods names " + parsed.id() + " twice");
                }
                out.add(parsed);
            }
        }
        return out;
    }

    /** The method called {@code name}; the error lists the names. */
    public static TuneMethod parse(String name) {
        for (TuneMethod m : values()) {
            if (m.id.equalsIgnoreCase(name.strip())) {
                return m;
            }
        }
        throw new IllegalArgumentException("unknown tuning method '" + name.strip() + "': expected texel, hill, anneal, genetic or gradient");
    }
}
