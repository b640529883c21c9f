package org.xqlab.cli;

import org.xqlab.rules.Fen;
import org.xqlab.rules.Position;
import org.xqlab.search.EvalTerm;
import org.xqlab.search.Evaluator;
import org.xqlab.search.SearchConfig;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;

/**
 * {@code eval [--fen F] [--preset P] [--set k=v ...] [--weights]}: the static evaluation of a position
 * term by term, or ({@code --weights}) the whole weights table of the configuration as a file to edit
 * and pass back with {@code --set eval.weights=FILE}. Output contract: {@code evaluation <cp>} (red's
 * view), {@code phase <n> of <max>}, then one line per switched-on term:
 * {@code term <name> <中文> <cp>}, the term's share (the evaluation minus the evaluation without it).
 */
@Command(name = "eval", description = "Show the static evaluation of a position term by term, or print the weights table.")
final class EvalCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--fen", defaultValue = "startpos", description = "FEN of the position, or startpos (default).")
    String fen;

    @Option(names = "--preset", defaultValue = "full", description = "Starting configuration (full, extended, …).")
    String preset;

    @Option(names = "--set", description = "Change one setting, key=value (repeatable), e.g. eval.weights=FILE.")
    List<String> settings = new ArrayList<>();

    @Option(names = "--weights", description = "Print every weight of the configuration's table as a weights file.")
    boolean weights;

    @Override
    public Integer call() {
        SearchConfig config = Configs.build(preset, settings);
        Evaluator evaluator = config.evaluator();
        PrintWriter out = spec.commandLine().getOut();
        if (weights) {
            out.print(evaluator.weights().format());
            out.flush();
            return 0;
        }
        Position p = Fen.parse(fen);
        int total = evaluator.evaluateForRed(p);
        out.println("evaluation " + total + " (centipawns, red's view; side to move "
                + (p.sideToMove() == 0 ? "red" : "black") + ")");
        out.println("phase " + evaluator.phase(p) + " of " + evaluator.phaseMax());
        for (EvalTerm t : evaluator.terms()) {
            Set<EvalTerm> without = EnumSet.copyOf(evaluator.terms());
            without.remove(t);
            int share = total - Evaluator.of(evaluator.weights(), without, true).evaluateForRed(p);
            out.printf("term %-18s %-8s %+d%n", t.termName(), t.chinese(), share);
        }
        out.flush();
        return 0;
    }
}
