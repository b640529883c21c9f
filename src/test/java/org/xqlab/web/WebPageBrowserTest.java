package org.xqlab.web;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.interactions.Actions;
import org.xqlab.figure.ScorePerspective;
import org.xqlab.rules.Fen;
import org.xqlab.rules.Notation;
import org.xqlab.search.EngineListing;
import org.xqlab.search.SearchConfig;
import org.xqlab.search.SearchLimits;
import org.xqlab.search.Searcher;
import org.xqlab.teach.Algorithm;
import org.xqlab.teach.Examples;
import org.xqlab.teach.Playback;
import org.xqlab.teach.TextbookNode;
import org.xqlab.teach.TextbookSearch;
import org.xqlab.teach.TextbookTree;
import org.xqlab.teach.exercise.Exercise;
import org.xqlab.teach.exercise.ExerciseKind;
import org.xqlab.teach.exercise.Question;
import org.xqlab.trace.Listing;
import org.xqlab.trace.CompositeListener;
import org.xqlab.trace.SearchListener;
import org.xqlab.trace.Step;
import org.xqlab.analysis.AnalysisModel;
import org.xqlab.analysis.Caption;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Exported pages opened in a real headless chromium: stepping to the first cutoff by key and by
 * button, clicking a tree node and reading its details, stepping back, switching the language, the
 * exercise's check, the captions being the app's own (Caption) and the page opening in the exporting
 * window's score view, and screenshots at 1024×768 and 390×844 (written to target/web-screenshots).
 */
class WebPageBrowserTest {
    static final Path SHOTS = Path.of("target", "web-screenshots");
    static Path dir;
    static Path searchPage;
    static Path textbookPage;
    static Path exercisePage;
    static ChromeDriver driver;

    @BeforeAll
    static void export() throws IOException {
        driver = Browser.open(1024, 768, false);
        dir = Files.createTempDirectory("xqlab-web-");
        searchPage = dir.resolve("search.html");
        WebExport.write(WebExport.searchPage(Fen.START, SearchConfig.defaults(), 3, WebExport.Options.defaults()), searchPage);
        textbookPage = dir.resolve("tree.html");
        WebExport.write(WebExport.textbookPage(Examples.BOTH_CUTOFFS.tree(), Algorithm.ALPHA_BETA), textbookPage);
        exercisePage = dir.resolve("exercise.html");
        WebExport.write(WebExport.exercisePage(Exercise.generate(ExerciseKind.PRUNE, 7)), exercisePage);
        Files.createDirectories(SHOTS);
    }

    @AfterAll
    static void close() {
        if (driver != null) {
            driver.quit();
        }
    }

    @BeforeEach
    void englishAndFresh() {
        driver.get("about:blank");
        Browser.viewport(driver, 1024, 768);
    }

    private void open(Path page) {
        driver.get(page.toUri().toString());
        Object saved = driver.executeScript("var s = window.localStorage.getItem('xqlab.lang');"
                + " window.localStorage.clear(); return s;");
        if (saved != null) {
            driver.navigate().refresh(); // a language chosen in another test: start in English again
        }
    }

    private String text(String id) {
        return driver.findElement(By.id(id)).getText();
    }

    private String position() {
        return text("position");
    }

    /** The code of the β-cutoff lines of the engine's listing, in the node function and in quiescence. */
    private static List<String> cutCode() {
        Listing l = EngineListing.of(SearchConfig.defaults());
        return java.util.stream.Stream.of(Listing.Section.SEARCH, Listing.Section.QUIESCENCE)
                .flatMap(s -> l.linesOf(s, Step.BETA_CUTOFF).stream()).map(i -> l.lines().get(i).code().trim()).toList();
    }

    private void chooseCutoffs() {
        driver.findElement(By.cssSelector("label[for=by-c]")).click();
    }

    @Test
    void spaceStepsToTheFirstCutoffAndShowsItsCaptionCodeAndNode() {
        open(searchPage);
        assertTrue(text("caption").startsWith("The search starts"), text("caption"));
        chooseCutoffs();
        new Actions(driver).sendKeys(Keys.SPACE).perform();
        String caption = text("caption");
        assertTrue(caption.matches("Step 12: β-cutoff at ply \\d+: .+ scored -?\\d+ ≥ β -?\\d+ — \\d+ moves not searched"), caption);
        assertTrue(driver.findElement(By.id("caption")).getAttribute("class").contains("cut"));
        assertEquals("Now: Step 12: β-cutoff", text("step"));
        List<WebElement> hl = driver.findElements(By.cssSelector("#code .line.hl"));
        assertFalse(hl.isEmpty());
        String line = hl.get(0).getText().trim();
        assertTrue(cutCode().stream().anyMatch(line::startsWith), line + " is not a β-cutoff line of " + cutCode());
        assertTrue(text("vars").contains("score"), text("vars"));
        // in Red's view, as the app's code pane writes it: "≥ β" at a Red node, "≤ −β" at a Black node
        assertTrue(text("cond").matches("Cut if a reply scores [≥≤] -?\\d+ \\(Red's view\\)"), text("cond"));
        assertEquals(1, driver.findElements(By.cssSelector("#tree g.node.s-c")).size(), "one current node");
        assertFalse(driver.findElements(By.cssSelector("#board path.arrow")).isEmpty(), "the node's moves as arrows");
    }

    @Test
    void theFirstCutoffsCaptionIsTheAppsCaptionForTheSameEvent() {
        // the same search again, watched by the analysis window's model, which writes its captions with Caption
        // (every cutoff's caption is taken as it is made: the model keeps only the latest few hundred)
        AnalysisModel model = new AnalysisModel(100_000);
        List<Caption> captions = new java.util.ArrayList<>();
        SearchListener keep = new SearchListener() {
            @Override
            public void cutoff(long nodeId, int ply, int move, org.xqlab.trace.Stage stage, int index, int depth,
                               int score, int beta, Step step) {
                captions.add(model.lastCaption());
            }
        };
        new Searcher(SearchConfig.defaults()).search(Fen.parse(Fen.START), SearchLimits.depth(3),
                new CompositeListener(model, keep));
        Notation notation = WebExport.Options.defaults().notation();
        List<String> english = captions.stream().map(c -> c.text(Locale.ENGLISH, notation)).toList();
        open(searchPage);
        chooseCutoffs();
        for (int i = 0; i < 3; i++) {
            new Actions(driver).sendKeys(Keys.ARROW_RIGHT).perform();
            String shown = text("caption");
            int k = english.indexOf(shown);
            assertTrue(k >= 0, "the page's caption is the app's caption of the same cutoff: " + shown + " not in "
                    + english.subList(0, Math.min(6, english.size())));
            driver.findElement(By.id("lang")).click();
            assertEquals(captions.get(k).text(Locale.CHINESE, notation), text("caption"), "the same cutoff in Chinese");
            driver.findElement(By.id("lang")).click();
        }
    }

    @Test
    void aPageExportedInTheNegamaxViewOpensInIt() throws IOException {
        Path page = dir.resolve("negamax.html");
        WebExport.write(WebExport.eventsPage(l -> new Searcher(SearchConfig.defaults())
                .search(Fen.parse(Fen.START), SearchLimits.depth(2), l), WebExport.Options.defaults(),
                ScorePerspective.NEGAMAX), page);
        open(page);
        org.openqa.selenium.support.ui.Select view = new org.openqa.selenium.support.ui.Select(driver.findElement(By.id("view")));
        assertEquals("negamax (side to move)", view.getFirstSelectedOption().getText());
        assertEquals("Negamax (side to move): + is good for the side to move at each node".toLowerCase(),
                text("legend").toLowerCase());
        chooseCutoffs();
        new Actions(driver).sendKeys(Keys.ARROW_RIGHT).perform();
        assertTrue(text("cond").matches("Cut if a reply scores ≤ -?\\d+ \\(negamax \\(side to move\\)\\)"), text("cond"));
        view.selectByIndex(0);
        assertTrue(text("cond").endsWith("(Red's view)"), "the condition follows the view: " + text("cond"));
    }

    @Test
    void theNextButtonReachesTheSameCutoffAsTheKey() {
        open(searchPage);
        chooseCutoffs();
        new Actions(driver).sendKeys(Keys.ARROW_RIGHT).perform();
        String byKey = text("caption");
        String at = position();
        driver.findElement(By.id("btn-start")).click();
        assertTrue(position().startsWith("Step 1 of"), position());
        driver.findElement(By.id("btn-next")).click();
        assertEquals(byKey, text("caption"));
        assertEquals(at, position());
        assertNotEquals("Step 1 of", position().substring(0, 9));
    }

    /**
     * The pseudocode of the preset searched: the lines its config switches off (here quiescence, and the steps
     * alphabeta has not) greyed, exactly the lines the app's pane greys.
     */
    @Test
    void thePseudocodeGreysTheLinesTheSearchedConfigSwitchesOff() throws IOException {
        SearchConfig config = SearchConfig.preset("alphabeta").with("quiescence", "false");
        Path page = dir.resolve("alphabeta.html");
        WebExport.write(WebExport.searchPage(Fen.START, config, 2, WebExport.Options.defaults()), page);
        open(page);
        Listing l = EngineListing.of(config);
        long off = l.lines().stream().filter(line -> !EngineListing.active(line, config)).count();
        assertTrue(off > 0, "alphabeta without quiescence switches lines off");
        List<WebElement> lines = driver.findElements(By.cssSelector("#code .line"));
        assertEquals(l.lines().size(), lines.size());
        for (int i = 0; i < lines.size(); i++) {
            assertEquals(!EngineListing.active(l.lines().get(i), config), lines.get(i).getAttribute("class").contains("off"),
                    "line " + (i + 1) + ": " + l.lines().get(i).code());
        }
    }

    /**
     * The tree box keeps the current node in view and, where the path from the root to it fits the box, the
     * whole path: stepping from cutoff to cutoff at 1024 px and on a 390 px phone.
     */
    @Test
    void theTreeKeepsTheCurrentNodeAndItsPathInView() throws IOException {
        for (int width : new int[] {1024, 390}) {
            ChromeDriver d = width == 1024 ? driver : Browser.open(390, 844, true);
            try {
                d.get(searchPage.toUri().toString());
                d.findElement(By.cssSelector("label[for=by-c]")).click();
                for (int step = 0; step < 12; step++) {
                    d.findElement(By.id("btn-next")).click();
                    String seen = (String) d.executeScript(PATH_IN_VIEW);
                    assertTrue(seen != null && seen.startsWith("current in view"), width + " px, cutoff " + (step + 1)
                            + ": " + seen);
                    assertFalse(seen.contains("path fits, node out of view"), width + " px, cutoff " + (step + 1)
                            + ": " + seen);
                }
            } finally {
                if (d != driver) {
                    d.quit();
                }
            }
        }
    }

    /** Whether the current node is in the tree box, and each node of its path when the path fits the box. */
    private static final String PATH_IN_VIEW = "var box = document.getElementById('tree').getBoundingClientRect();"
            + "var cur = document.querySelector('#tree g.node.s-c'); if (!cur) { return 'no current node'; }"
            + "var inView = function (r) { return r.left >= box.left - 1 && r.right <= box.right + 1"
            + " && r.top >= box.top - 1 && r.bottom <= box.bottom + 1; };"
            + "var path = []; for (var j = Number(cur.getAttribute('data-i')); j >= 0; j = XQLAB_DATA.nodes[j].p) {"
            + " path.push(document.querySelector(\"#tree g.node[data-i='\" + j + \"']\").getBoundingClientRect()); }"
            + "var lo = Math.min.apply(null, path.map(function (r) { return r.left; }));"
            + "var hi = Math.max.apply(null, path.map(function (r) { return r.right; }));"
            + "var top = Math.min.apply(null, path.map(function (r) { return r.top; }));"
            + "var bottom = Math.max.apply(null, path.map(function (r) { return r.bottom; }));"
            + "var fits = hi - lo + 40 <= box.width && bottom - top + 40 <= box.height;"
            + "var out = inView(path[0]) ? 'current in view' : 'current out of view';"
            + "if (fits && !path.every(inView)) { out += ', path fits, node out of view'; }"
            + "return out + ' (path ' + Math.round(hi - lo) + ' px in ' + Math.round(box.width) + ')';";

    /** The position searched is on the board from the first step, before any node is entered. */
    @Test
    void theStartPositionsPageShowsItsThirtyTwoPiecesAtStepOne() {
        open(searchPage);
        assertEquals("0", driver.findElement(By.id("slider")).getAttribute("value"), "the first step");
        assertEquals(32, driver.findElements(By.cssSelector("#board g.piece")).size(), "pieces at step 1");
    }

    /**
     * A search stopped inside an iteration (a node limit): its last step says it was stopped and which depth
     * the score is from, and the root of the unfinished depth shows "(stopped)" — as the app's status and tree.
     */
    @Test
    void aStoppedSearchsLastStepSaysSoAndItsRootShowsStopped() throws IOException {
        Path page = dir.resolve("stopped.html");
        org.xqlab.rules.Position start = Fen.parse(Fen.START);
        WebExport.write(WebExport.eventsPage(l -> new org.xqlab.search.Searcher(SearchConfig.defaults())
                .search(start, org.xqlab.search.SearchLimits.nodes(3000), l), WebExport.Options.defaults()), page);
        open(page);
        driver.findElement(By.id("btn-end")).click();
        String caption = text("caption");
        assertTrue(caption.startsWith("The search was stopped: best move "), caption);
        assertTrue(caption.matches(".*; depth \\d+, the last one finished, scored -?\\d+; depth \\d+, the tree shown, "
                + "was stopped unfinished · \\d+ nodes"), caption);
        assertTrue(labels().contains("(stopped)"), labels().toString());
    }

    @Test
    void clickingATreeNodeShowsItsMoveWindowValueAndWhyItCut() {
        open(searchPage);
        chooseCutoffs();
        driver.findElement(By.id("btn-next")).click();
        WebElement current = driver.findElement(By.cssSelector("#tree g.node.s-c"));
        current.click();
        String open = text("details");
        // held at its cut, the node is cut, not searched on: its details and label say so, as the app's do
        assertTrue(open.contains("α ") && open.contains("β ") && open.contains("(cut)")
                && !open.contains("still being searched"), open);
        assertEquals("(cut)", current.findElement(By.cssSelector("text.val")).getText());
        driver.findElement(By.cssSelector("label[for=by-n]")).click();
        String index = current.getAttribute("data-i");
        // step on until the node is left: its details then give its score and why it cut
        for (int i = 0; i < 400 && driver.findElement(By.cssSelector("#tree g.node[data-i='" + index + "']"))
                .getAttribute("class").contains("s-c"); i++) {
            driver.findElement(By.id("btn-next")).click();
        }
        String done = text("details");
        // Red's view, as the app starts: a lower bound stays one at a Red node and turns into an upper one at a Black node
        assertTrue(done.matches("(?s).*score [+-]?\\d+ \\((lower|upper) bound; Red's view\\).*"), done);
        new org.openqa.selenium.support.ui.Select(driver.findElement(By.id("view"))).selectByIndex(2);
        done = text("details");
        assertTrue(done.matches("(?s).*score [+-]?\\d+ \\(lower bound; negamax \\(side to move\\)\\).*"), done);
        assertTrue(done.contains("Step 12: β-cutoff after"), done);
        assertTrue(driver.findElement(By.cssSelector("#tree g.node[data-i='" + index + "']")).getAttribute("class")
                .contains("s-k"), "a node that cut is marked");
    }

    /** A score label turned to the other side: the number negated, ≥ and ≤ swapped (as ScorePerspective turns a bound). */
    private static String turned(String label) {
        String mark = label.startsWith("≥") ? "≤" : label.startsWith("≤") ? "≥" : "";
        String v = label.replaceFirst("^[≥≤]", "");
        if (v.equals("0")) {
            return mark + v;
        }
        return mark + (v.startsWith("-") ? (v.startsWith("-M") ? v.substring(1) : "+" + v.substring(1))
                : v.startsWith("M") ? "-" + v : "-" + v.substring(1));
    }

    private List<String> labels() {
        return driver.findElements(By.cssSelector("#tree g.node text.val")).stream().map(WebElement::getText).toList();
    }

    @Test
    void scoresAreInRedsViewAsInTheAppAndSwitchLikeTheAppsViews() {
        open(searchPage);
        assertEquals("Red's view: + is good for Red", text("legend"), "the page says whose view its scores are in");
        org.openqa.selenium.support.ui.Select view = new org.openqa.selenium.support.ui.Select(driver.findElement(By.id("view")));
        assertEquals(List.of("Red's view", "root side's view", "negamax (side to move)"),
                view.getOptions().stream().map(WebElement::getText).toList());
        assertEquals("Red's view", view.getFirstSelectedOption().getText());
        driver.findElement(By.id("btn-end")).click();
        List<String> red = labels();
        @SuppressWarnings("unchecked")
        List<Object> sides = (List<Object>) driver.executeScript("return window.XQLAB_DATA.nodes.map(function (n) {"
                + " return n.sd === undefined ? -1 : n.sd; });");
        view.selectByIndex(2);
        List<String> negamax = labels();
        assertEquals("Negamax (side to move): + is good for the side to move at each node".toLowerCase(),
                text("legend").toLowerCase());
        int black = 0;
        int compared = 0;
        for (int i = 0; i < red.size(); i++) {
            String r = red.get(i).replace(" ✂", "");
            String n = negamax.get(i).replace(" ✂", "");
            if (!n.matches("[≥≤]?[+-]?M?\\d+")) {
                continue;
            }
            compared++;
            if (((Number) sides.get(i)).intValue() == 1) {
                black++;
                assertEquals(turned(n), r, "node " + i + " (Black to move) in Red's view");
            } else {
                assertEquals(n, r, "node " + i + " (Red to move) reads the same");
            }
        }
        assertTrue(compared > 20 && black > 5, compared + " scores, " + black + " at Black nodes");
        assertTrue(red.stream().anyMatch(l -> l.startsWith("≥") || l.startsWith("≤")), "bound marks as the app draws them");
        view.selectByIndex(0);
        assertEquals(red, labels(), "back in Red's view");
        driver.findElement(By.id("lang")).click();
        assertEquals("红方视角：正分对红方有利", text("legend"));
        assertEquals("红方视角", view.getFirstSelectedOption().getText());
        assertEquals("分数视角", text("view-title"));
    }

    @Test
    void backStepsOneFrameAtATimeAndRestoresTheCaption() {
        open(searchPage);
        for (int i = 0; i < 5; i++) {
            new Actions(driver).sendKeys(Keys.ARROW_RIGHT).perform();
        }
        String fifth = text("caption");
        assertTrue(position().startsWith("Step 6 of"), position());
        new Actions(driver).sendKeys(Keys.ARROW_RIGHT).perform();
        new Actions(driver).sendKeys(Keys.ARROW_LEFT).perform();
        assertTrue(position().startsWith("Step 6 of"), position());
        assertEquals(fifth, text("caption"));
        driver.findElement(By.id("btn-back")).click();
        assertTrue(position().startsWith("Step 5 of"), position());
        assertNotEquals(fifth, text("caption"));
    }

    @Test
    void theLanguageButtonSwitchesCaptionsCodeAndButtons() {
        open(searchPage);
        chooseCutoffs();
        driver.findElement(By.id("btn-next")).click();
        assertEquals("中文", text("lang"));
        driver.findElement(By.id("lang")).click();
        assertTrue(text("caption").startsWith("第12步：β截断，第"), text("caption"));
        assertEquals("English", text("lang"));
        assertEquals("前进 ▶", text("btn-next"));
        assertEquals("当前：第12步：β截断", text("step"));
        assertTrue(text("code").contains("// "), "comments in Chinese");
        driver.findElement(By.id("lang")).click();
        assertTrue(text("caption").startsWith("Step 12: β-cutoff"), text("caption"));
    }

    @Test
    void aClassroomTreeReplaysWithTheClassroomsOwnCaptions() {
        TextbookTree tree = Examples.BOTH_CUTOFFS.tree();
        Playback p = Playback.record(tree, new TextbookSearch(Algorithm.ALPHA_BETA));
        assertTrue(p.stepToNextCutoff());
        open(textbookPage);
        chooseCutoffs();
        new Actions(driver).sendKeys(Keys.SPACE).perform();
        assertEquals(p.caption(false), text("caption"));
        assertEquals("Step " + (p.cursor() + 1) + " of " + (p.size() + 1), position());
        assertFalse(driver.findElements(By.cssSelector("#tree g.node.s-x")).isEmpty(), "the pruned subtree is shown");
        driver.findElement(By.id("lang")).click();
        assertEquals(p.caption(true), text("caption"));
        TextbookNode cut = p.lastCut().node();
        WebElement node = driver.findElements(By.cssSelector("#tree g.node")).get(tree.nodes().indexOf(cut));
        node.click();
        assertTrue(text("details").contains(p.lastCut().text(true)), text("details"));
    }

    @Test
    void theExerciseChecksMarkedBranchesInThePage() {
        Exercise e = Exercise.generate(ExerciseKind.PRUNE, 7);
        open(exercisePage);
        List<WebElement> nodes = driver.findElements(By.cssSelector("#tree g.node"));
        List<TextbookNode> all = e.tree().nodes();
        for (TextbookNode n : e.walk().prunedBranches()) {
            nodes.get(all.indexOf(n)).click();
        }
        driver.findElement(By.id("check")).click();
        int n = e.walk().prunedBranches().size();
        assertEquals(n + " of " + n + " right", text("score"));
        TextbookNode searched = all.stream().filter(x -> x.parent() != null && !e.walk().pruned(x)).findFirst().orElseThrow();
        nodes.get(all.indexOf(searched)).click();
        driver.findElement(By.id("check")).click();
        assertEquals(n + " of " + (n + 1) + " right", text("score"));
        assertTrue(text("questions").contains("✘ " + Exercise.branchName(searched, false) + ": marked"), text("questions"));
    }

    @Test
    void theExerciseChecksTypedWindowsAndValuesInThePage() throws IOException {
        Exercise e = Exercise.generate(ExerciseKind.WINDOW, 7);
        Path page = dir.resolve("window.html");
        WebExport.write(WebExport.exercisePage(e), page);
        open(page);
        List<Question> qs = e.questions();
        Question wrong = null;
        for (Question q : qs) {
            String answer = e.answer(q).english();
            if (q.type() == Question.Type.WINDOW) {
                String[] ab = answer.substring(1, answer.length() - 1).split(", ");
                driver.findElement(By.id("q" + q.number() + "-a")).sendKeys(ab[0].replace("−", "-"));
                driver.findElement(By.id("q" + q.number() + "-b")).sendKeys(ab[1].replace("+∞", "inf"));
            } else if (q.type() == Question.Type.VALUE && wrong == null) {
                wrong = q;
                driver.findElement(By.id("q" + q.number() + "-a")).sendKeys("x" + answer);
            } else {
                driver.findElement(By.id("q" + q.number() + "-a")).sendKeys(answer);
            }
        }
        driver.findElement(By.id("check")).click();
        assertEquals((qs.size() - (wrong == null ? 0 : 1)) + " of " + qs.size() + " right", text("score"));
        if (wrong != null) {
            String verdict = text("q" + wrong.number());
            assertTrue(verdict.contains("✘ wrong — expected: " + e.answer(wrong).english()), verdict);
            assertTrue(verdict.contains("'x" + e.answer(wrong).english() + "' is not a whole number or ∞"), verdict);
            assertTrue(verdict.contains(e.explanation(wrong).english()), verdict);
        }
        driver.findElement(By.id("lang")).click();
        assertTrue(text("score").startsWith("答对 "), text("score"));
    }

    @Test
    void screenshotsAtProjectorAndPhoneSizes() throws IOException {
        open(searchPage);
        // reported, not asserted (speed is never asserted by a test): how long the page took to be ready
        System.out.println("web page ready after " + driver.executeScript(
                "var t = performance.getEntriesByType('navigation')[0]; return Math.round(t.domContentLoadedEventEnd);") + " ms");
        chooseCutoffs();
        driver.findElement(By.id("btn-next")).click();
        driver.findElement(By.id("btn-next")).click();
        assertEquals(1024L, driver.executeScript("return window.innerWidth;"));
        assertEquals(768L, driver.executeScript("return window.innerHeight;"));
        Object width = driver.executeScript("return document.documentElement.scrollWidth;");
        assertTrue(((Number) width).intValue() <= 1024, "no sideways scrolling at 1024: " + width);
        Files.write(SHOTS.resolve("search-1024x768.png"), driver.getScreenshotAs(OutputType.BYTES));
        driver.findElement(By.id("btn-end")).click();
        assertTrue(driver.findElements(By.cssSelector("#killers tr")).size() > 1, "killer slots at the end: " + text("killers"));
        assertTrue(text("killers").startsWith("Ply Killer 1 Killer 2"), text("killers"));
        assertTrue(text("history").startsWith("Move Bonus Value"), text("history"));
        open(textbookPage);
        chooseCutoffs();
        driver.findElement(By.id("btn-next")).click();
        Files.write(SHOTS.resolve("tree-1024x768.png"), driver.getScreenshotAs(OutputType.BYTES));
        ChromeDriver phone = Browser.open(390, 844, true);
        try {
            phone.get(searchPage.toUri().toString());
            phone.findElement(By.cssSelector("label[for=by-c]")).click();
            phone.findElement(By.id("btn-next")).click();
            Object w = phone.executeScript("return document.documentElement.scrollWidth;");
            assertTrue(((Number) w).intValue() <= 390, "no sideways scrolling on a 390 px phone: " + w);
            assertTrue(phone.findElement(By.id("btn-next")).getSize().getHeight() >= 40, "buttons big enough to touch");
            Files.write(SHOTS.resolve("search-390x844.png"), phone.getScreenshotAs(OutputType.BYTES));
            phone.get(exercisePage.toUri().toString());
            Files.write(SHOTS.resolve("exercise-390x844.png"), phone.getScreenshotAs(OutputType.BYTES));
        } finally {
            phone.quit();
        }
    }
}
