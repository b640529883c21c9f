package org.xqlab;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The documents are references of the program as it is: they say where things stand and how to reproduce
 * them, not in which working round or for which issue a change was made (that is what CHANGELOG.md and the
 * git history are for). Every text file under docs/ and README.md is checked for the word "session" and
 * for issue numbers ("issue 14", "issue #14"); docs/performance.md must stay short enough to read in a few
 * minutes, it and docs/experiments.md name no time of day or machine load in their prose, and CHANGELOG.md's
 * Unreleased section reads in a minute.
 */
class DocsAreReferencesTest {
    private static final Pattern SESSION = Pattern.compile("(?i)\\bsessions?\\b");
    private static final Pattern ISSUE_NUMBER = Pattern.compile("(?i)\\bissues?\\s*#?\\s*\\d+");
    private static final Set<String> BINARY = Set.of("png", "gif", "jpg", "jpeg", "gz", "zip", "pdf", "ico",
            "icns", "jfr", "jar", "class", "xqf", "cbf", "xqb", "db");
    private static final int PERFORMANCE_MAX_LINES = 500;

    /** Lines of the text that name a session or an issue number, as "line N: text". */
    static List<String> findings(String text) {
        List<String> found = new ArrayList<>();
        String[] lines = text.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            if (SESSION.matcher(lines[i]).find() || ISSUE_NUMBER.matcher(lines[i]).find()) {
                found.add("line " + (i + 1) + ": " + lines[i].strip());
            }
        }
        return found;
    }

    @Test
    void theCheckFindsSessionsAndIssueNumbersButNotWordsThatContainThem() {
        assertEquals(1, findings("Speed, nineteenth session").size());
        assertEquals(1, findings("as in the sessions' notes").size());
        assertEquals(1, findings("ok\nEqual time (issue 14)").size());
        assertEquals("line 2: Equal time (issue 14)", findings("ok\nEqual time (issue 14)").get(0));
        assertEquals(1, findings("see Issue #7").size());
        assertEquals(1, findings("issues 12").size());
        assertEquals(List.of(), findings("a SessionCap per input; EngineSessions.NODES; the issue's target"));
        assertEquals(List.of(), findings("tissue 5 and sessionless text"));
    }

    @Test
    void noDocumentNamesASessionOrAnIssueNumber() throws IOException {
        List<String> problems = new ArrayList<>();
        List<Path> files = new ArrayList<>();
        try (Stream<Path> walk = Files.walk(Path.of("docs"))) {
            walk.filter(Files::isRegularFile).sorted().forEach(files::add);
        }
        files.add(Path.of("README.md"));
        int checked = 0;
        for (Path file : files) {
            String text = textOf(file);
            if (text == null) {
                continue;
            }
            checked++;
            for (String finding : findings(text)) {
                problems.add(file + " " + finding);
            }
        }
        assertTrue(checked > 20, "the docs folder was found and read (" + checked + " text files)");
        assertEquals(List.of(), problems,
                "documents are references: name dates, commits and bench signatures instead of sessions and issues");
    }

    @Test
    void performanceReadsInAFewMinutes() throws IOException {
        long lines = Files.readAllLines(Path.of("docs/performance.md"), StandardCharsets.UTF_8).size();
        assertTrue(lines < PERFORMANCE_MAX_LINES,
                "docs/performance.md has " + lines + " lines; keep it under " + PERFORMANCE_MAX_LINES
                        + " and move old measurements to docs/history/");
    }

    @Test
    void theChangelogExistsWithAnUnreleasedSection() throws IOException {
        Path changelog = Path.of("CHANGELOG.md");
        assertTrue(Files.isRegularFile(changelog), "CHANGELOG.md is missing");
        String text = Files.readString(changelog, StandardCharsets.UTF_8);
        assertTrue(text.contains("## [Unreleased]"), "CHANGELOG.md has no '## [Unreleased]' section");
    }

    private static final int UNRELEASED_MAX_LINES = 150;
    private static final Pattern TIME_OF_DAY = Pattern.compile("\\b([01]\\d|2[0-3]):[0-5]\\d\\b");
    private static final Pattern LOAD = Pattern.compile("(?i)\\bload(ed)? (average|about|of|was|machine)\\b"
            + "|\\bon a (loaded|busy) machine\\b|\\bat load \\d");

    /**
     * Prose lines (outside code blocks and tables, whose build lines name when and where they were made) that
     * name a time of day or the machine's load, as "line N: text".
     */
    static List<String> proseWithTimesOrLoad(String text) {
        List<String> found = new ArrayList<>();
        String[] lines = text.split("\n", -1);
        boolean code = false;
        for (int i = 0; i < lines.length; i++) {
            String l = lines[i].strip();
            if (l.startsWith("```")) {
                code = !code;
                continue;
            }
            if (code || l.startsWith("|") || l.startsWith("Source:")) {
                continue; // tables and the generated source lines carry the build's date and place by design
            }
            if (TIME_OF_DAY.matcher(l).find() || LOAD.matcher(l).find()) {
                found.add("line " + (i + 1) + ": " + l);
            }
        }
        return found;
    }

    @Test
    void theProseCheckFindsTimesAndLoadButNotTablesCodeOrScores() {
        assertEquals(1, proseWithTimesOrLoad("measured between 02:03 and 02:29").size());
        assertEquals(1, proseWithTimesOrLoad("ok\nat load average about 30 the rate fell").size());
        assertEquals(1, proseWithTimesOrLoad("on a loaded machine it is slower").size());
        assertEquals(List.of(), proseWithTimesOrLoad("| 22:28 | 1 050 050 |\n```\nrun at 02:03\n```\na ratio of 1.2"));
        assertEquals(List.of(), proseWithTimesOrLoad("the loader of books; a payload of 3 moves"));
    }

    /**
     * docs/performance.md and docs/experiments.md are references of one build: the times of day and the machine's
     * load of the runs live in each results folder's build.txt and provenance, not in the prose.
     */
    @Test
    void performanceAndExperimentsNameNoTimeOfDayOrLoadInTheirProse() throws IOException {
        List<String> problems = new ArrayList<>();
        for (String doc : List.of("docs/performance.md", "docs/experiments.md")) {
            for (String f : proseWithTimesOrLoad(Files.readString(Path.of(doc), StandardCharsets.UTF_8))) {
                problems.add(doc + " " + f);
            }
        }
        assertEquals(List.of(), problems, "times of day and load belong in build.txt and provenance.json");
    }

    /** CHANGELOG's Unreleased section says what changed for a user, a line or two each: it reads in a minute. */
    @Test
    void theUnreleasedChangesReadInAMinute() throws IOException {
        List<String> lines = Files.readAllLines(Path.of("CHANGELOG.md"), StandardCharsets.UTF_8);
        int start = lines.indexOf("## [Unreleased]");
        assertTrue(start >= 0, "CHANGELOG.md has no '## [Unreleased]' section");
        int end = start + 1;
        while (end < lines.size() && !lines.get(end).startsWith("## [")) {
            end++;
        }
        assertTrue(end - start < UNRELEASED_MAX_LINES, "CHANGELOG.md's Unreleased section has " + (end - start)
                + " lines; keep it under " + UNRELEASED_MAX_LINES + ": what changed for a user, a line or two each");
    }

    /** The file as text, or null for a binary file (by its extension or a NUL byte). */
    private static String textOf(Path file) throws IOException {
        String name = file.getFileName().toString().toLowerCase();
        int dot = name.lastIndexOf('.');
        if (dot >= 0 && BINARY.contains(name.substring(dot + 1))) {
            return null;
        }
        byte[] bytes = Files.readAllBytes(file);
        for (byte b : bytes) {
            if (b == 0) {
                return null;
            }
        }
        return new String(bytes, StandardCharsets.UTF_8);
    }
}
