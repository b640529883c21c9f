package org.xqlab.experiment;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.xqlab.protocol.MoveBudget;
import org.xqlab.protocol.Opening;
import org.xqlab.protocol.Sprt;
import org.xqlab.rules.Fen;
import org.xqlab.rules.Move;
import org.xqlab.rules.Position;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Reads and writes match experiment files: JSON with {@code "kind": "match"} and the fields {@code name},
 * {@code description}, {@code claim}, {@code variants} and {@code base} as in search experiments
 * ({@link ExperimentFile}; variants are in-process presets with {@code key=value} changes — an experiment
 * file never names an external program: {@code experiment run --opponent SPEC} puts one in the base's place),
 * {@code tc} ({@code nodes=N}, {@code movetime=MS} or {@code clock=BASE+INC}, default
 * {@code nodes=20000}), {@code games} (per variant against the base, even, default 20), {@code openings}
 * (a file of named lines or game records relative to the experiment file, or an inline list of
 * {@code {"name", "fen", "moves"}}; default {@link Opening#suite()}, 3,000 master-game positions), {@code maxPlies} (default 300),
 * {@code sprt} ({@code {"elo0", "elo1", "alpha", "beta"}}, optional) and {@code output}. Problems throw an
 * {@link IllegalArgumentException} naming the file and the field. {@link #canonical} writes the resolved
 * experiment with its openings inline: two folders hold the same experiment exactly when their texts are
 * equal.
 */
public final class MatchExperimentFile {
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
    private static final Set<String> FIELDS = Set.of("kind", "name", "description", "claim", "variants", "base", "tc",
            "games", "openings", "maxPlies", "sprt", "output");

    private MatchExperimentFile() {
    }

    /** Whether experiment text declares {@code "kind": "match"} (false for anything else, invalid JSON too). */
    public static boolean isMatch(String text) {
        return ExperimentFile.declaresKind(text, "match");
    }

    /** Whether a file holds a match experiment. */
    public static boolean isMatch(Path file) {
        return ExperimentFile.declaresKind(file, "match");
    }

    /** Reads a match experiment file; an openings path is resolved against the file's folder. */
    public static MatchExperiment read(Path file) {
        return parse(file.getFileName().toString(), ExperimentFile.readText(file), file.toAbsolutePath().getParent());
    }

    /** Parses match experiment text; {@code source} names it in messages, {@code dir} resolves paths (may be null). */
    public static MatchExperiment parse(String source, String text, Path dir) {
        return parse(source, text, dir, false);
    }

    /**
     * Parses the canonical text stored in a result folder, which may also name the external
     * {@code opponent} given on the command line of that run.
     */
    public static MatchExperiment parseStored(String source, String text) {
        return parse(source, text, null, true);
    }

    private static MatchExperiment parse(String source, String text, Path dir, boolean stored) {
        JsonNode root = ExperimentFile.readObject(source, text);
        ExperimentFile.Reader r = new ExperimentFile.Reader(source, dir);
        String opponent = null;
        if (stored && root.has("opponent")) {
            opponent = root.get("opponent").asText();
            ((ObjectNode) root).remove("opponent");
        }
        r.checkFields(root, FIELDS, "");
        if (!root.path("kind").asText("").equals("match")) {
            throw r.bad("kind", "expected \"match\", found " + root.get("kind"));
        }
        String name = r.text(root, "name", null, true);
        if (!name.matches("[A-Za-z0-9_.-]+") || name.matches("\\.+")) {
            throw r.bad("name", "'" + name + "' may hold only letters, digits, '-', '_' and '.' (not only dots)");
        }
        List<Variant> variants = r.variants(root.get("variants"));
        String base = r.text(root, "base", variants.get(0).name(), false);
        if (variants.stream().noneMatch(v -> v.name().equals(base))) {
            throw r.bad("base", "'" + base + "' is not the name of a variant");
        }
        if (variants.size() < 2) {
            throw r.bad("variants", "a match experiment needs the base and at least one variant to play it");
        }
        MoveBudget budget;
        try {
            budget = MoveBudget.parse(r.text(root, "tc", "nodes=20000", false));
        } catch (IllegalArgumentException e) {
            throw r.bad("tc", e.getMessage());
        }
        if (budget.depth() > 0) {
            throw r.bad("tc", "a match experiment plays at equal nodes (nodes=N), equal time (movetime=MS) or on a clock (clock=BASE+INC)");
        }
        int games = whole(r, root, "games", 20, 2, 100_000);
        if (games % 2 != 0) {
            throw r.bad("games", games + " is odd: each opening is played twice, with the colours swapped");
        }
        int maxPlies = whole(r, root, "maxPlies", 300, 20, 2000);
        Sprt sprt = null;
        JsonNode s = root.get("sprt");
        if (s != null && !s.isNull()) {
            if (!s.isObject()) {
                throw r.bad("sprt", "expected {\"elo0\", \"elo1\", \"alpha\", \"beta\"}, found " + s);
            }
            r.checkFields(s, Set.of("elo0", "elo1", "alpha", "beta"), "sprt.");
            double[] v = new double[4];
            String[] keys = {"elo0", "elo1", "alpha", "beta"};
            for (int i = 0; i < 4; i++) {
                JsonNode n = s.get(keys[i]);
                if (n == null || !n.isNumber()) {
                    throw r.bad("sprt." + keys[i], "expected a number, found " + n);
                }
                v[i] = n.doubleValue();
            }
            try {
                sprt = new Sprt(v[0], v[1], v[2], v[3]);
            } catch (IllegalArgumentException e) {
                throw r.bad("sprt", e.getMessage().replace("--sprt: ", ""));
            }
        }
        List<Opening> openings = openings(r, root.get("openings"), dir);
        if (games / 2 > openings.size()) {
            throw r.bad("games", games + " games are " + games / 2 + " pairs, but there are only " + openings.size()
                    + " openings: a pair on an opening already used would repeat its games; play at most "
                    + 2 * openings.size() + " games, or give more openings");
        }
        String output = r.confined(r.text(root, "output", "experiment-results/" + name, false));
        return new MatchExperiment(name, r.text(root, "description", "", false), r.text(root, "claim", "", false),
                variants, base, budget, games, openings, maxPlies, sprt, output, opponent);
    }

    private static int whole(ExperimentFile.Reader r, JsonNode root, String field, int dflt, int min, int max) {
        JsonNode n = root.get(field);
        if (n == null || n.isNull()) {
            return dflt;
        }
        if (!n.isIntegralNumber() || n.longValue() < min || n.longValue() > max) {
            throw r.bad(field, "expected a whole number from " + min + " to " + max + ", found " + n);
        }
        return n.intValue();
    }

    private static List<Opening> openings(ExperimentFile.Reader r, JsonNode node, Path dir) {
        if (node == null || node.isNull()) {
            return Opening.suite();
        }
        if (node.isTextual()) {
            Path p = dir == null ? null : dir.resolve(node.asText());
            String problem = p == null ? null : org.xqlab.io.InputFiles.problem(p, "an openings file");
            if (problem != null) {
                throw r.bad("openings", problem);
            }
            if (p == null || !Files.isRegularFile(p)) {
                throw r.bad("openings", "no openings file '" + node.asText() + "' next to the experiment file");
            }
            try {
                return Opening.read(p);
            } catch (IOException | IllegalArgumentException e) {
                throw r.bad("openings", e.getMessage());
            }
        }
        if (!node.isArray() || node.isEmpty()) {
            throw r.bad("openings", "expected a file name or a non-empty list of {name, fen, moves}, found " + node);
        }
        List<Opening> list = new ArrayList<>();
        for (int i = 0; i < node.size(); i++) {
            String path = "openings[" + i + "]";
            JsonNode o = node.get(i);
            if (!o.isObject()) {
                throw r.bad(path, "expected {name, fen, moves}, found " + o);
            }
            r.checkFields(o, Set.of("name", "fen", "moves"), path + ".");
            String fen = r.text(o, "fen", path + ".fen", Fen.START, false);
            Position p;
            try {
                p = Fen.parse(fen);
            } catch (RuntimeException e) {
                throw r.bad(path + ".fen", e.getMessage());
            }
            List<Integer> moves = new ArrayList<>();
            String text = r.text(o, "moves", path + ".moves", "", false).trim();
            for (String m : text.isEmpty() ? new String[0] : text.split("\\s+")) {
                int move = Move.parseIccs(m);
                if (move == Move.NONE || !p.isLegal(move)) {
                    throw r.bad(path + ".moves", "'" + m + "' is not a legal move here");
                }
                p.play(move);
                moves.add(move);
            }
            list.add(new Opening(r.text(o, "name", path + ".name", null, true), fen, moves));
        }
        return list;
    }

    /** The resolved experiment as canonical JSON (openings inline, no output folder). */
    public static String canonical(MatchExperiment e) {
        ObjectNode root = JSON.createObjectNode();
        root.put("kind", "match");
        root.put("name", e.name());
        root.put("description", e.description());
        root.put("claim", e.claim());
        ArrayNode variants = root.putArray("variants");
        for (Variant v : e.variants()) {
            ObjectNode o = variants.addObject();
            o.put("name", v.name());
            o.put("preset", v.preset());
            o.put("set", v.changes());
        }
        root.put("base", e.base());
        if (e.opponent() != null) {
            root.put("opponent", e.opponent());
        }
        root.put("tc", e.budget().toString());
        root.put("games", e.games());
        root.put("maxPlies", e.maxPlies());
        if (e.sprt() != null) {
            ObjectNode s = root.putObject("sprt");
            s.put("elo0", e.sprt().elo0());
            s.put("elo1", e.sprt().elo1());
            s.put("alpha", e.sprt().alpha());
            s.put("beta", e.sprt().beta());
        }
        ArrayNode openings = root.putArray("openings");
        for (Opening o : e.openings()) {
            ObjectNode n = openings.addObject();
            n.put("name", o.name());
            n.put("fen", o.fen());
            n.put("moves", String.join(" ", o.moves().stream().map(Move::iccs).toList()));
        }
        try {
            return JSON.writeValueAsString(root) + "\n";
        } catch (JsonProcessingException ex) {
            throw new IllegalStateException(ex);
        }
    }
}
