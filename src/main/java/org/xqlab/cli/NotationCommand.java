package org.xqlab.cli;

import org.xqlab.rules.Fen;
import org.xqlab.rules.Move;
import org.xqlab.rules.Notation;
import org.xqlab.rules.Position;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.util.concurrent.Callable;

/**
 * {@code notation --fen F --move <iccs>} prints the move in the three notations, exactly three lines
 * {@code iccs <m>}, {@code wxf <m>}, {@code chinese <m>}. {@code notation --fen F --parse <text>} reads a
 * move in any of the three and prints {@code iccs <m>}. Bad input exits with 2 and one line
 * {@code error: ...}.
 */
@Command(name = "notation", description = "Write a move in ICCS, WXF and Chinese notation, or read one written in any of them.")
final class NotationCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--fen", defaultValue = "startpos", description = "FEN of the position, or startpos (default).")
    String fen;

    @ArgGroup(exclusive = true, multiplicity = "1")
    Input input;

    static final class Input {
        @Option(names = "--move", description = "A legal move in ICCS coordinates, e.g. h2e2.")
        String move;

        @Option(names = "--parse", description = "A move in ICCS, WXF or Chinese notation, e.g. C2=5 or 炮二平五.")
        String text;
    }

    @Override
    public Integer call() {
        Position position = Fen.parse(fen);
        PrintWriter out = spec.commandLine().getOut();
        if (input.text != null) {
            out.println("iccs " + Move.iccs(Notation.parseAny(position, input.text)));
            return 0;
        }
        int move = Notation.ICCS.parse(position, input.move);
        out.println("iccs " + Notation.ICCS.format(position, move));
        out.println("wxf " + Notation.WXF.format(position, move));
        out.println("chinese " + Notation.CHINESE.format(position, move));
        return 0;
    }
}
