package org.xqlab.cli;

import org.xqlab.rules.Fen;
import org.xqlab.rules.Move;
import org.xqlab.rules.Perft;
import org.xqlab.rules.Position;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

import java.io.PrintWriter;
import java.util.concurrent.Callable;

/**
 * {@code perft --fen F --depth N [--divide]}: counts leaf positions. Output contract: optional
 * {@code <iccs>: <count>} lines (divide), a time and speed line, and last {@code nodes <count>}.
 */
@Command(name = "perft", description = "Count the leaf positions of the legal move tree (move generator check and benchmark).")
final class PerftCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--fen", defaultValue = "startpos", description = "FEN of the position, or startpos (default).")
    String fen;

    @Option(names = "--depth", required = true, description = "Depth in plies (1-20).")
    int depth;

    @Option(names = "--divide", description = "Print the count below each root move first.")
    boolean divide;

    @Override
    public Integer call() {
        if (depth < 1 || depth > 20) {
            throw new IllegalArgumentException("--depth must be between 1 and 20, got " + depth);
        }
        Position position = Fen.parse(fen);
        PrintWriter out = spec.commandLine().getOut();
        Perft perft = new Perft(depth);
        long start = System.nanoTime();
        long nodes;
        if (divide) {
            nodes = perft.divide(position, depth, (count, move) -> out.println(Move.iccs(move) + ": " + count));
        } else {
            nodes = perft.perft(position, depth);
        }
        long nanos = Math.max(1, System.nanoTime() - start);
        out.printf("time %.3f s, %d leaves/s%n", nanos / 1e9, (long) (nodes * 1e9 / nanos));
        out.println("nodes " + nodes);
        return 0;
    }
}
