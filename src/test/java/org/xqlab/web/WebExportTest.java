package org.xqlab.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xqlab.cli.Main;
import org.xqlab.rules.Fen;
import org.xqlab.rules.Notation;
import org.xqlab.search.SearchConfig;
import org.xqlab.teach.Algorithm;
import org.xqlab.teach.Examples;
import org.xqlab.teach.Playback;
import org.xqlab.teach.TextbookSearch;
import org.xqlab.teach.TextbookTree;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The pages' data, read back from the HTML: what the page will show, checked without a browser. */
class WebExportTest {
    @TempDir
    Path dir;

    static JsonNode data(String html) throws Exception {
        int from = html.indexOf("window.XQLAB_DATA = ") + "window.XQLAB_DATA = ".length();
        int to = html.indexOf(";\n</script>", from);
        return new ObjectMapper().readTree(html.substring(from, to).replace("<\\/", "</"));
    }

    @Test
    void captionsWriteARepetitionRuleWinInWordsNotAsANumber() {
        assertEquals("rule win in 3 plies (perpetual check/chase)",
                SearchReplay.scoreText(org.xqlab.search.Scores.BAN - 3, false));
        assertEquals("按棋例负（2 层后，长将或长捉）", SearchReplay.scoreText(-org.xqlab.search.Scores.BAN + 2, true));
        assertEquals("M2", SearchReplay.scoreText(org.xqlab.search.Scores.MATE - 3, false), "a mate as the tree writes it");
        assertEquals("-95", SearchReplay.scoreText(-95, true));
    }

    @Test
    void aRuleWinLabelOnTheTreeComesInBothLanguagesAndAnOrdinaryScoreAsOneText() {
        Object rule = SearchReplay.scoreLabel(org.xqlab.search.Scores.BAN - 3, null);
        assertEquals(java.util.List.of(org.xqlab.figure.NodeText.score(org.xqlab.search.Scores.BAN - 3, null, false),
                org.xqlab.figure.NodeText.score(org.xqlab.search.Scores.BAN - 3, null, true)),
                java.util.List.of((String[]) rule), "the page picks the label of its language");
        org.junit.jupiter.api.Assertions.assertTrue(((String[]) rule)[1].contains("判胜"), ((String[]) rule)[1]);
        assertEquals("+42", SearchReplay.scoreLabel(42, null));
    }

    @Test
    void aRecordedTraceMakesTheSamePageAsTheSearchItRecorded() throws Exception {
        Path trace = dir.resolve("s.jsonl");
        StringWriter out = new StringWriter();
        assertEquals(0, Main.run(new String[] {"trace", "--depth", "3", "--out", trace.toString()}, new PrintWriter(out),
                new PrintWriter(new StringWriter())));
        String fromTrace = WebExport.tracePage(trace, WebExport.Options.defaults());
        String live = WebExport.searchPage(Fen.START, SearchConfig.preset("full"), 3, WebExport.Options.defaults());
        assertEquals(data(live).get("frames"), data(fromTrace).get("frames"));
        assertEquals(data(live).get("nodes"), data(fromTrace).get("nodes"));
    }

    @Test
    void aSearchPageStartsInRedsViewAndCarriesEachScoreForTheOtherViews() throws Exception {
        JsonNode d = data(WebExport.searchPage(Fen.START, SearchConfig.defaults(), 3, WebExport.Options.defaults()));
        assertEquals("Red's view", d.get("view").get("names").get(0).get(0).asText(), "the app's default comes first");
        assertEquals("红方视角", d.get("view").get("names").get(0).get(1).asText());
        assertEquals("+ is good for Red", d.get("view").get("legends").get(0).get(0).asText());
        assertEquals(0, d.get("rootSide").asInt());
        int finished = 0;
        for (JsonNode f : d.get("frames")) {
            for (JsonNode u : f.get("u")) {
                if (u.size() == 8) {
                    finished++;
                    String stored = u.get(2).asText();
                    String other = u.get(5).asText();
                    // the same score from the other side: ≥ and ≤ swap, the number changes sign
                    String s = stored.replace("≥", "").replace("≤", "");
                    String o = other.replace("≥", "").replace("≤", "");
                    assertEquals(stored.startsWith("≥"), other.startsWith("≤"), stored + " / " + other);
                    assertEquals(s.equals("0") ? 0 : -Integer.parseInt(s.replace("M", "9000").replace("+", "")),
                            o.equals("0") ? 0 : Integer.parseInt(o.replace("M", "9000").replace("+", "")), stored + " / " + other);
                    assertTrue(u.get(3).asText().contains(SearchReplay.VIEW) && u.get(6).asText().contains(SearchReplay.VIEW),
                            "the details name the view the page shows");
                }
            }
        }
        assertTrue(finished > 20, finished + " nodes finished");
        assertTrue(d.get("nodes").get(1).has("sd"), "each node says whose move it is");
    }

    @Test
    void aSearchOfTheSamePositionAgainKeepsTheBoardAndTheSideToMove() throws Exception {
        // singular searches (and null-move verifications) search a node's own position again: not a null move
        JsonNode d = data(WebExport.searchPage(Fen.START, SearchConfig.defaults().with("extension.singular=2"), 5,
                WebExport.Options.defaults()));
        JsonNode nodes = d.get("nodes");
        int nested = 0;
        int below = 0;
        for (int i = 0; i < nodes.size(); i++) {
            JsonNode n = nodes.get(i);
            if (!n.get("m").get(0).asText().equals("same position")) {
                continue;
            }
            nested++;
            assertEquals("同一局面", n.get("m").get(1).asText());
            JsonNode parent = nodes.get(n.get("p").asInt());
            assertEquals(parent.get("b").asText(), n.get("b").asText(), "the parent's board");
            assertEquals(parent.get("sd").asInt(), n.get("sd").asInt(), "the parent's side to move");
            for (int j = 0; j < nodes.size(); j++) {
                JsonNode c = nodes.get(j);
                if (c.get("p").asInt() == i && c.has("b")) {
                    below++;
                    assertEquals(1 - n.get("sd").asInt(), c.get("sd").asInt());
                    String move = c.get("m").get(0).asText();
                    // a move legal where it was played is written in the page's notation, not in ICCS
                    assertTrue(!move.matches("[a-i][0-9][a-i][0-9]"), () -> "a legal move below it: " + move);
                }
            }
        }
        assertTrue(nested > 0 && below > 0, "nested searches " + nested + ", their moves " + below);
    }

    @Test
    void everyFrameHighlightsLinesOfItsListingAndChangesOnlyNodesOfThePage() throws Exception {
        for (String html : new String[] {
                WebExport.searchPage(Fen.START, SearchConfig.defaults(), 2, WebExport.Options.defaults()),
                WebExport.textbookPage(Examples.BOTH_CUTOFFS.tree(), Algorithm.NEGASCOUT)}) {
            JsonNode d = data(html);
            int lines = d.get("listing").get("lines").size();
            int nodes = d.get("nodes").size();
            int cuts = 0;
            for (JsonNode f : d.get("frames")) {
                assertTrue(f.get("L").size() > 0 || f == d.get("frames").get(0), "a frame highlights a line: " + f);
                f.get("L").forEach(i -> assertTrue(i.asInt() >= 0 && i.asInt() < lines));
                f.get("u").forEach(u -> assertTrue(u.get(0).asInt() >= 0 && u.get(0).asInt() < nodes));
                assertTrue(f.get("n").asInt() < nodes);
                assertEquals(2, f.get("c").size(), "a caption in English and Chinese");
                cuts += f.get("k").asText().equals("c") ? 1 : 0;
            }
            assertTrue(cuts > 0, "the timeline can step by cutoff");
        }
    }

    @Test
    void theTextbookPageSaysWhatTheClassroomSaysAtEveryStep() throws Exception {
        TextbookTree tree = Examples.WORST_ORDER.tree();
        JsonNode frames = data(WebExport.textbookPage(tree, Algorithm.ALPHA_BETA)).get("frames");
        Playback p = Playback.record(tree, new TextbookSearch(Algorithm.ALPHA_BETA));
        assertEquals(p.size() + 1, frames.size());
        for (int i = 0; i < frames.size(); i++) {
            p.seek(i);
            assertEquals(p.caption(false), frames.get(i).get("c").get(0).asText());
            assertEquals(p.caption(true), frames.get(i).get("c").get(1).asText());
        }
    }

    @Test
    void theNodeCapFoldsTheRestIntoMore() throws Exception {
        JsonNode d = data(WebExport.searchPage(Fen.START, SearchConfig.defaults(), 3,
                new WebExport.Options(4, 3, 400, Notation.ICCS)));
        long folds = 0;
        for (JsonNode n : d.get("nodes")) {
            folds += n.has("f") ? 1 : 0;
        }
        assertTrue(folds > 0, "folded children");
        boolean more = false;
        for (JsonNode f : d.get("frames")) {
            for (JsonNode u : f.get("u")) {
                more |= u.get(1).asText().equals("f") && u.get(2).get(0).asText().matches("\\+\\d+ more")
                        && u.get(2).get(1).asText().matches("\\+\\d+ 步");
            }
        }
        assertTrue(more, "a fold node says +N more");
    }

    @Test
    void badInputNamesWhatIsWrong() {
        assertEquals("no such trace file: " + dir.resolve("x.jsonl"), assertThrows(IllegalArgumentException.class,
                () -> WebExport.tracePage(dir.resolve("x.jsonl"), WebExport.Options.defaults())).getMessage());
        assertEquals("max ply must be between 1 and 8: 0", assertThrows(IllegalArgumentException.class,
                () -> new WebExport.Options(0, 8, 400, Notation.ICCS)).getMessage());
        assertEquals("node cap must be between 2 and 5000: 1", assertThrows(IllegalArgumentException.class,
                () -> new WebExport.Options(4, 8, 1, Notation.ICCS)).getMessage());
    }
}
