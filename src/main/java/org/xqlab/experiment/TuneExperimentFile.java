package org.xqlab.experiment;

import org.xqlab.tune.TuneMethod;
import org.xqlab.tune.TuneSettings;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.xqlab.protocol.EngineSpec;
import org.xqlab.search.Evaluator;

/**
 * Reads and writes tune experiment files: JSON with {@code "kind": "tune"}, {@code name},
 * {@code description}, {@code claim}, {@code output} (confined to the current folder, as in every
 * experiment file) and two objects:
 * <ul>
 * <li>{@code data}: {@code records} (files or folders of game records, relative to the experiment
 *     file; default none), {@code selfPlay} (games, default 0), {@code engine} (an in-process engine,
 *     {@code preset:NAME[,key=value…]}; an experiment file never names an external program; default
 *     {@code preset:full}), {@code nodes} (a move, default 5000), {@code skipPlies} (default 10),
 *     {@code seed} (default 1) — the options of {@code tune data};</li>
 * <li>{@code tune}: {@code methods} (default {@code "texel,hill,anneal,genetic,gradient"}), {@code weights}
 *     (default {@code "material"}), {@code preset} (default {@code full}), {@code set}
 *     ({@code "key=value,…"}, default none), {@code iterations} (20), {@code step} (8),
 *     {@code population} (12), {@code seed} (1), {@code holdout} (default 0.2) — the options of
 *     {@code tune run}.</li>
 * </ul>
 * Problems throw an {@link IllegalArgumentException} naming the file and the field. {@link #canonical}
 * writes the resolved experiment (record paths absolute): two folders hold the same experiment exactly
 * when their texts are equal.
 */
public final class TuneExperimentFile {
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
    private static final Set<String> FIELDS = Set.of("kind", "name", "description", "claim", "data", "tune", "output");
    private static final Set<String> DATA = Set.of("records", "selfPlay", "engine", "nodes", "skipPlies", "seed");
    private static final Set<String> TUNE = Set.of("methods", "weights", "preset", "set", "iterations", "step",
            "population", "seed", "holdout");

    private TuneExperimentFile() {
    }

    /** Whether experiment text declares {@code "kind": "tune"} (false for anything else, invalid JSON too). */
    public static boolean isTune(String text) {
        return ExperimentFile.declaresKind(text, "tune");
    }

    /** Whether a file holds a tune experiment. */
    public static boolean isTune(Path file) {
        return ExperimentFile.declaresKind(file, "tune");
    }

    /** Reads a tune experiment file; record paths are resolved against the file's folder. */
    public static TuneExperiment read(Path file) {
        return parse(file.getFileName().toString(), ExperimentFile.readText(file), file.toAbsolutePath().getParent());
    }

    /** Parses tune experiment text; {@code source} names it in messages, {@code dir} resolves paths (null: none may be given relative). */
    public static TuneExperiment parse(String source, String text, Path dir) {
        JsonNode root = ExperimentFile.readObject(source, text);
        ExperimentFile.Reader r = new ExperimentFile.Reader(source, dir);
        r.checkFields(root, FIELDS, "");
        if (!root.path("kind").asText("").equals("tune")) {
            throw r.bad("kind", "expected \"tune\", found " + root.get("kind"));
        }
        String name = r.text(root, "name", null, true);
        if (!name.matches("[A-Za-z0-9_.-]+") || name.matches("\\.+")) {
            throw r.bad("name", "'" + name + "' may hold only letters, digits, '-', '_' and '.' (not only dots)");
        }
        JsonNode data = object(r, root, "data");
        JsonNode tune = object(r, root, "tune");
        r.checkFields(data, DATA, "data.");
        r.checkFields(tune, TUNE, "tune.");

        List<String> records = new ArrayList<>();
        JsonNode rec = data.get("records");
        if (rec != null && !rec.isNull()) {
            if (!rec.isArray()) {
                throw r.bad("data.records", "expected a list of files or folders, found " + rec);
            }
            for (int i = 0; i < rec.size(); i++) {
                JsonNode n = rec.get(i);
                if (!n.isTextual() || n.asText().isBlank()) {
                    throw r.bad("data.records[" + i + "]", "expected a file or folder name, found " + n);
                }
                Path p = Path.of(n.asText());
                if (!p.isAbsolute()) {
                    if (dir == null) {
                        throw r.bad("data.records[" + i + "]", "'" + n.asText() + "' is relative, and this experiment has no folder");
                    }
                    p = dir.resolve(p);
                }
                p = p.toAbsolutePath().normalize();
                if (!Files.exists(p)) {
                    throw r.bad("data.records[" + i + "]", "no file or folder " + p);
                }
                records.add(p.toString());
            }
        }
        int selfPlay = (int) whole(r, data, "data.", "selfPlay", 0, 0, 1_000_000);
        if (records.isEmpty() && selfPlay == 0) {
            throw r.bad("data", "names no game records and no self-play games: give \"records\" and/or \"selfPlay\"");
        }
        String engine = r.text(data, "engine", "data.engine", "preset:full", false);
        try {
            if (!EngineSpec.parse(engine).inProcess()) {
                throw r.bad("data.engine", "'" + engine + "' is an external program; a tune experiment plays only "
                        + "in-process engines (preset:NAME[,key=value…])");
            }
        } catch (IllegalArgumentException e) {
            if (e.getMessage().startsWith(source)) {
                throw e;
            }
            throw r.bad("data.engine", e.getMessage());
        }
        long nodes = whole(r, data, "data.", "nodes", 5000, 1, 100_000_000);
        int skipPlies = (int) whole(r, data, "data.", "skipPlies", 10, 0, 1000);
        long dataSeed = whole(r, data, "data.", "seed", 1, Long.MIN_VALUE, Long.MAX_VALUE);

        List<TuneMethod> methods;
        try {
            methods = TuneMethod.parseList(r.text(tune, "methods", "tune.methods", "texel,hill,anneal,genetic,gradient", false));
        } catch (IllegalArgumentException e) {
            throw r.bad("tune.methods", e.getMessage());
        }
        if (methods.isEmpty()) {
            throw r.bad("tune.methods", "names no method (texel, hill, anneal, genetic)");
        }
        String weights = r.text(tune, "weights", "tune.weights", "material", false);
        String preset = r.text(tune, "preset", "tune.preset", "full", false);
        String set = r.text(tune, "set", "tune.set", "", false);
        Evaluator evaluator;
        try {
            evaluator = Variant.of("tune", preset, set).config().evaluator();
        } catch (IllegalArgumentException e) {
            throw r.bad("tune.preset/set", e.getMessage());
        }
        try {
            TuneSettings.choose(weights, evaluator.terms());
        } catch (IllegalArgumentException e) {
            throw r.bad("tune.weights", e.getMessage().replace("--weights: ", ""));
        }
        int iterations = (int) whole(r, tune, "tune.", "iterations", 20, 1, 100_000);
        int step = (int) whole(r, tune, "tune.", "step", 8, 1, 1000);
        int population = (int) whole(r, tune, "tune.", "population", 12, 4, 1000);
        long seed = whole(r, tune, "tune.", "seed", 1, Long.MIN_VALUE, Long.MAX_VALUE);
        double holdout = 0.2;
        JsonNode h = tune.get("holdout");
        if (h != null && !h.isNull()) {
            if (!h.isNumber() || h.doubleValue() < 0 || h.doubleValue() > 0.9) {
                throw r.bad("tune.holdout", "expected a share from 0 to 0.9, found " + h);
            }
            holdout = h.doubleValue();
        }
        String output = r.confined(r.text(root, "output", "experiment-results/" + name, false));
        return new TuneExperiment(name, r.text(root, "description", "", false), r.text(root, "claim", "", false), records,
                selfPlay, engine, nodes, skipPlies, dataSeed, methods, weights, preset, set, iterations, step, population,
                seed, holdout, output);
    }

    private static JsonNode object(ExperimentFile.Reader r, JsonNode root, String field) {
        JsonNode n = root.get(field);
        if (n == null || n.isNull()) {
            return JSON.createObjectNode();
        }
        if (!n.isObject()) {
            throw r.bad(field, "expected an object {…}, found " + n);
        }
        return n;
    }

    private static long whole(ExperimentFile.Reader r, JsonNode node, String prefix, String field, long dflt, long min,
                              long max) {
        JsonNode n = node.get(field);
        if (n == null || n.isNull()) {
            return dflt;
        }
        if (!n.isIntegralNumber() || !n.canConvertToLong() || n.longValue() < min || n.longValue() > max) {
            throw r.bad(prefix + field, "expected a whole number from " + min + " to " + max + ", found " + n);
        }
        return n.longValue();
    }

    /** The resolved experiment as canonical JSON (record paths absolute, no output folder). */
    public static String canonical(TuneExperiment e) {
        ObjectNode root = JSON.createObjectNode();
        root.put("kind", "tune");
        root.put("name", e.name());
        root.put("description", e.description());
        root.put("claim", e.claim());
        ObjectNode data = root.putObject("data");
        e.records().forEach(data.putArray("records")::add);
        data.put("selfPlay", e.selfPlay());
        data.put("engine", e.engine());
        data.put("nodes", e.nodes());
        data.put("skipPlies", e.skipPlies());
        data.put("seed", e.dataSeed());
        ObjectNode tune = root.putObject("tune");
        tune.put("methods", String.join(",", e.methods().stream().map(TuneMethod::id).toList()));
        tune.put("weights", e.weights());
        tune.put("preset", e.preset());
        tune.put("set", e.set());
        tune.put("iterations", e.iterations());
        tune.put("step", e.step());
        tune.put("population", e.population());
        tune.put("seed", e.seed());
        tune.put("holdout", e.holdout());
        try {
            return JSON.writeValueAsString(root) + "\n";
        } catch (JsonProcessingException ex) {
            throw new IllegalStateException(ex);
        }
    }
}
