package org.xqlab.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ExerciseCommandTest {
    @TempDir
    Path dir;

    @Test
    void writesASheetWithoutAnswersAndAKeyWithThem() throws Exception {
        MainTest.Result r = NotationCommandTest.run("exercise", "--seed", "42", "--kind", "prune", "--out", dir.toString());
        assertEquals(0, r.status(), r.err());
        Path sheet = dir.resolve("exercise-prune-42.md");
        Path key = dir.resolve("exercise-prune-42-key.md");
        assertEquals("sheet " + sheet + "\nkey " + key + "\nfigure " + dir.resolve("exercise-prune-42.svg")
                + "\nfigure " + dir.resolve("exercise-prune-42.png") + "\nfigure " + dir.resolve("exercise-prune-42.tex")
                + "\n", r.out().replace("\r", ""));
        String s = Files.readString(sheet);
        String k = Files.readString(key);
        assertTrue(s.startsWith("# Exercise: Mark the pruned branches (seed 42)"), s);
        assertTrue(s.contains("root (MAX)\n├─ a (MIN)\n│  ├─ aa (MAX)\n│  │  ├─ aaa = 20"), s);
        assertTrue(s.contains("![the game tree](exercise-prune-42.svg)"), s);
        // the figure: one text per node, names and the leaves' values, nothing pruned or marked best
        String svgText = Files.readString(dir.resolve("exercise-prune-42.svg"));
        assertEquals(org.xqlab.teach.exercise.Exercise.generate(org.xqlab.teach.exercise.ExerciseKind.PRUNE, 42)
                .tree().nodes().size(), svgText.split("<text ", -1).length - 1);
        assertFalse(svgText.contains("stroke-dasharray"), "no node drawn pruned");
        assertTrue(Files.size(dir.resolve("exercise-prune-42.png")) > 2000);
        assertTrue(Files.readString(dir.resolve("exercise-prune-42.tex")).contains("\\begin{forest}"));
        assertFalse(Files.readString(dir.resolve("exercise-prune-42.tex")).contains(", best"));
        assertFalse(s.contains("pruned:") || s.contains("Step 12") || s.contains("Answer:**"), s);
        assertTrue(k.contains("**Answer:** b→bb, c→cc"), k);
        assertTrue(k.contains("Step 12: β-cutoff"), k);
        // the same seed writes the same files
        String again = Files.readString(sheet);
        NotationCommandTest.run("exercise", "--seed", "42", "--kind", "prune", "--out", dir.toString());
        assertEquals(again, Files.readString(sheet));
    }

    @Test
    void theFirstSizeWritesTheCommittedSheetsByteForByte() throws Exception {
        NotationCommandTest.run("exercise", "--seed", "42", "--kind", "prune", "--out", dir.toString());
        Path docs = Path.of("docs", "exercises");
        for (String f : new String[] {"exercise-prune-42.md", "exercise-prune-42-key.md"}) {
            assertEquals(Files.readString(docs.resolve(f)), Files.readString(dir.resolve(f)), f);
        }
        // stating the first size changes nothing
        Path again = dir.resolve("again");
        NotationCommandTest.run("exercise", "--seed", "42", "--kind", "prune", "--depth", "3", "--branching", "3",
                "--out", again.toString());
        assertEquals(Files.readString(dir.resolve("exercise-prune-42.md")), Files.readString(again.resolve("exercise-prune-42.md")));
    }

    @Test
    void depthAndBranchingMakeAnotherTreeNamedBySize() throws Exception {
        MainTest.Result r = NotationCommandTest.run("exercise", "--seed", "5", "--kind", "walk", "--depth", "4",
                "--branching", "2", "--out", dir.toString());
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().startsWith("sheet " + dir.resolve("exercise-walk-5-d4b2.md")), r.out());
        String s = Files.readString(dir.resolve("exercise-walk-5-d4b2.md"));
        String k = Files.readString(dir.resolve("exercise-walk-5-d4b2-key.md"));
        assertTrue(s.startsWith("# Exercise: Alpha-beta by hand (seed 5, depth 4, branching 2)"), s);
        assertTrue(s.contains("`xiangqi-lab exercise --kind walk --seed 5 --depth 4 --branching 2`"), s);
        assertTrue(s.contains("What does alpha-beta return at node root?"), s);
        assertTrue(s.contains("│  │  │  ├─ "), "four levels drawn: " + s);
        // every inner node but the root is asked for its window, entered or not: the questions give no cut away
        org.xqlab.teach.exercise.Exercise e = org.xqlab.teach.exercise.Exercise.generate(
                org.xqlab.teach.exercise.ExerciseKind.WALK, 5, 4, 2);
        long inner = e.tree().nodes().stream().filter(n -> !n.isLeaf() && n.parent() != null).count();
        assertEquals(inner, s.split("With which window", -1).length - 1);
        assertTrue(inner > e.tree().nodes().stream().filter(n -> !n.isLeaf() && n.parent() != null
                && e.walk().visited(n)).count(), "seed 5 prunes an inner node");
        // the sheet leaks no answer: no window, no returned bound, no step
        assertFalse(s.contains("**Answer") || s.contains("Step 12") || s.contains("Step 9") || s.contains("returns ≤")
                || s.contains("(−∞, +∞)"), s);
        assertTrue(k.contains("**Answer:** (−∞, +∞)") && k.contains("Step 9: move loop."), k);
        r = NotationCommandTest.run("exercise", "--seed", "5", "--depth", "5", "--out", dir.toString());
        assertEquals(2, r.status());
        assertTrue(r.err().contains("--depth: expected 2..4, found 5"), r.err());
        r = NotationCommandTest.run("exercise", "--seed", "5", "--branching", "1", "--out", dir.toString());
        assertEquals(2, r.status());
        assertTrue(r.err().contains("--branching: expected 2..4, found 1"), r.err());
    }

    @Test
    void theOtherKindsAndChinese() throws Exception {
        assertEquals(0, NotationCommandTest.run("exercise", "--seed", "7", "--kind", "window", "--out", dir.toString(),
                "--lang", "zh").status());
        String key = Files.readString(dir.resolve("exercise-window-7-key.md"));
        assertTrue(key.startsWith("# 答案：窗口与值（种子 7）"), key);
        assertTrue(key.contains("第9步：着法循环"), key);
        assertEquals(0, NotationCommandTest.run("exercise", "--seed", "3", "--kind", "order", "--out", dir.toString()).status());
        assertTrue(Files.readString(dir.resolve("exercise-order-3.md")).contains("would a best ordering search first?"));
    }

    @Test
    void badInputIsRefusedNamingWhatAndWhere() throws Exception {
        MainTest.Result r = NotationCommandTest.run("exercise", "--seed", "1", "--kind", "cut", "--out", dir.toString());
        assertEquals(2, r.status());
        assertEquals("error: unknown exercise kind 'cut': expected prune, window, order or walk", r.err().trim());
        Path file = Files.writeString(dir.resolve("f.txt"), "x");
        r = NotationCommandTest.run("exercise", "--seed", "1", "--out", file.toString());
        assertEquals(2, r.status());
        assertTrue(r.err().contains("--out: " + file + " is a file, not a folder"), r.err());
        r = NotationCommandTest.run("exercise", "--seed", "x", "--out", dir.toString());
        assertEquals(2, r.status());
        assertTrue(r.err().contains("--seed"), r.err());
        r = NotationCommandTest.run("exercise", "--seed", "1", "--out", dir.toString(), "--lang", "fr");
        assertEquals(2, r.status());
        assertTrue(r.err().contains("--lang: expected en or zh, found 'fr'"), r.err());
    }
}
