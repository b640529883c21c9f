package org.xqlab.cli;

import org.xqlab.book.BookBuilder;
import org.xqlab.book.BookFile;
import org.xqlab.book.BookMove;
import org.xqlab.book.BookProbe;
import org.xqlab.book.OpeningBook;
import org.xqlab.io.OutputPaths;
import org.xqlab.rules.Fen;
import org.xqlab.rules.Move;
import org.xqlab.rules.Notation;
import org.xqlab.rules.Position;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code book build --pgn FILES… (records in any format) [--lines FILE…] --out FILE [--plies N] [--min-games N]} makes a book
 * file from games (and named opening lines); {@code book probe [--book FILE] [--fen F] [--moves M…]}
 * prints the book moves with weights and the opening name (the bundled book when no file is given).
 */
@Command(name = "book", description = "Build an opening book from game records, or look a position up in a book.",
        subcommands = {BookCommand.Build.class, BookCommand.Probe.class})
final class BookCommand implements Runnable {
    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        throw new IllegalArgumentException("book needs a subcommand: build or probe");
    }

    @Command(name = "build", description = "Make a book file from the opening moves of game records.")
    static final class Build implements java.util.concurrent.Callable<Integer> {
        @Spec
        CommandSpec spec;
        @Option(names = {"--pgn", "--games"}, arity = "1..*", description = "Game record files in any format read (PGN with many games, XQF, DhtmlXQ, CBF, PlayOK, dpxq text).")
        List<Path> pgn = new ArrayList<>();
        @Option(names = "--lines", arity = "1..*", description = "Named opening lines ('中文 | English | moves' per line).")
        List<Path> lines = new ArrayList<>();
        @Option(names = "--out", required = true, description = "The book file to write (.xqb).")
        Path out;
        @Option(names = "--plies", defaultValue = "20", description = "Moves per game that enter the book (default 20).")
        int plies;
        @Option(names = "--min-games", defaultValue = "1", description = "Keep a move only if played this often (default 1).")
        int minGames;

        @Override
        public Integer call() throws IOException {
            if (pgn.isEmpty() && lines.isEmpty()) {
                throw new IllegalArgumentException("give --pgn files or --lines files to build from");
            }
            OutputPaths.requireWritableFile(out, "--out");
            BookBuilder b = new BookBuilder(plies, minGames);
            for (Path p : pgn) {
                requireFile(p);
                b.addRecords(p);
            }
            for (Path p : lines) {
                requireFile(p);
                b.addLines(Files.readString(p, StandardCharsets.UTF_8), p.toString());
            }
            for (String skipped : b.skipped()) {
                spec.commandLine().getErr().println("warning: skipped " + skipped);
            }
            if (!b.skipped().isEmpty()) {
                spec.commandLine().getErr().println("warning: " + b.skipped().size()
                        + " game(s) skipped: they hold a bad move inside a variation");
            }
            OpeningBook book = b.build();
            BookFile.write(book, out);
            spec.commandLine().getOut().printf("games %d positions %d entries %d names %d bytes %d -> %s%n", b.games(),
                    book.positionCount(), book.entryCount(), book.names().size(), Files.size(out), out);
            return 0;
        }
    }

    @Command(name = "probe", description = "Print the book moves and the opening name of a position.")
    static final class Probe implements java.util.concurrent.Callable<Integer> {
        @Spec
        CommandSpec spec;
        @Option(names = "--book", description = "A book file (default: the bundled book).")
        Path book;
        @Option(names = "--fen", defaultValue = "startpos", description = "The position (default startpos).")
        String fen;
        @Option(names = "--moves", arity = "1..*", description = "Moves from that position, in any notation.")
        List<String> moves = new ArrayList<>();

        @Override
        public Integer call() throws IOException {
            OpeningBook b = OpeningBook.bundled();
            if (book != null) {
                requireFile(book);
                b = BookFile.read(book);
            }
            Position p = Fen.parse(fen);
            for (String m : moves) {
                p.play(Notation.parseAny(p, m));
            }
            BookProbe probe = b.probe(p);
            PrintWriter out = spec.commandLine().getOut();
            out.println("opening " + probe.name().map(Object::toString).orElse("-"));
            for (BookMove m : probe.moves()) {
                out.printf("%s %s %d%n", Move.iccs(m.move()), Notation.CHINESE.format(p, m.move()), m.weight());
            }
            if (!probe.inBook()) {
                out.println("out of book");
            }
            return 0;
        }
    }

    static void requireFile(Path p) {
        org.xqlab.io.InputFiles.require(p, "a game record", "no such file: " + p);
    }
}
