package org.xqlab.experiment;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.xqlab.game.RecordCollection;
import org.xqlab.game.RecordFormatException;
import org.xqlab.review.ReviewSettings;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.DigestInputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.Set;

/**
 * Reads and writes review experiment files: JSON with {@code "kind": "review"} and the fields {@code name},
 * {@code description}, {@code games} (a record file relative to the experiment file: PGN, XQF, DhtmlXQ, CBF, dpxq
 * text, … one game or many, read a game at a time), {@code preset} (default {@code full}) and {@code set}
 * ({@code key=value} changes, as a variant's), {@code limit} ({@code {"nodes": N}}, {@code {"depth": D}} or
 * {@code {"movetime": MS}}, default {@code {"movetime": 1000}} as {@code review}'s) and {@code output}. Problems
 * throw an {@link IllegalArgumentException} naming the file and the field. {@link #canonical} writes the resolved
 * experiment with the collection as its name, SHA-256 and number of games (no path, no output folder): two folders
 * hold the same experiment exactly when their texts are equal.
 */
public final class ReviewExperimentFile {
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
    private static final Set<String> FIELDS = Set.of("kind", "name", "description", "games", "preset", "set", "limit",
            "output");
    private static final List<String> LIMITS = List.of("nodes", "depth", "movetime");

    private ReviewExperimentFile() {
    }

    /** Whether experiment text declares {@code "kind": "review"} (false for anything else, invalid JSON too). */
    public static boolean isReview(String text) {
        return ExperimentFile.declaresKind(text, "review");
    }

    /** Whether a file holds a review experiment. */
    public static boolean isReview(Path file) {
        return ExperimentFile.declaresKind(file, "review");
    }

    /** Reads a review experiment file; the games file is resolved against the file's folder and indexed. */
    public static ReviewExperiment read(Path file) {
        return parse(file.getFileName().toString(), ExperimentFile.readText(file), file.toAbsolutePath().getParent());
    }

    /** Parses review experiment text; {@code source} names it in messages, {@code dir} resolves the games file. */
    public static ReviewExperiment parse(String source, String text, Path dir) {
        JsonNode root = ExperimentFile.readObject(source, text);
        ExperimentFile.Reader r = new ExperimentFile.Reader(source, dir);
        r.checkFields(root, FIELDS, "");
        Common c = common(r, root);
        JsonNode g = root.get("games");
        if (g == null || !g.isTextual() || g.asText().isBlank()) {
            throw r.bad("games", g == null ? "is required: a game record file (PGN, XQF, DhtmlXQ, …) next to the "
                    + "experiment file" : "expected a file name, found " + g);
        }
        Path games = dir == null ? Path.of(g.asText()) : dir.resolve(g.asText());
        String problem = org.xqlab.io.InputFiles.problem(games, "a game record file");
        if (problem != null) {
            throw r.bad("games", problem);
        }
        if (!Files.isRegularFile(games)) {
            throw r.bad("games", "no game record file '" + g.asText() + "' next to the experiment file");
        }
        int count;
        try {
            count = RecordCollection.open(games).size();
        } catch (RecordFormatException e) {
            throw r.bad("games", e.getMessage());
        } catch (IOException e) {
            throw r.bad("games", "cannot read " + games + ": " + e.getMessage());
        }
        if (count == 0) {
            throw r.bad("games", games + " holds no game");
        }
        String output = r.confined(r.text(root, "output", "experiment-results/" + c.name, false));
        return new ReviewExperiment(c.name, c.description, games, games.getFileName().toString(), sha256(games), count,
                c.variant, c.budget, output);
    }

    /** Parses the canonical text stored in a result folder (the collection by name, hash and count; no path). */
    public static ReviewExperiment parseStored(String source, String text) {
        JsonNode root = ExperimentFile.readObject(source, text);
        ExperimentFile.Reader r = new ExperimentFile.Reader(source, null);
        r.checkFields(root, FIELDS, "");
        Common c = common(r, root);
        JsonNode g = root.get("games");
        if (g == null || !g.isObject() || !g.path("count").isIntegralNumber() || !g.path("file").isTextual()
                || !g.path("sha256").isTextual()) {
            throw r.bad("games", "expected {\"file\", \"sha256\", \"count\"}, found " + g);
        }
        return new ReviewExperiment(c.name, c.description, null, g.get("file").asText(), g.get("sha256").asText(),
                g.get("count").intValue(), c.variant, c.budget, "");
    }

    private record Common(String name, String description, Variant variant, String budget) {
    }

    private static Common common(ExperimentFile.Reader r, JsonNode root) {
        if (!root.path("kind").asText("").equals("review")) {
            throw r.bad("kind", "expected \"review\", found " + root.get("kind"));
        }
        String name = r.text(root, "name", null, true);
        if (!name.matches("[A-Za-z0-9_.-]+") || name.matches("\\.+")) {
            throw r.bad("name", "'" + name + "' may hold only letters, digits, '-', '_' and '.' (not only dots)");
        }
        String preset = r.text(root, "preset", "full", false);
        try {
            org.xqlab.search.SearchConfig.preset(preset);
        } catch (IllegalArgumentException e) {
            throw r.bad("preset", e.getMessage());
        }
        String changes = r.changes(root.get("set"), "set");
        Variant variant;
        try {
            variant = Variant.of(name, preset, changes);
        } catch (IllegalArgumentException e) {
            throw r.bad("set", e.getMessage());
        }
        return new Common(name, r.text(root, "description", "", false), variant, budget(r, root.get("limit")));
    }

    /** The budget a position as {@link ReviewSettings} takes it, e.g. {@code nodes=20000}. */
    private static String budget(ExperimentFile.Reader r, JsonNode limit) {
        if (limit == null || limit.isNull()) {
            return "movetime=1000";
        }
        if (!limit.isObject() || limit.size() != 1) {
            throw r.bad("limit", "expected one of {\"nodes\": N}, {\"depth\": D}, {\"movetime\": MS}, found " + limit);
        }
        String kind = limit.fieldNames().next();
        JsonNode v = limit.get(kind);
        if (!LIMITS.contains(kind)) {
            throw r.bad("limit." + kind, "unknown limit (known: " + String.join(", ", LIMITS) + ")");
        }
        if (!v.isIntegralNumber()) {
            throw r.bad("limit." + kind, "expected a whole number, found " + v);
        }
        String budget = kind + "=" + v.longValue();
        try {
            new ReviewSettings(org.xqlab.search.SearchConfig.preset("full"), budget, 1);
        } catch (IllegalArgumentException e) {
            throw r.bad("limit." + kind, e.getMessage());
        }
        return budget;
    }

    /** The resolved experiment as canonical JSON (see the class contract). */
    public static String canonical(ReviewExperiment e) {
        ObjectNode root = JSON.createObjectNode();
        root.put("kind", "review");
        root.put("name", e.name());
        root.put("description", e.description());
        ObjectNode games = root.putObject("games");
        games.put("file", e.gamesName());
        games.put("sha256", e.gamesSha256());
        games.put("count", e.gameCount());
        root.put("preset", e.variant().preset());
        root.put("set", e.variant().changes());
        int eq = e.budget().indexOf('=');
        root.putObject("limit").put(e.budget().substring(0, eq), Long.parseLong(e.budget().substring(eq + 1)));
        try {
            return JSON.writeValueAsString(root) + "\n";
        } catch (JsonProcessingException ex) {
            throw new IllegalStateException(ex);
        }
    }

    /** The SHA-256 of a file, read as a stream. */
    static String sha256(Path file) {
        try (InputStream in = new DigestInputStream(Files.newInputStream(file), MessageDigest.getInstance("SHA-256"))) {
            in.transferTo(java.io.OutputStream.nullOutputStream());
            return HexFormat.of().formatHex(((DigestInputStream) in).getMessageDigest().digest());
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read " + file + ": " + e.getMessage());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
