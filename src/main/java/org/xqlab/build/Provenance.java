package org.xqlab.build;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What made a result, as every output of the program records it: the build (version, git commit, dirty flag,
 * build date, bench signature and every preset's signature: {@link BuildInfo}; the SHA-256 of the jar), the machine (JVM vendor and version, operating system, CPU
 * model and cores), when (UTC) and how (the command line) the run started, and what it used: the full
 * configuration of every engine or variant (every key, not a difference from defaults that may change), the
 * random seeds, and the SHA-256 of every suite or data file. Written as {@code provenance.json} beside results
 * ({@link #toJson}), as a section of Markdown reports ({@link #markdown}), as one line in summaries
 * ({@link #line}), as PGN tags ({@link #tags}) and as flat key-value metadata ({@link #flat}) in trace headers
 * and figures. Immutable: the {@code with...} methods return a copy.
 */
@JsonPropertyOrder({"program", "version", "commit", "dirty", "buildDate", "benchSignature", "signatures", "jar", "jvmVendor",
        "jvmVersion", "os", "cpu", "cores", "date", "commandLine", "configs", "seeds", "files"})
public record Provenance(String program, String version, String commit, boolean dirty, String buildDate,
                         long benchSignature, String jvmVendor, String jvmVersion, String os, String cpu, int cores,
                         String date, String commandLine, Map<String, Map<String, String>> configs,
                         Map<String, Long> seeds, Map<String, String> files, Map<String, Long> signatures, String jar) {

    /** The name of the sidecar file in a result folder. */
    public static final String FILE = "provenance.json";

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
    private static volatile String startCommand = "(not started from the command line)";
    private static volatile String cpuModel;

    public Provenance {
        configs = copy(configs == null ? Map.of() : configs);
        seeds = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(seeds == null ? Map.of() : seeds));
        files = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(files == null ? Map.of() : files));
        signatures = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(signatures == null ? Map.of() : signatures));
        jar = jar == null || jar.isBlank() ? BuildInfo.UNKNOWN : jar;
    }

    /** A record without preset signatures or jar hash (one written before they were recorded reads so). */
    public Provenance(String program, String version, String commit, boolean dirty, String buildDate,
                      long benchSignature, String jvmVendor, String jvmVersion, String os, String cpu, int cores,
                      String date, String commandLine, Map<String, Map<String, String>> configs,
                      Map<String, Long> seeds, Map<String, String> files) {
        this(program, version, commit, dirty, buildDate, benchSignature, jvmVendor, jvmVersion, os, cpu, cores, date,
                commandLine, configs, seeds, files, Map.of(), BuildInfo.UNKNOWN);
    }

    private static volatile String jarHash;

    /**
     * The SHA-256 of the jar the program runs from, or {@code unknown} when it runs from class folders (a
     * development build): two builds of no commit, or of a work tree with changes, are one build only when their
     * jars are the same file.
     */
    public static String jarHash() {
        String h = jarHash;
        if (h == null) {
            h = BuildInfo.UNKNOWN;
            try {
                java.security.CodeSource src = Provenance.class.getProtectionDomain().getCodeSource();
                Path jar = src == null ? null : Path.of(src.getLocation().toURI());
                if (jar != null && Files.isRegularFile(jar) && jar.toString().endsWith(".jar")) {
                    MessageDigest d = MessageDigest.getInstance("SHA-256");
                    try (java.io.InputStream in = Files.newInputStream(jar)) {
                        byte[] buf = new byte[1 << 16];
                        for (int n; (n = in.read(buf)) > 0; ) {
                            d.update(buf, 0, n);
                        }
                    }
                    h = HexFormat.of().formatHex(d.digest());
                }
            } catch (IOException | java.net.URISyntaxException | NoSuchAlgorithmException | RuntimeException e) {
                h = BuildInfo.UNKNOWN; // not a file we can read: the hash stays unknown
            }
            jarHash = h;
        }
        return h;
    }

    /** Remembers the program's command line (called once by the entry point with its arguments). */
    public static void recordCommandLine(String[] args) {
        StringBuilder sb = new StringBuilder("xiangqi-lab");
        for (String a : args) {
            sb.append(' ').append(quote(a));
        }
        startCommand = sb.toString();
    }

    /** The command line remembered by {@link #recordCommandLine}. */
    public static String startCommand() {
        return startCommand;
    }

    /** The running build on this machine, now, with the remembered command line; no configs, seeds or files yet. */
    public static Provenance now() {
        BuildInfo b = BuildInfo.current();
        return new Provenance("Xiangqi Lab", b.version(), b.commit(), b.dirty(), b.date(), b.benchSignature(),
                System.getProperty("java.vendor", BuildInfo.UNKNOWN), System.getProperty("java.version", BuildInfo.UNKNOWN),
                System.getProperty("os.name", "") + " " + System.getProperty("os.version", "") + " "
                        + System.getProperty("os.arch", ""),
                cpuName(), Runtime.getRuntime().availableProcessors(), Instant.now().truncatedTo(ChronoUnit.SECONDS).toString(),
                startCommand, Map.of(), Map.of(), Map.of(), b.signatures(), jarHash());
    }

    /** With the full configuration of one engine or variant (every key in the engine's key order). */
    public Provenance withConfig(String name, Map<String, String> settings) {
        Map<String, Map<String, String>> c = new LinkedHashMap<>(configs);
        c.put(name, settings);
        return new Provenance(program, version, commit, dirty, buildDate, benchSignature, jvmVendor, jvmVersion, os, cpu,
                cores, date, commandLine, c, seeds, files, signatures, jar);
    }

    /** Without configurations (for a record that names its own, e.g. one game's two sides). */
    public Provenance withoutConfigs() {
        return new Provenance(program, version, commit, dirty, buildDate, benchSignature, jvmVendor, jvmVersion, os, cpu,
                cores, date, commandLine, Map.of(), seeds, files, signatures, jar);
    }

    /** With a random seed the run used, by what it seeded. */
    public Provenance withSeed(String name, long seed) {
        Map<String, Long> s = new LinkedHashMap<>(seeds);
        s.put(name, seed);
        return new Provenance(program, version, commit, dirty, buildDate, benchSignature, jvmVendor, jvmVersion, os, cpu,
                cores, date, commandLine, configs, s, files, signatures, jar);
    }

    /** With the SHA-256 of a suite or data file the run used, given its content. */
    public Provenance withData(String name, byte[] content) {
        Map<String, String> f = new LinkedHashMap<>(files);
        f.put(name, sha256(content));
        return new Provenance(program, version, commit, dirty, buildDate, benchSignature, jvmVendor, jvmVersion, os, cpu,
                cores, date, commandLine, configs, seeds, f, signatures, jar);
    }

    /** With the SHA-256 of a data text (UTF-8). */
    public Provenance withData(String name, String text) {
        return withData(name, text.getBytes(StandardCharsets.UTF_8));
    }

    /** With the SHA-256 of a file the run read; a file that cannot be read is named as such. */
    public Provenance withFile(String name, Path file) {
        try {
            return withData(name, Files.readAllBytes(file));
        } catch (IOException e) {
            Map<String, String> f = new LinkedHashMap<>(files);
            f.put(name, "unreadable: " + e.getMessage());
            return new Provenance(program, version, commit, dirty, buildDate, benchSignature, jvmVendor, jvmVersion, os,
                    cpu, cores, date, commandLine, configs, seeds, f, signatures, jar);
        }
    }

    /** The commit with {@code -dirty} when the build's work tree had changes. */
    public String commitText() {
        return commit + (dirty ? "-dirty" : "");
    }

    /** The build in a few words: {@code Xiangqi Lab 0.1.0 commit 54df255a1311…-dirty bench 1154687}. */
    public String build() {
        return program + " " + version + ", commit " + commitText() + ", bench "
                + (benchSignature < 0 ? BuildInfo.UNKNOWN : Long.toString(benchSignature));
    }

    /** The machine in a few words: JVM, operating system, CPU and cores. */
    public String machine() {
        return "Java " + jvmVersion + " (" + jvmVendor + "), " + os.trim() + ", " + cpu + ", " + cores + " cores";
    }

    /** Everything but the configurations on one line, for summaries and logs. */
    public String line() {
        StringBuilder sb = new StringBuilder(build()).append("; ").append(machine()).append("; ").append(date)
                .append("; ").append(commandLine);
        seeds.forEach((k, v) -> sb.append("; seed ").append(k).append('=').append(v));
        files.forEach((k, v) -> sb.append("; sha256 ").append(k).append('=').append(v));
        return sb.toString();
    }

    /**
     * A Markdown section {@code ## Provenance}: build, machine, date, command line, seeds and data hashes; with
     * {@code withConfigs} also every configuration as {@code key=value} lines.
     */
    public String markdown(boolean withConfigs) {
        StringBuilder sb = new StringBuilder("## Provenance\n\n");
        sb.append("- build: ").append(build()).append(", built ").append(buildDate).append('\n');
        if (!signatures.isEmpty()) {
            sb.append("- signatures: ").append(String.join(", ", signatures.entrySet().stream()
                    .map(e -> e.getKey() + " " + e.getValue()).toList())).append('\n');
        }
        sb.append("- jar sha256: `").append(jar).append("`\n");
        sb.append("- machine: ").append(machine()).append('\n');
        sb.append("- date (UTC): ").append(date).append('\n');
        sb.append("- command: `").append(commandLine).append("`\n");
        if (!seeds.isEmpty()) {
            sb.append("- seeds: ");
            sb.append(String.join(", ", seeds.entrySet().stream().map(e -> e.getKey() + " " + e.getValue()).toList()));
            sb.append('\n');
        }
        for (Map.Entry<String, String> f : files.entrySet()) {
            sb.append("- sha256 of ").append(f.getKey()).append(": `").append(f.getValue()).append("`\n");
        }
        sb.append("- the same as JSON: `").append(FILE).append("`\n");
        if (withConfigs) {
            for (Map.Entry<String, Map<String, String>> c : configs.entrySet()) {
                sb.append("\n### ").append(c.getKey()).append(" (every setting)\n\n```\n");
                c.getValue().forEach((k, v) -> sb.append(k).append('=').append(v).append('\n'));
                sb.append("```\n");
            }
        }
        return sb.append('\n').toString();
    }

    /** PGN tags ({@code Xqlab...}) naming the build, machine, date and command: {@link #flat()} under PGN tag names. */
    public Map<String, String> tags() {
        Map<String, String> t = new LinkedHashMap<>();
        flat().forEach((k, v) -> t.put(tagKey(k), v));
        return t;
    }

    /** A {@link #flat()} key as a PGN tag name: {@code bench} → {@code XqlabBench}, {@code seed.red} → {@code XqlabSeedRed}. */
    private static String tagKey(String key) {
        for (String[] prefix : new String[][] {{"seed.", "XqlabSeed"}, {"sha256.", "XqlabSha256"}, {"config.", "XqlabConfig"}}) {
            if (key.startsWith(prefix[0])) {
                return prefix[1] + tagName(key.substring(prefix[0].length()));
            }
        }
        return "date".equals(key) ? "XqlabRunDate" : "Xqlab" + Character.toUpperCase(key.charAt(0)) + key.substring(1);
    }

    /** Flat text metadata: {@code version, commit, buildDate, bench, jvm, os, cpu, date, command} and seeds/files/configs. */
    public Map<String, String> flat() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("version", program + " " + version);
        m.put("commit", commitText());
        m.put("buildDate", buildDate);
        m.put("bench", benchSignature < 0 ? BuildInfo.UNKNOWN : Long.toString(benchSignature));
        if (!signatures.isEmpty()) {
            m.put("signatures", String.join(",", signatures.entrySet().stream().map(e -> e.getKey() + "=" + e.getValue())
                    .toList()));
        }
        m.put("jar", jar);
        m.put("jvm", "Java " + jvmVersion + " (" + jvmVendor + ")");
        m.put("os", os.trim());
        m.put("cpu", cpu + ", " + cores + " cores");
        m.put("date", date);
        m.put("command", commandLine);
        seeds.forEach((k, v) -> m.put("seed." + k, Long.toString(v)));
        files.forEach((k, v) -> m.put("sha256." + k, v));
        configs.forEach((k, v) -> m.put("config." + k, settingsText(v)));
        return m;
    }

    /** The record as indented JSON (the content of {@code provenance.json}). */
    public String toJson() {
        try {
            return JSON.writeValueAsString(this) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Reads {@code provenance.json} text. */
    public static Provenance fromJson(String text) {
        try {
            return JSON.readValue(text, Provenance.class);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("not a provenance record: " + e.getOriginalMessage());
        }
    }

    /** Settings as one {@code key=value,key=value} text. */
    public static String settingsText(Map<String, String> settings) {
        return String.join(",", settings.entrySet().stream().map(e -> e.getKey() + "=" + e.getValue()).toList());
    }

    /** The SHA-256 of bytes as 64 lowercase hex digits. */
    public static String sha256(byte[] content) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(content));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The CPU model: /proc/cpuinfo's model name on Linux, the processor identifier on Windows, else the architecture. */
    static String cpuName() {
        String c = cpuModel;
        if (c == null) {
            c = readCpuModel();
            cpuModel = c;
        }
        return c;
    }

    private static String readCpuModel() {
        Path info = Path.of("/proc/cpuinfo");
        if (Files.isReadable(info)) {
            try {
                List<String> lines = Files.readAllLines(info, StandardCharsets.UTF_8);
                for (String key : List.of("model name", "Hardware", "cpu model", "Processor")) {
                    for (String l : lines) {
                        int colon = l.indexOf(':');
                        if (colon > 0 && l.substring(0, colon).trim().equals(key) && !l.substring(colon + 1).isBlank()) {
                            return l.substring(colon + 1).trim().replaceAll("\\s+", " ");
                        }
                    }
                }
            } catch (IOException | RuntimeException e) {
                // fall through
            }
        }
        String win = System.getenv("PROCESSOR_IDENTIFIER");
        if (win != null && !win.isBlank()) {
            return win.trim();
        }
        return BuildInfo.UNKNOWN + " (" + System.getProperty("os.arch", "?") + ")";
    }

    private static String tagName(String name) {
        StringBuilder sb = new StringBuilder();
        boolean upper = true;
        for (char ch : name.toCharArray()) {
            if (Character.isLetterOrDigit(ch)) {
                sb.append(upper ? Character.toUpperCase(ch) : ch);
                upper = false;
            } else {
                upper = true;
            }
        }
        return sb.toString();
    }

    private static String quote(String arg) {
        return arg.isEmpty() || arg.matches(".*[\\s'\"\\\\$`*?;&|<>()].*")
                ? "'" + arg.replace("'", "'\\''") + "'" : arg;
    }

    private static Map<String, Map<String, String>> copy(Map<String, Map<String, String>> configs) {
        Map<String, Map<String, String>> c = new LinkedHashMap<>();
        configs.forEach((k, v) -> c.put(k, java.util.Collections.unmodifiableMap(new LinkedHashMap<>(v))));
        return java.util.Collections.unmodifiableMap(c);
    }

    @Override
    public String toString() {
        return line();
    }
}
