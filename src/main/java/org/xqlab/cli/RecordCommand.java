package org.xqlab.cli;

import org.xqlab.game.GameFiles;
import org.xqlab.game.GameRecord;
import org.xqlab.game.RecordCollection;
import org.xqlab.game.RecordFile;
import org.xqlab.game.RecordFormatException;
import org.xqlab.game.RecordReader;
import org.xqlab.game.RecordWriter;
import org.xqlab.io.OutputPaths;
import org.xqlab.rules.Move;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.StringJoiner;
import java.util.concurrent.Callable;

/**
 * {@code record show FILE… [--game N]} prints for each file a block of lines — {@code file <path as given>},
 * {@code format <name>}, {@code encoding <name>}, {@code games <n>}, then for the first game (or game N)
 * {@code fen <start FEN>}, {@code moves <main line in ICCS>}, {@code result <r>}, {@code variations <n>} —
 * blocks separated by an empty line; a file that cannot be read prints {@code error <message>} in its
 * block (after its format and encoding when those were found) and the exit status is 2.
 * {@code record convert IN --to pgn|pgn-gbk|dhtmlxq|xqf --out OUT [--game N]} writes the games of any
 * readable record in another format, atomically. {@code record bench} times the reader on a long record.
 */
@Command(name = "record", description = "Show what a game record file holds, or convert it to another format.",
        subcommands = {RecordCommand.Show.class, RecordCommand.Convert.class, RecordBench.class})
final class RecordCommand implements Runnable {
    @Override
    public void run() {
        throw new IllegalArgumentException("record needs a subcommand: show, convert or bench");
    }

    @Command(name = "show", description = "Print format, encoding, games and the main line of record files.")
    static final class Show implements Callable<Integer> {
        @Spec
        CommandSpec spec;
        @Parameters(arity = "1..*", paramLabel = "FILE", description = "Record files: PGN, XQF, DhtmlXQ, CBF, PlayOK, dpxq text.")
        List<Path> files = new ArrayList<>();
        @Option(names = "--game", defaultValue = "1", description = "Which game of each file to show (default 1).")
        int game;
        @Option(names = "--comments", description = "Also print the main line's comments (a review's marks): "
                + "a line 'comment PLY MOVE TEXT' each, ply 0 and move '-' for the comment before the first move.")
        boolean comments;

        @Override
        public Integer call() {
            PrintWriter out = spec.commandLine().getOut();
            boolean failed = false;
            boolean first = true;
            for (Path file : files) {
                if (!first) {
                    out.println();
                }
                first = false;
                out.println("file " + file);
                failed |= !show(file, out);
            }
            out.flush();
            return failed ? 2 : 0;
        }

        /** {@code comment PLY MOVE TEXT}, the text on one line (its line breaks as blanks); nothing without a comment. */
        private static void comment(PrintWriter out, int ply, String move, String text) {
            String one = text == null ? "" : text.strip().replaceAll("\\s*\\R\\s*", " ");
            if (!one.isEmpty()) {
                out.println("comment " + ply + " " + move + " " + one);
            }
        }

        private boolean show(Path file, PrintWriter out) {
            RecordCollection record;
            try {
                record = RecordCollection.open(file);
            } catch (NoSuchFileException e) {
                out.println("error " + file + ": no such file");
                return false;
            } catch (IOException e) {
                out.println("error " + file + ": cannot read: " + e.getMessage());
                return false;
            } catch (RecordFormatException e) {
                out.println("error " + e.getMessage());
                return false;
            }
            out.println("format " + record.format().label());
            out.println("encoding " + record.encoding());
            out.println("games " + record.size());
            if (game < 1 || game > record.size()) {
                out.println("error " + file + ": game " + game + ": the file holds " + record.size()
                        + (record.size() == 1 ? " game" : " games"));
                return false;
            }
            GameRecord g = record.game(game - 1);
            out.println("fen " + g.startFen());
            StringJoiner moves = new StringJoiner(" ");
            for (GameRecord.Node n : g.mainLine()) {
                moves.add(Move.iccs(n.move()));
            }
            out.println(moves.length() == 0 ? "moves" : "moves " + moves);
            out.println("result " + g.headers().getOrDefault("Result", "*"));
            out.println("variations " + g.variationCount());
            if (comments) {
                comment(out, 0, "-", g.root().comment());
                List<GameRecord.Node> line = g.mainLine();
                for (int i = 0; i < line.size(); i++) {
                    comment(out, i + 1, Move.iccs(line.get(i).move()), line.get(i).comment());
                }
            }
            for (String w : g.readWarnings()) {
                out.println("warning " + file + ": game " + game + ": " + w);
            }
            return true;
        }
    }

    /**
     * The warnings of a conversion: up to {@value #ALL} are printed as they come; beyond that the first
     * {@value #FIRST} are printed and the rest counted by kind (the warning with its quoted values and numbers
     * left out), and a summary names each kind with its count.
     */
    static final class WarningSummary {
        static final int ALL = 20;
        static final int FIRST = 10;
        private final PrintWriter err;
        private final java.util.List<String> held = new java.util.ArrayList<>();
        private final java.util.Map<String, Integer> kinds = new java.util.LinkedHashMap<>();
        private int total;

        WarningSummary(PrintWriter err) {
            this.err = err;
        }

        void add(String file, String game, String warning) {
            total++;
            kinds.merge(file + kind(warning), 1, Integer::sum);
            String line = "warning: " + file + game + warning;
            if (total <= FIRST) {
                err.println(line);
            } else if (total <= ALL) {
                held.add(line);
            }
        }

        /** The kind of a warning: its words, with 'quoted values' and numbers left out. */
        static String kind(String warning) {
            return warning.replaceAll("'[^']*'", "'…'").replaceAll("\\d+", "N");
        }

        void finish() {
            if (total <= ALL) {
                held.forEach(err::println);
                return;
            }
            err.printf("warning: %,d warnings in all, the first %d above; by kind:%n", total, FIRST);
            kinds.entrySet().stream().sorted((a, b) -> b.getValue() - a.getValue())
                    .forEach(e -> err.printf("  %,8d  %s%n", e.getValue(), e.getKey()));
        }
    }

    @Command(name = "convert", description = "Write the games of a record file in another format (atomically).")
    static final class Convert implements Callable<Integer> {
        @Spec
        CommandSpec spec;
        @Parameters(index = "0", paramLabel = "IN", description = "A record file in any format read.")
        Path in;
        @Option(names = "--to", required = true, description = "pgn (UTF-8, ICCS), pgn-gbk (GBK, simplified Chinese moves, for XQWizard), dhtmlxq or xqf.")
        String to;
        @Option(names = "--out", required = true, description = "The file to write.")
        Path out;
        @Option(names = "--game", description = "Convert only this game (1-based).")
        Integer game;

        @Override
        public Integer call() throws IOException {
            RecordWriter.Target target = RecordWriter.Target.parse(to);
            org.xqlab.io.InputFiles.require(in, "a game record", "no such file: " + in);
            OutputPaths.requireWritableFile(out, "--out");
            RecordCollection record = RecordCollection.open(in); // one game in memory at a time
            int from = 0;
            int end = record.size();
            if (game != null) {
                if (game < 1 || game > record.size()) {
                    throw new IllegalArgumentException(in + ": game " + game + ": the file holds " + record.size() + " games");
                }
                from = game - 1;
                end = game;
            }
            int count = end - from;
            int first = from;
            PrintWriter err = spec.commandLine().getErr();
            WarningSummary warnings = new WarningSummary(err);
            GameFiles.write(out, record, from, end, target, (g, i) -> {
                for (String w : g.readWarnings()) {
                    warnings.add(in + ": ", "game " + (i + 1) + ": ", w);
                }
                for (String w : RecordWriter.warnings(List.of(g), target)) {
                    warnings.add(out + ": ", count > 1 ? "game " + (i - first + 1) + ": " : "", w);
                }
            });
            warnings.finish();
            int games = count;
            spec.commandLine().getOut().printf("converted %d %s from %s (%s, %s) to %s (%s)%n", games,
                    games == 1 ? "game" : "games", in, record.format().label(), record.encoding(), out,
                    to.toLowerCase(java.util.Locale.ROOT));
            return 0;
        }
    }
}
