package org.xqlab.build;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.Properties;

/**
 * The build that is running: its version, the git commit it was built from, whether the work tree had
 * changes the commit does not hold ("dirty"), the build date (UTC), and the engine's bench signature (the
 * node count {@code bench} prints at its default settings). The build writes them into
 * {@code org/xqlab/build/build.properties} (pom.xml); a value the build could not know — a build outside
 * git, or classes compiled without Maven — reads as {@code unknown} (the bench signature as -1).
 */
public record BuildInfo(String version, String commit, boolean dirty, String date, long benchSignature) {
    /** The text of a value the build did not know. */
    public static final String UNKNOWN = "unknown";

    private static final String RESOURCE = "build.properties";
    private static final BuildInfo CURRENT = load();

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

    /** What {@code --version} prints: the name and version, then the commit, the build date and the bench signature. */
    public String[] versionLines() {
        return new String[] {"Xiangqi Lab " + version, "commit " + commitText(), "built " + date, "bench " + benchText()};
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
        return new BuildInfo(value(p, "version"), commit, !commit.equals(UNKNOWN) && value(p, "dirty").equals("true"),
                value(p, "date"), signature);
    }

    private static String value(Properties p, String key) {
        String v = p.getProperty(key, "").trim();
        return v.isEmpty() || v.contains("${") ? UNKNOWN : v;
    }
}
