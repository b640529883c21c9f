package org.xqlab.search;

import org.junit.jupiter.api.Test;
import org.xqlab.teach.Algorithm;
import org.xqlab.teach.TextbookListing;
import org.xqlab.trace.BasicStep;
import org.xqlab.trace.Listing;
import org.xqlab.trace.Listing.Section;
import org.xqlab.trace.PseudoLine;
import org.xqlab.trace.Step;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * One source for the step names: every numbered {@link Step} has its pseudocode line in each engine
 * listing, every pseudocode line names a step, and every {@code // Step N.} comment in the search code
 * is the {@link Step} of that number (and each step has its comment).
 */
class EngineListingTest {
    private static final Pattern STEP_COMMENT = Pattern.compile("//\\s*Step (\\d+)\\.\\s*([^:\\n]*)");

    @Test
    void everyStepHasAPseudocodeLineInEveryEngineListing() {
        for (int algorithm = 0; algorithm <= 2; algorithm++) {
            Listing l = EngineListing.of(algorithm);
            for (Step s : Step.values()) {
                assertTrue(l.has(s), l.name() + " has no line for " + s.caption());
            }
            for (BasicStep b : List.of(BasicStep.ROOT_CALL, BasicStep.ENTER, BasicStep.CHILD_VALUE, BasicStep.RETURN)) {
                assertFalse(l.linesOf(Section.SEARCH, b).isEmpty() && l.linesOf(Section.ROOT, b).isEmpty(),
                        l.name() + " has no line for " + b);
            }
            for (Section s : List.of(Section.SEARCH, Section.QUIESCENCE)) {
                for (Object key : List.of(BasicStep.ENTER, Step.MOVE_LOOP, BasicStep.CHILD_VALUE, Step.BETA_CUTOFF,
                        BasicStep.RETURN)) {
                    assertFalse(l.linesOf(s, key).isEmpty(), l.name() + " " + s + " has no line for " + key);
                }
            }
            assertFalse(l.linesOf(Section.QUIESCENCE, Step.STAND_PAT).isEmpty());
            assertEquals(1, l.linesOf(Section.SEARCH, Step.BETA_CUTOFF).size(), "one β-cutoff line");
        }
    }

    @Test
    void everyPseudocodeLineNamesAStep() {
        List<Listing> all = new ArrayList<>();
        for (int algorithm = 0; algorithm <= 2; algorithm++) {
            all.add(EngineListing.of(algorithm));
        }
        for (Algorithm a : Algorithm.values()) {
            all.add(TextbookListing.of(a));
        }
        for (Listing l : all) {
            for (PseudoLine line : l.lines()) {
                assertTrue(line.step() != null || line.basic() != null, l.name() + ": " + line.code());
                assertFalse(line.stepName(false).isBlank());
                assertFalse(line.stepName(true).isBlank());
            }
        }
        assertThrows(IllegalArgumentException.class,
                () -> new PseudoLine(Section.SEARCH, 0, "x ← 1", "", null, null));
    }

    @Test
    void everyCommentAndStepNameComesFromBothLanguageBundles() throws java.io.IOException {
        java.util.Properties en = new java.util.Properties();
        java.util.Properties zh = new java.util.Properties();
        try (var a = new java.io.InputStreamReader(PseudoLine.class.getResourceAsStream("pseudocode.properties"),
                java.nio.charset.StandardCharsets.UTF_8);
             var b = new java.io.InputStreamReader(PseudoLine.class.getResourceAsStream("pseudocode_zh.properties"),
                     java.nio.charset.StandardCharsets.UTF_8)) {
            en.load(a);
            zh.load(b);
        }
        assertEquals(en.keySet(), zh.keySet(), "the English and the Chinese bundle have the same keys");
        List<Listing> all = new ArrayList<>();
        for (int algorithm = 0; algorithm <= 2; algorithm++) {
            all.add(EngineListing.of(algorithm));
        }
        for (Algorithm a : Algorithm.values()) {
            all.add(TextbookListing.of(a));
        }
        java.util.Set<String> used = new java.util.HashSet<>();
        for (Listing l : all) {
            for (PseudoLine line : l.lines()) {
                if (line.commentKey().isEmpty()) {
                    assertEquals("", line.comment(true));
                    continue;
                }
                used.add(line.commentKey());
                assertEquals(en.getProperty(line.commentKey()), line.comment(false), l.name() + ": " + line.code());
                assertEquals(zh.getProperty(line.commentKey()), line.comment(true), l.name() + ": " + line.code());
                assertTrue(line.comment(true).codePoints().anyMatch(c -> Character.UnicodeScript.of(c)
                        == Character.UnicodeScript.HAN), "a Chinese comment has Chinese words: " + line.comment(true));
            }
        }
        for (BasicStep b : BasicStep.values()) {
            used.add("basic." + b.name());
            assertEquals(zh.getProperty("basic." + b.name()), b.text(true));
            assertEquals(en.getProperty("basic." + b.name()), b.text(false));
        }
        used.add("step.caption");
        for (Step st : Step.values()) {
            used.add("step." + st.name());
            assertEquals("第" + st.number() + "步：" + zh.getProperty("step." + st.name()), st.chineseCaption());
            assertEquals("Step " + st.number() + ": " + en.getProperty("step." + st.name()), st.caption());
        }
        assertEquals("Step 12: β-cutoff", Step.BETA_CUTOFF.caption());
        assertEquals("第12步：β截断", Step.BETA_CUTOFF.chineseCaption());
        EngineListing.of(SearchConfig.parse("quiescence=false")).lines().forEach(line -> used.add(line.commentKey()));
        java.util.Set<Object> unused = new java.util.TreeSet<>(en.keySet());
        unused.removeAll(used);
        assertEquals(java.util.Set.of(), unused, "every text of the bundle is on some line");
        assertEquals("!no.such.key!", org.xqlab.trace.PseudoWords.get("no.such.key", true));
    }

    @Test
    void theTextbookListingsNameTheStepsTheirSearchesReport() {
        for (Algorithm a : Algorithm.values()) {
            Listing l = TextbookListing.of(a);
            for (BasicStep b : List.of(BasicStep.ENTER, BasicStep.LEAF, BasicStep.CHILD_VALUE, BasicStep.RETURN)) {
                assertFalse(l.linesOf(Section.SEARCH, b).isEmpty(), a + " " + b);
            }
            assertFalse(l.linesOf(Section.ROOT, BasicStep.ROOT_CALL).isEmpty(), a + " root call");
            assertFalse(l.linesOf(Section.SEARCH, Step.MOVE_LOOP).isEmpty(), a + " loop");
            assertEquals(a.prunes(), l.has(Step.BETA_CUTOFF), a + " cut line");
        }
    }

    @Test
    void everyStepCommentInTheSearchCodeIsTheStepOfThatNumber() throws IOException {
        Map<Integer, List<String>> comments = comments(Path.of("src/main/java/org/xqlab/search/Searcher.java"));
        for (Map.Entry<Integer, List<String>> c : comments.entrySet()) {
            Step step = Arrays.stream(Step.values()).filter(s -> s.number() == c.getKey()).findFirst()
                    .orElseThrow(() -> new AssertionError("// Step " + c.getKey() + ". is no Step: " + c.getValue()));
            for (String title : c.getValue()) {
                assertEquals(step, closest(title), "// Step " + c.getKey() + ". " + title + " is not " + step.caption());
            }
        }
        for (Step s : Step.values()) {
            assertTrue(comments.containsKey(s.number()), s.caption() + " has no // Step comment in Searcher.java");
        }
        // the textbook search uses the engine's step names too
        Map<Integer, List<String>> textbook = comments(Path.of("src/main/java/org/xqlab/teach/TextbookSearch.java"));
        assertEquals(List.of(Step.BETA_CUTOFF.number()), List.copyOf(textbook.keySet()));
        assertEquals(Step.BETA_CUTOFF, closest(textbook.get(Step.BETA_CUTOFF.number()).get(0)));
    }

    @Test
    void theSearchCodeRunsItsStepsInTheOrderOfTheirNumbers() throws IOException {
        // search(), searchMoves() and then quiesce() read top to bottom: 1, 2, …, 14, with 10a after 10
        Matcher m = Pattern.compile("//\\s*Step (\\d+)(a?)\\.").matcher(
                Files.readString(Path.of("src/main/java/org/xqlab/search/Searcher.java")));
        List<String> order = new ArrayList<>();
        while (m.find()) {
            order.add(m.group(1) + m.group(2));
        }
        List<String> expected = new ArrayList<>();
        for (Step s : Step.values()) {
            expected.add(Integer.toString(s.number()));
            if (s == Step.FUTILITY) {
                expected.add(s.number() + "a");
            }
        }
        assertEquals(expected, order, "the // Step comments of Searcher.java in file order");
        // the pseudocode lists the node function's steps in the same order
        List<Step> listed = EngineListing.of(2).lines().stream()
                .filter(l -> l.section() == Section.SEARCH && l.step() != null).map(PseudoLine::step)
                .distinct().toList();
        assertEquals(Arrays.stream(Step.values()).filter(s -> s != Step.STAND_PAT).toList(), listed);
    }

    @Test
    void aStepCommentWithAnUnknownNumberOrAnotherNameIsFound() {
        assertEquals(Step.NULL_MOVE, closest("Null move"));
        assertEquals(Step.MOVE_LOOP, closest("Move loop"));
        assertEquals(Step.TT_PROBE, closest("Transposition table probe"));
        assertEquals(Step.TT_STORE, closest("Store in the transposition table"));
        assertEquals(Step.RAZORING, closest("Razoring"));
        assertEquals(null, closest("ProbCut at a shallow depth"), "no shared word names no step");
        assertEquals(null, closest("Move"), "a tie names no step");
        Matcher m = STEP_COMMENT.matcher("        // Step 15. ProbCut: a shallow search predicts the cut");
        assertTrue(m.find());
        assertEquals("15", m.group(1));
        assertTrue(Arrays.stream(Step.values()).noneMatch(s -> s.number() == 15));
    }

    @Test
    void linesOfAStepAreOnlyThoseOfItsSection() {
        Listing l = EngineListing.of(1);
        List<Integer> search = l.linesOf(Section.SEARCH, Step.BETA_CUTOFF);
        List<Integer> quiescence = l.linesOf(Section.QUIESCENCE, Step.BETA_CUTOFF);
        assertEquals(1, quiescence.size());
        assertTrue(search.get(0) < quiescence.get(0));
        assertTrue(l.lines().get(search.get(0)).code().contains("≥ β"));
    }

    @Test
    void stepsASearchCannotRunAreInactive() {
        SearchConfig alphabeta = SearchConfig.preset("alphabeta");
        assertFalse(EngineListing.active(Step.TT_PROBE, alphabeta));
        assertFalse(EngineListing.active(Step.NULL_MOVE, alphabeta));
        assertTrue(EngineListing.active(Step.BETA_CUTOFF, alphabeta));
        assertFalse(EngineListing.active(Step.BETA_CUTOFF, SearchConfig.preset("minimax")));
        assertTrue(EngineListing.active(Step.NULL_MOVE, SearchConfig.defaults()));
        PseudoLine standPat = EngineListing.of(2).lines().get(
                EngineListing.of(2).linesOf(Section.QUIESCENCE, Step.STAND_PAT).get(0));
        assertFalse(EngineListing.active(standPat, SearchConfig.defaults().with("quiescence", "false")));
        assertTrue(EngineListing.of(SearchConfig.defaults().with("quiescence", "false")).lines().stream()
                .anyMatch(x -> x.step() == Step.HORIZON && x.code().contains("evaluate")));
    }

    private static Map<Integer, List<String>> comments(Path file) throws IOException {
        Map<Integer, List<String>> out = new HashMap<>();
        Matcher m = STEP_COMMENT.matcher(Files.readString(file));
        while (m.find()) {
            out.computeIfAbsent(Integer.parseInt(m.group(1)), k -> new ArrayList<>()).add(m.group(2).trim());
        }
        return out;
    }

    /**
     * The step whose name shares the most words of four or more letters with a comment's title (β-cutoff's
     * "cutoff", "null", "horizon"); null when none does or two tie.
     */
    static Step closest(String title) {
        List<String> wa = words(title);
        Step best = null;
        long bestCount = 0;
        boolean tie = false;
        for (Step s : Step.values()) {
            long n = words(s.english()).stream().filter(wa::contains).count();
            if (n > bestCount) {
                best = s;
                bestCount = n;
                tie = false;
            } else if (n == bestCount && n > 0) {
                tie = true;
            }
        }
        return tie ? null : best;
    }

    private static List<String> words(String s) {
        List<String> out = new ArrayList<>();
        for (String w : s.toLowerCase(Locale.ROOT).split("[^\\p{L}]+")) {
            if (w.length() >= 4) {
                out.add(w);
            }
        }
        return out;
    }
}
