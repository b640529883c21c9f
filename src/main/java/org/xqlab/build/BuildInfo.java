package org.xqlab.build;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Properties;

/**
 * The build that is running: its version, the git commit it was built from, whether the work tree had
 * changes the commit does not hold ("dirty"), the build date (UTC), and the engine's bench signature (the
 * node count {@code bench} prints at its default settings) with the signature of every preset
 * ({@link org.xqlab.search.Bench#SIGNATURES}, {@code bench.<name>}). The build writes them into
 * {@code org/xqlab/build/build.properties} (pom.xml); a value the build could not know — a build outside
 * git, or classes compiled without Maven — reads as {@code unknown} (the bench signature as -1).
 */
public record BuildInfo(String version, String commit, boolean dirty, String date, long benchSignature,
                        Map<String, Long> signatures) {
    /** The text of a value the build did not know. */
    public static final String UNKNOWN = "unknown";

    private static final String RESOURCE = "build.properties";
    private static final BuildInfo CURRENT = load();

    public BuildInfo {
        signatures = Collections.unmodifiableMap(new LinkedHashMap<>(signatures == null ? Map.of() : signatures));
    }

    /** A build that records only its bench signature (as {@code full}'s, when known). */
    public BuildInfo(String version, String commit, boolean dirty, String date, long benchSignature) {
        this(version, commit, dirty, date, benchSignature, benchSignature < 0 ? Map.of() : Map.of("full", benchSignature));
    }

    /** The running build. */
    public static BuildInfo current() {
        return CURRENT;
    }

    /** The commit with {@code -dirty} appended when the work tree had changes, e.g. {@code 54df255a…-dirty}. */
    public String commitText() {
        return commit + (dirty ? "-dirty" : "");
    }

    /** The first 10 characters of the commit (with {@code -dirty}), for one-line texts. */
    public String shortCommit() {
        String c = commit.length() > 10 && !commit.equals(UNKNOWN) ? commit.substring(0, 10) : commit;
        return c + (dirty ? "-dirty" : "");
    }

    /** The bench signature as text: the number, or {@code unknown}. */
    public String benchText() {
        return benchSignature < 0 ? UNKNOWN : Long.toString(benchSignature);
    }

    /**
     * What {@code --version} prints: the name and version, then the commit, the build date and the bench signature,
     * and the signature of every preset ({@code signatures full 1050050, pvs 1084666, …}) when the build records them.
     */
    public String[] versionLines() {
        String[] lines = {"Xiangqi Lab " + version, "commit " + commitText(), "built " + date, "bench " + benchText()};
        if (signatures.size() <= 1) {
            return lines;
        }
        String[] more = java.util.Arrays.copyOf(lines, 5);
        more[4] = "signatures " + signaturesText();
        return more;
    }

    /** The signatures as {@code full 1050050, pvs 1084666, …}. */
    public String signaturesText() {
        return String.join(", ", signatures.entrySet().stream().map(e -> e.getKey() + " " + e.getValue()).toList());
    }

    /** Whether another build is the same engine: the same commit (and dirty flag) and the same bench signature. */
    public boolean sameBuild(String otherCommitText, long otherBench) {
        return commitText().equals(otherCommitText) && benchSignature == otherBench;
    }

    static BuildInfo load() {
        Properties p = new Properties();
        try (InputStream in = BuildInfo.class.getResourceAsStream(RESOURCE)) {
            if (in != null) {
                p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
            }
        } catch (IOException e) {
            // the values stay unknown
        }
        return of(p);
    }

    /** The build described by properties as build.properties holds them; unfilled {@code ${...}} values are unknown. */
    static BuildInfo of(Properties p) {
        String bench = value(p, "bench");
        long signature;
        try {
            signature = bench.equals(UNKNOWN) ? -1 : Long.parseLong(bench);
        } catch (NumberFormatException e) {
            signature = -1;
        }
        String commit = value(p, "commit");
        Map<String, Long> signatures = new LinkedHashMap<>();
        if (signature >= 0) {
            signatures.put("full", signature);
        }
        for (String key : p.stringPropertyNames().stream().sorted().toList()) {
            if (key.startsWith("bench.")) {
                try {
                    signatures.put(key.substring("bench.".length()), Long.parseLong(value(p, key)));
                } catch (NumberFormatException e) {
                    // not filled in: that preset's signature stays unknown
                }
            }
        }
        return new BuildInfo(value(p, "version"), commit, !commit.equals(UNKNOWN) && value(p, "dirty").equals("true"),
                value(p, "date"), signature, signatures);
    }

    private static String value(Properties p, String key) {
        String v = p.getProperty(key, "").trim();
        return v.isEmpty() || v.contains("${") ? UNKNOWN : v;
    }
}
