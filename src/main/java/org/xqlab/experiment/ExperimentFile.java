package org.xqlab.experiment;

import org.xqlab.io.BoundedFiles;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.xqlab.search.SearchConfig;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads and writes experiment files (JSON). Fields: {@code name} (letters, digits, {@code - _ .}),
 * {@code description}, {@code claim} (the seed claim it tests), {@code suites} (names of built-in
 * suites, paths of suite files relative to the experiment file, or inline {@code {"name", "epd"}}
 * objects), {@code sequences} (search game sequences with one searcher), {@code variants} (each
 * {@code {"name", "preset", "set"}}, where {@code set} is an object of settings or a
 * {@code "key=value,..."} string), {@code base} (a variant name; default the first), exactly one of
 * {@code depths} or {@code nodes} (lists of limits), {@code repetitions} (default 1), {@code output}
 * (default {@code experiment-results/NAME}), {@code measures} (optional measures: {@code ["efficiency"]}, the
 * ordering efficiency against the minimal tree; depths only) and {@code oraclePlies} (how much deeper than each
 * depth the search goes whose best moves order the minimal tree; 1 to 4, default 1). Any problem — bad JSON, unknown or missing field, wrong
 * type, invalid config value — throws an {@link IllegalArgumentException} whose message names the file
 * and the field, e.g. {@code tt.json: field 'variants[1].set': unknown config key 'ttt' ...}.
 *
 * <p>{@link #canonical} writes the resolved experiment (suites inline, settings as strings, no output
 * folder): two runs are of the same experiment exactly when their canonical texts are equal.
 */
public final class ExperimentFile {
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
    private static final Set<String> FIELDS = Set.of("name", "description", "claim", "suites", "sequences",
            "variants", "base", "depths", "nodes", "repetitions", "output", "measures", "oraclePlies");
    private static final Set<String> VARIANT_FIELDS = Set.of("name", "preset", "set");

    private ExperimentFile() {
    }

    /** The largest experiment file read (suites inline included). */
    public static final long MAX_FILE_BYTES = 32L << 20;

    /** Reads an experiment file (at most {@link #MAX_FILE_BYTES}); suite paths are resolved against the file's folder. */
    public static Experiment read(Path file) {
        return parse(file.getFileName().toString(), readText(file), file.toAbsolutePath().getParent());
    }

    /** The text of an experiment file of any kind (at most {@link #MAX_FILE_BYTES}); a message naming the file otherwise. */
    static String readText(Path file) {
        try {
            return BoundedFiles.readString(file, MAX_FILE_BYTES, "an experiment file");
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read experiment file " + file + ": " + e.getMessage());
        }
    }

    /** Whether experiment text declares {@code "kind": kind} (false for anything else, invalid JSON too). */
    static boolean declaresKind(String text, String kind) {
        try {
            JsonNode root = org.xqlab.io.JsonInput.readTree("", text);
            return root != null && root.isObject() && root.path("kind").asText("").equals(kind);
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    /** Whether a file holds an experiment that declares {@code "kind": kind} (false when it cannot be read). */
    static boolean declaresKind(Path file, String kind) {
        try {
            return declaresKind(BoundedFiles.readString(file, MAX_FILE_BYTES, "an experiment file"), kind);
        } catch (IOException e) {
            return false;
        }
    }

    /** Parses experiment text; {@code source} names it in messages, {@code dir} resolves suite paths (may be null). */
    public static Experiment parse(String source, String text, Path dir) {
        return new Reader(source, dir).experiment(readObject(source, text));
    }

    /** The one JSON object of an experiment text; a message naming {@code source} and the place otherwise. */
    static JsonNode readObject(String source, String text) {
        JsonNode root = org.xqlab.io.JsonInput.readTree(source, text);
        if (root == null || !root.isObject()) {
            throw new IllegalArgumentException(source + ": the file must hold one JSON object");
        }
        return root;
    }

    /** The resolved experiment as canonical JSON (see the class contract). */
    public static String canonical(Experiment e) {
        ObjectNode root = JSON.createObjectNode();
        root.put("name", e.name());
        root.put("description", e.description());
        root.put("claim", e.claim());
        ArrayNode suites = root.putArray("suites");
        for (Suite s : e.suites()) {
            ObjectNode o = suites.addObject();
            o.put("name", s.name());
            o.put("epd", epd(s));
        }
        root.put("sequences", e.sequences());
        ArrayNode variants = root.putArray("variants");
        for (Variant v : e.variants()) {
            ObjectNode o = variants.addObject();
            o.put("name", v.name());
            o.put("preset", v.preset());
            o.put("set", v.changes());
        }
        root.put("base", e.base());
        ArrayNode limits = root.putArray(e.byNodes() ? "nodes" : "depths");
        e.limits().forEach(l -> limits.add(l.value()));
        root.put("repetitions", e.repetitions());
        if (e.efficiency()) {
            root.putArray("measures").add("efficiency");
            root.put("oraclePlies", e.oraclePlies());
        }
        try {
            return JSON.writeValueAsString(root) + "\n";
        } catch (JsonProcessingException ex) {
            throw new IllegalStateException(ex);
        }
    }

    /** A suite written back as EPD lines. */
    static String epd(Suite s) {
        StringBuilder sb = new StringBuilder();
        for (SuitePosition p : s.positions()) {
            sb.append(p.fen()).append("; id \"").append(p.id()).append('"');
            if (!p.bestMoves().isEmpty()) {
                sb.append("; bm ").append(String.join(" ", p.bestMoves()));
            }
            if (!p.comment().isEmpty()) {
                sb.append("; c0 \"").append(p.comment()).append('"');
            }
            if (!p.sequence().isEmpty()) {
                sb.append("; seq \"").append(p.sequence()).append('"');
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    /** Reads one JSON tree, keeping the source name for messages. */
    record Reader(String source, Path dir) {

        IllegalArgumentException bad(String field, String problem) {
            return new IllegalArgumentException(source + ": field '" + field + "': " + problem);
        }

        Experiment experiment(JsonNode root) {
            // the other kinds are read by their own files; here only a search experiment, "kind" "search" or none
            JsonNode kind = root.get("kind");
            if (kind != null && !(kind.isTextual() && kind.asText().equals("search"))) {
                throw bad("kind", "unknown kind " + kind + " (known: search, match, tune, review)");
            }
            checkFields(root, kind == null ? FIELDS
                    : java.util.stream.Stream.concat(FIELDS.stream(), java.util.stream.Stream.of("kind"))
                    .collect(java.util.stream.Collectors.toSet()), "");
            String name = text(root, "name", null, true);
            if (!name.matches("[A-Za-z0-9_.-]+")) {
                throw bad("name", "'" + name + "' may hold only letters, digits, '-', '_' and '.'");
            }
            if (name.matches("\\.+")) {
                // the name is also the default output folder (experiment-results/<name>)
                throw bad("name", "'" + name + "' is no folder name: use letters or digits too");
            }
            String description = text(root, "description", "", false);
            String claim = text(root, "claim", "", false);
            List<Suite> suites = suites(root.get("suites"));
            boolean sequences = bool(root, "sequences");
            List<Variant> variants = variants(root.get("variants"));
            String base = text(root, "base", variants.get(0).name(), false);
            if (variants.stream().noneMatch(v -> v.name().equals(base))) {
                throw bad("base", "'" + base + "' is not the name of a variant");
            }
            List<Limit> limits = limits(root);
            int repetitions = 1;
            if (root.has("repetitions")) {
                JsonNode r = root.get("repetitions");
                if (!r.canConvertToInt() || !r.isIntegralNumber() || r.intValue() < 1 || r.intValue() > 100) {
                    throw bad("repetitions", "expected a whole number from 1 to 100, found " + r);
                }
                repetitions = r.intValue();
            }
            String output = confined(text(root, "output", "experiment-results/" + name, false));
            boolean efficiency = measures(root.get("measures"));
            int oraclePlies = 1;
            if (root.has("oraclePlies")) {
                JsonNode o = root.get("oraclePlies");
                if (!efficiency) {
                    throw bad("oraclePlies", "is read only with \"measures\": [\"efficiency\"]");
                }
                if (!o.isIntegralNumber() || o.intValue() < 1 || o.intValue() > Experiment.MAX_ORACLE_PLIES) {
                    throw bad("oraclePlies", "expected a whole number from 1 to " + Experiment.MAX_ORACLE_PLIES
                            + ", found " + o);
                }
                oraclePlies = o.intValue();
            }
            if (efficiency && limits.get(0).byNodes()) {
                throw bad("measures", "efficiency needs depths, not nodes: the minimal tree is the tree of one depth");
            }
            return new Experiment(name, description, claim, suites, sequences, variants, base, limits, repetitions,
                    output, efficiency, oraclePlies);
        }

        /** The optional measures: a list of names, of which only "efficiency" is known; whether it is asked for. */
        boolean measures(JsonNode node) {
            if (node == null || node.isNull()) {
                return false;
            }
            if (!node.isArray()) {
                throw bad("measures", "expected a list such as [\"efficiency\"], found " + node);
            }
            boolean efficiency = false;
            for (int i = 0; i < node.size(); i++) {
                JsonNode m = node.get(i);
                if (!m.isTextual() || !m.asText().equals("efficiency")) {
                    throw bad("measures[" + i + "]", "unknown measure " + m + " (known: efficiency)");
                }
                efficiency = true;
            }
            return efficiency;
        }

        /**
         * The output folder as the file gives it, which must stay inside the folder the run starts in: a
         * file from someone else must not make the program write elsewhere (the user's own {@code --out}
         * may point anywhere).
         */
        String confined(String output) {
            java.nio.file.Path p;
            try {
                p = java.nio.file.Path.of(output);
            } catch (java.nio.file.InvalidPathException e) {
                throw bad("output", "'" + output + "' is not a folder name");
            }
            boolean escapes = p.isAbsolute() || output.startsWith("~") || output.startsWith("\\") || output.contains(":");
            for (java.nio.file.Path part : p) {
                escapes |= part.toString().equals("..");
            }
            if (escapes || output.isBlank()) {
                throw bad("output", "'" + output + "' leaves the current folder; an experiment file may only name a "
                        + "folder inside it (no absolute path, no '..'); give --out to write elsewhere");
            }
            return output;
        }

        void checkFields(JsonNode node, Set<String> allowed, String prefix) {
            Iterator<String> names = node.fieldNames();
            while (names.hasNext()) {
                String f = names.next();
                if (!allowed.contains(f)) {
                    throw bad(prefix + f, "unknown field (known: " + String.join(", ", allowed.stream().sorted().toList())
                            + ")");
                }
            }
        }

        String text(JsonNode node, String field, String dflt, boolean required) {
            return text(node, field, field, dflt, required);
        }

        String text(JsonNode node, String field, String path, String dflt, boolean required) {
            JsonNode v = node.get(field);
            if (v == null || v.isNull()) {
                if (required) {
                    throw bad(path, "is required");
                }
                return dflt;
            }
            if (!v.isTextual() || (required && v.asText().isBlank())) {
                throw bad(path, "expected a non-empty string, found " + v);
            }
            return v.asText();
        }

        boolean bool(JsonNode node, String field) {
            JsonNode v = node.get(field);
            if (v == null || v.isNull()) {
                return false;
            }
            if (!v.isBoolean()) {
                throw bad(field, "expected true or false, found " + v);
            }
            return v.booleanValue();
        }

        List<Suite> suites(JsonNode node) {
            if (node == null || !node.isArray() || node.isEmpty()) {
                throw bad("suites", node == null ? "is required (a list of suite names or files)"
                        : "expected a non-empty list of suite names or files, found " + node);
            }
            List<Suite> list = new ArrayList<>();
            Set<String> names = new HashSet<>();
            for (int i = 0; i < node.size(); i++) {
                String path = "suites[" + i + "]";
                JsonNode s = node.get(i);
                Suite suite;
                try {
                    suite = s.isObject() ? inline(s, path) : s.isTextual() ? resolve(s.asText(), path) : null;
                } catch (IllegalArgumentException e) {
                    if (e.getMessage().startsWith(source + ": field")) {
                        throw e;
                    }
                    throw bad(path, e.getMessage());
                }
                if (suite == null) {
                    throw bad(path, "expected a suite name or file, found " + s);
                }
                if (!names.add(suite.name())) {
                    throw bad(path, "suite " + suite.name() + " is named twice");
                }
                list.add(suite);
            }
            return list;
        }

        Suite inline(JsonNode s, String path) {
            checkFields(s, Set.of("name", "epd"), path + ".");
            return Suite.parse(text(s, "name", path + ".name", null, true), text(s, "epd", path + ".epd", null, true));
        }

        Suite resolve(String ref, String path) {
            if (dir != null) {
                for (Path p : List.of(dir.resolve(ref), dir.resolve(ref + ".epd"))) {
                    if (Files.isRegularFile(p)) {
                        return Suite.read(p);
                    }
                    String problem = org.xqlab.io.InputFiles.problem(p, "a suite file");
                    if (problem != null && !Files.isDirectory(p)) {
                        throw bad(path, problem);
                    }
                }
            }
            Suite s = Suite.builtIn(ref);
            if (s == null) {
                throw bad(path, "no suite file '" + ref + "' and no built-in suite of that name (built-in: "
                        + String.join(", ", Suite.BUILT_IN) + ")");
            }
            return s;
        }

        List<Variant> variants(JsonNode node) {
            if (node == null || !node.isArray() || node.isEmpty()) {
                throw bad("variants", node == null ? "is required (a list of {name, preset, set})"
                        : "expected a non-empty list of {name, preset, set}, found " + node);
            }
            List<Variant> list = new ArrayList<>();
            Set<String> names = new HashSet<>();
            for (int i = 0; i < node.size(); i++) {
                String path = "variants[" + i + "]";
                JsonNode v = node.get(i);
                if (!v.isObject()) {
                    throw bad(path, "expected an object {name, preset, set}, found " + v);
                }
                checkFields(v, VARIANT_FIELDS, path + ".");
                String name = text(v, "name", path + ".name", null, true);
                if (!names.add(name)) {
                    throw bad(path + ".name", "'" + name + "' is used by two variants");
                }
                String preset = text(v, "preset", path + ".preset", "full", false);
                String changes = changes(v.get("set"), path + ".set");
                try {
                    SearchConfig.preset(preset);
                } catch (IllegalArgumentException e) {
                    throw bad(path + ".preset", e.getMessage());
                }
                try {
                    list.add(Variant.of(name, preset, changes));
                } catch (IllegalArgumentException e) {
                    throw bad(path + ".set", e.getMessage());
                }
            }
            return list;
        }

        String changes(JsonNode set, String path) {
            if (set == null || set.isNull()) {
                return "";
            }
            if (set.isTextual()) {
                return set.asText().trim();
            }
            if (!set.isObject()) {
                throw bad(path, "expected an object of settings or a \"key=value,...\" string, found " + set);
            }
            List<String> items = new ArrayList<>();
            for (Iterator<Map.Entry<String, JsonNode>> it = set.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> e = it.next();
                if (!e.getValue().isValueNode()) {
                    throw bad(path + "." + e.getKey(), "expected a value, found " + e.getValue());
                }
                items.add(e.getKey().trim() + "=" + e.getValue().asText().trim()); // as the string form is read
            }
            return String.join(",", items);
        }

        List<Limit> limits(JsonNode root) {
            boolean depths = root.has("depths");
            boolean nodes = root.has("nodes");
            if (depths == nodes) {
                throw bad(depths ? "nodes" : "depths", depths ? "give depths or nodes, not both"
                        : "is required (or nodes): a list of search depths");
            }
            String field = depths ? "depths" : "nodes";
            JsonNode list = root.get(field);
            if (!list.isArray() || list.isEmpty()) {
                throw bad(field, "expected a non-empty list of whole numbers, found " + list);
            }
            List<Limit> limits = new ArrayList<>();
            for (int i = 0; i < list.size(); i++) {
                JsonNode n = list.get(i);
                long max = depths ? 64 : 1_000_000_000_000L;
                if (!n.isIntegralNumber() || n.longValue() < 1 || n.longValue() > max) {
                    throw bad(field + "[" + i + "]", "expected a whole number from 1 to " + max + ", found " + n);
                }
                Limit l = depths ? Limit.depth(n.intValue()) : Limit.nodes(n.longValue());
                if (limits.contains(l)) {
                    throw bad(field + "[" + i + "]", n + " is listed twice");
                }
                limits.add(l);
            }
            return limits;
        }
    }
}
