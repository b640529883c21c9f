package org.xqlab.experiment;

import org.xqlab.game.GameRecord;
import org.xqlab.game.RecordReader;
import org.xqlab.io.BoundedFiles;
import org.xqlab.rules.Fen;
import org.xqlab.rules.Move;
import org.xqlab.rules.Position;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A named list of positions read from an EPD-style text: one position a line, the FEN followed by
 * operations separated by semicolons (outside quotes) — {@code id "name"} (required, unique), {@code bm m1 m2}
 * (expected best moves in ICCS, each legal in the position), {@code dm N} (the side to move mates in N moves,
 * 1–{@value #MAX_MATE}), {@code c0 "comment"} and {@code seq "game"} (the game sequence the position belongs to).
 * Blank lines and lines starting with {@code #} are ignored.
 * Every FEN is checked with {@link Fen#parse}; a bad line is rejected with a message naming the suite,
 * the line number and the problem. The suites shipped with the program are {@link #BUILT_IN}; their
 * files are in {@code sample-positions/} and bundled in the jar. A game record file (see {@link #read})
 * makes a suite of its games' positions.
 */
public record Suite(String name, List<SuitePosition> positions) {
    /** The suites bundled with the program, in the order of sample-positions/README.md. */
    public static final List<String> BUILT_IN = List.of("openings", "middlegames", "endgames", "tactics", "games",
            "real-games", "masters", "tournaments", "tournaments-deep", "tournament-games", "mates");

    public Suite {
        positions = List.copyOf(positions);
    }

    /** The longest mate a suite may name ({@code dm}). */
    public static final int MAX_MATE = 50;

    /** The largest suite file read (a suite of 100,000 positions is about 8 MB). */
    public static final long MAX_FILE_BYTES = 32L << 20;

    /**
     * Reads a suite file (at most {@link #MAX_FILE_BYTES}); the suite is named after the file without its
     * extension. A game record in any format the game reader knows (PGN, XQF, DhtmlXQ, CBF, PlayOK, dpxq
     * text — recognised by its bytes) makes a suite of its games' positions ({@link #fromGames}); anything
     * else is read as EPD.
     */
    public static Suite read(Path file) {
        byte[] bytes;
        try {
            bytes = BoundedFiles.readBytes(file, MAX_FILE_BYTES, "a suite file");
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read suite file " + file + ": " + e.getMessage());
        }
        String name = file.getFileName().toString().replaceFirst("\\.[^.]*$", "");
        if (RecordReader.detect(bytes) != null) {
            return fromGames(name, RecordReader.read(bytes, file.toString()).games());
        }
        return parse(name, new String(bytes, StandardCharsets.UTF_8));
    }

    /**
     * A suite of the positions of games: for game N (1-based) the position before each move of its main
     * line, id {@code gN-pK} (K the ply, 0 = start), sequence {@code game-N}, the move played in the
     * comment; no expected best move. The positions of a game form one sequence, so experiments with
     * {@code "sequences": true} search them as the game went.
     */
    public static Suite fromGames(String name, List<GameRecord> games) {
        List<SuitePosition> list = new ArrayList<>();
        for (int g = 0; g < games.size(); g++) {
            GameRecord game = games.get(g);
            Position p = game.positionAt(game.root());
            int ply = 0;
            for (GameRecord.Node node : game.mainLine()) {
                list.add(new SuitePosition(name, "g" + (g + 1) + "-p" + ply, Fen.format(p), List.of(),
                        "game " + (g + 1) + " ply " + ply + " played " + Move.iccs(node.move()), "game-" + (g + 1)));
                p.play(node.move());
                ply++;
            }
        }
        if (list.isEmpty()) {
            throw new IllegalArgumentException("suite " + name + ": the games hold no move");
        }
        return new Suite(name, list);
    }

    /**
     * The suite a command-line option names: a file (any format {@link #read} knows) or, when no file has that
     * name, a built-in suite; otherwise an error naming the option and the built-in suites.
     */
    public static Suite named(String fileOrName, String option) {
        Path file = Path.of(fileOrName);
        if (java.nio.file.Files.isRegularFile(file)) {
            return read(file);
        }
        String problem = org.xqlab.io.InputFiles.problem(file, "a suite file");
        if (problem != null) {
            throw new IllegalArgumentException(option + " " + problem);
        }
        Suite s = builtIn(fileOrName);
        if (s == null) {
            throw new IllegalArgumentException(option + " '" + fileOrName + "': no such file and no built-in suite of "
                    + "that name (built-in: " + String.join(", ", BUILT_IN) + ")");
        }
        return s;
    }

    /** A suite bundled with the program, or null when there is none of this name. */
    public static Suite builtIn(String name) {
        try (InputStream in = Suite.class.getResourceAsStream("suites/" + name + ".epd")) {
            if (in == null) {
                return null;
            }
            return parse(name, new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new IllegalStateException("cannot read the bundled suite " + name, e);
        }
    }

    /** Parses suite text; {@code name} is used in messages and as the suite's name. */
    public static Suite parse(String name, String text) {
        List<SuitePosition> list = new ArrayList<>();
        Set<String> ids = new HashSet<>();
        String[] lines = text.split("\\R");
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].trim();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            String where = "suite " + name + " line " + (i + 1);
            SuitePosition p = parseLine(name, line, where);
            if (!ids.add(p.id())) {
                throw new IllegalArgumentException(where + ": id \"" + p.id() + "\" is used twice");
            }
            list.add(p);
        }
        if (list.isEmpty()) {
            throw new IllegalArgumentException("suite " + name + " holds no position");
        }
        return new Suite(name, list);
    }

    private static SuitePosition parseLine(String suite, String line, String where) {
        String[] parts = line.split(";(?=(?:[^\"]*\"[^\"]*\")*[^\"]*$)");
        String fen = parts[0].trim();
        Position position;
        try {
            position = Fen.parse(fen);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(where + ": bad FEN: " + e.getMessage());
        }
        String id = null;
        String comment = "";
        String sequence = "";
        int mateIn = 0;
        List<String> best = new ArrayList<>();
        for (int k = 1; k < parts.length; k++) {
            String op = parts[k].trim();
            if (op.isEmpty()) {
                continue;
            }
            int space = op.indexOf(' ');
            String opcode = space < 0 ? op : op.substring(0, space);
            String operand = space < 0 ? "" : unquote(op.substring(space + 1).trim());
            switch (opcode) {
                case "id" -> id = operand;
                case "c0" -> comment = operand;
                case "seq" -> sequence = operand;
                case "bm" -> {
                    for (String m : operand.split("\\s+")) {
                        best.add(checkMove(position, m, where));
                    }
                }
                case "dm" -> mateIn = mateMoves(operand, where);
                default -> throw new IllegalArgumentException(where + ": unknown operation '" + opcode
                        + "' (known: id, bm, dm, c0, seq)");
            }
        }
        if (id == null || id.isEmpty()) {
            throw new IllegalArgumentException(where + ": the position has no id \"...\" operation");
        }
        return new SuitePosition(suite, id, fen, best, comment, sequence, mateIn);
    }

    private static int mateMoves(String text, String where) {
        int n;
        try {
            n = Integer.parseInt(text);
        } catch (NumberFormatException e) {
            n = -1;
        }
        if (n < 1 || n > MAX_MATE) {
            throw new IllegalArgumentException(where + ": dm '" + text + "' is not a number of moves from 1 to " + MAX_MATE);
        }
        return n;
    }

    private static String checkMove(Position position, String text, String where) {
        int move = Move.parseIccs(text);
        if (move == Move.NONE) {
            throw new IllegalArgumentException(where + ": bm '" + text + "' is not an ICCS move");
        }
        if (!position.isLegal(move)) {
            throw new IllegalArgumentException(where + ": bm " + text + " is not legal in the position");
        }
        return Move.iccs(move);
    }

    private static String unquote(String s) {
        if (s.length() >= 2 && s.startsWith("\"") && s.endsWith("\"")) {
            return s.substring(1, s.length() - 1);
        }
        return s;
    }
}
