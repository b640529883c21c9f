package org.xqlab.review;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xqlab.build.Provenance;
import org.xqlab.game.GameRecord;
import org.xqlab.game.RecordReader;
import org.xqlab.game.RecordWriter;
import org.xqlab.io.TextColumns;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The reviewed game as PGN, XQF and DhtmlXQ reads back through our own readers; the CLI's outputs and errors. */
class ReviewOutputTest {
    @TempDir
    Path tmp;

    static GameRecord planted;
    static GameReview review;

    static GameRecord annotated() throws Exception {
        if (review == null) {
            planted = ReviewerTest.game(ReviewerTest.PLANTED);
            review = ReviewerTest.review(planted, ReviewerTest.nodes(5_000));
        }
        return ReviewOutput.annotated(planted, review, Provenance.now());
    }

    private static void assertSameTree(GameRecord written, GameRecord read, String format) {
        List<GameRecord.Node> a = written.mainLine();
        List<GameRecord.Node> b = read.mainLine();
        assertEquals(a.size(), b.size(), format + ": main line");
        assertEquals(written.root().comment().strip(), read.root().comment().strip(), format + ": start comment");
        for (int i = 0; i < a.size(); i++) {
            assertEquals(a.get(i).move(), b.get(i).move(), format + ": move " + i);
            assertEquals(a.get(i).comment().strip(), b.get(i).comment().strip(), format + ": comment of move " + i);
            GameRecord.Node pa = a.get(i).parent();
            GameRecord.Node pb = b.get(i).parent();
            assertEquals(pa.children().size(), pb.children().size(), format + ": variations at move " + i);
            for (int v = 1; v < pa.children().size(); v++) {
                List<Integer> va = line(pa.children().get(v));
                assertEquals(va, line(pb.children().get(v)), format + ": variation at move " + i);
            }
        }
    }

    private static List<Integer> line(GameRecord.Node n) {
        List<Integer> moves = new java.util.ArrayList<>();
        for (GameRecord.Node x = n; x != null; x = x.children().isEmpty() ? null : x.children().get(0)) {
            moves.add(x.move());
        }
        return moves;
    }

    @Test
    void thePgnReReadsWithTheMainLineTheBetterLinesAndTheComments() throws Exception {
        GameRecord a = annotated();
        long errors = review.moves().stream().filter(m -> m.judgement().isError()).count();
        assertTrue(errors >= 1);
        assertEquals(errors, a.variationCount(), "a better line beside each mark");
        byte[] pgn = RecordWriter.bytes(List.of(a), RecordWriter.Target.PGN);
        GameRecord read = RecordReader.read(pgn, "reviewed.pgn").first();
        assertEquals(planted.mainLine().stream().map(GameRecord.Node::move).toList(),
                read.mainLine().stream().map(GameRecord.Node::move).toList());
        assertSameTree(a, read, "PGN");
        assertTrue(read.headers().get("XqlabReview").contains("nodes=5000"), read.headers().toString());
        assertTrue(read.headers().containsKey("XqlabCommit"));
        assertTrue(read.mainLine().get(6).comment().startsWith("?? blunder"), read.mainLine().get(6).comment());
        assertTrue(read.root().comment().contains("Reviewed by Xiangqi Lab"), read.root().comment());
    }

    @Test
    void xqfAndDhtmlXqCarryTheSameTree() throws Exception {
        GameRecord a = annotated();
        GameRecord xqf = RecordReader.read(RecordWriter.bytes(List.of(a), RecordWriter.Target.XQF), "r.xqf").first();
        assertSameTree(a, xqf, "XQF");
        GameRecord ubb = RecordReader.read(RecordWriter.bytes(List.of(a), RecordWriter.Target.DHTMLXQ), "r.txt").first();
        assertSameTree(a, ubb, "DhtmlXQ");
    }

    @Test
    void theCommandWritesJsonLinesAndRefusesBadInputInOneLine() throws Exception {
        Path pgn = tmp.resolve("planted.pgn");
        Files.writeString(pgn, ReviewerTest.PLANTED, StandardCharsets.UTF_8);
        String[] r = ReviewResumeTest.run("review", pgn.toString(), "--nodes", "3000", "--json");
        assertEquals("0", r[0], r[2]);
        String[] lines = r[1].split("\n");
        assertEquals(9, lines.length, r[1]); // eight moves and the game
        ObjectMapper json = new ObjectMapper();
        JsonNode rook = json.readTree(lines[6]);
        assertEquals("i1b1", rook.get("move").asText());
        assertEquals("blunder", rook.get("mark").asText());
        assertEquals("b7b1", rook.get("refutation").get(0).asText());
        assertTrue(rook.get("timeMillis").asLong() >= 0);
        JsonNode g = json.readTree(lines[8]);
        assertEquals("nodes=3000", g.get("settings").get("budget").asText());
        assertTrue(g.get("provenance").get("commit").asText().length() > 0);
        assertTrue(r[2].contains("positions, 0:00 left"), r[2]);

        String[] missing = ReviewResumeTest.run("review", tmp.resolve("nothing.pgn").toString());
        assertEquals("2", missing[0]);
        assertEquals("error: " + tmp.resolve("nothing.pgn") + ": no such file\n", missing[2]);
        String[] game = ReviewResumeTest.run("review", pgn.toString(), "--game", "3");
        assertEquals("2", game[0]);
        assertEquals("error: " + pgn + ": game 3: the file holds 1 game\n", game[2]);
        String[] nodes = ReviewResumeTest.run("review", pgn.toString(), "--nodes", "0");
        assertEquals("2", nodes[0]);
        assertEquals("error: --nodes must be positive\n", nodes[2]);
        String[] both = ReviewResumeTest.run("review", pgn.toString(), "--nodes", "10", "--depth", "3");
        assertEquals("2", both[0]);
        assertTrue(both[2].startsWith("Error: --nodes=<nodes>, --depth=<depth> are mutually exclusive")
                || both[2].contains("mutually exclusive"), both[2]);
        String[] format = ReviewResumeTest.run("review", pgn.toString(), "--out", tmp.resolve("x.pgn").toString(),
                "--to", "doc");
        assertEquals("2", format[0]);
        assertTrue(format[2].startsWith("error: --to: unknown record format 'doc'"), format[2]);
    }

    @Test
    void allStreamsAGameALineAndSumsUpPerPlayer() throws Exception {
        Path pgn = tmp.resolve("two.pgn");
        Files.writeString(pgn, ReviewerTest.PLANTED + "\n" + ReviewerTest.PLANTED.replace("\"A\"", "\"C\""),
                StandardCharsets.UTF_8);
        String[] r = ReviewResumeTest.run("review", pgn.toString(), "--all", "--nodes", "3000", "--json");
        assertEquals("0", r[0], r[2]);
        String[] lines = r[1].split("\n");
        assertEquals(3, lines.length, r[1]);
        ObjectMapper json = new ObjectMapper();
        assertEquals(2, json.readTree(lines[1]).get("game").asInt());
        assertEquals(8, json.readTree(lines[0]).get("moveList").size());
        JsonNode players = json.readTree(lines[2]).get("summary").get("players");
        assertEquals(1, players.get("A").get("opening").get("blunder").asInt(), lines[2]);
        assertEquals(8, players.get("B").get("opening").get("moves").asInt(), lines[2]);
        String[] text = ReviewResumeTest.run("review", pgn.toString(), "--all", "--nodes", "3000");
        assertTrue(text[1].contains("summary: 2 games, 16 moves"), text[1]);
        assertTrue(text[1].lines().anyMatch(l -> l.startsWith("A ") && l.contains("/0.0/25.0")), text[1]);
    }

    @Test
    void theRecordsOwnVariationsAndTheirCommentsStayBesideTheEnginesLines() throws Exception {
        GameRecord withVariation = ReviewerTest.game(ReviewerTest.PLANTED.replace("1. h2e2 h9g7",
                "{the start} 1. h2e2 {central cannon} (1. b2e2 {the other cannon} b9c7 (1... h9g7 {a knight}) 2. b0c2)"
                + " h9g7"));
        GameReview r = ReviewerTest.review(withVariation, ReviewerTest.nodes(5_000));
        GameRecord a = ReviewOutput.annotated(withVariation, r, Provenance.now());
        byte[] pgn = RecordWriter.bytes(List.of(a), RecordWriter.Target.PGN);
        GameRecord read = RecordReader.read(pgn, "reviewed.pgn").first();
        assertEquals(withVariation.mainLine().stream().map(GameRecord.Node::move).toList(),
                read.mainLine().stream().map(GameRecord.Node::move).toList());
        List<GameRecord.Node> atStart = read.root().children();
        assertEquals(2, atStart.size(), "the main move and the record's variation at the start");
        GameRecord.Node own = atStart.get(1);
        assertEquals("b2e2", org.xqlab.rules.Move.iccs(own.move()));
        assertEquals("the other cannon", own.comment().strip());
        assertEquals(List.of("b9c7", "h9g7"), own.children().stream()
                .map(n -> org.xqlab.rules.Move.iccs(n.move())).toList(), "the variation's own variation");
        assertEquals("a knight", own.children().get(1).comment().strip());
        assertEquals("b0c2", org.xqlab.rules.Move.iccs(own.children().get(0).children().get(0).move()));
        assertTrue(read.mainLine().get(0).comment().startsWith("central cannon\n"), read.mainLine().get(0).comment());
        long errors = r.moves().stream().filter(m -> m.judgement().isError()).count();
        assertTrue(errors >= 1);
        assertEquals(2 + errors, read.variationCount(), "the record's two variations and a better line per mark");
        assertTrue(read.mainLine().get(6).parent().children().size() >= 2, "the rook blunder's better line is kept");
    }

    @Test
    void theSummaryLinesUpWithChineseNames() throws Exception {
        annotated();
        GameRecord chinese = ReviewerTest.game(ReviewerTest.PLANTED.replace("\"A\"", "\"许银川\"")
                .replace("\"B\"", "\"吕钦\""));
        GameRecord latin = ReviewerTest.game(ReviewerTest.PLANTED.replace("\"A\"", "\"Hu Ronghua\""));
        CollectionSummary summary = new CollectionSummary();
        summary.add(chinese, review);
        summary.add(latin, review);
        List<String> rows = summary.text().lines().skip(1).filter(l -> !l.startsWith("accuracy per side")).toList();
        assertEquals(5, rows.size(), summary.text()); // the header and four players
        assertTrue(summary.text().endsWith(String.format(java.util.Locale.ROOT,
                "accuracy per side: red %.1f (8 moves), black %.1f (8 moves)%n", review.accuracy(org.xqlab.rules.Piece.RED),
                review.accuracy(org.xqlab.rules.Piece.BLACK))), summary.text());
        // the header's "accuracy" ends where each player's accuracy (one decimal) ends, counted in terminal columns
        String header = rows.get(0);
        int accuracyEnd = TextColumns.displayWidth(header.substring(0, header.indexOf("accuracy") + "accuracy".length()));
        for (String row : rows.subList(1, rows.size())) {
            int end = TextColumns.displayWidth(row.substring(0, row.indexOf('.') + 2));
            assertEquals(accuracyEnd, end, "the accuracy column of '" + row + "' in\n" + summary.text());
        }
        assertTrue(rows.stream().anyMatch(l -> l.startsWith("许银川 ")), summary.text());
    }

    /** The display column where each blank-separated field of {@code line} from {@code from} on starts. */
    private static List<Integer> fieldStarts(String line, int from) {
        List<Integer> starts = new java.util.ArrayList<>();
        for (int i = from; i < line.length(); i++) {
            if (line.charAt(i) != ' ' && (i == 0 || line.charAt(i - 1) == ' ')) {
                starts.add(TextColumns.displayWidth(line.substring(0, i)));
            }
        }
        return starts;
    }

    @Test
    void thePhaseColumnsAndEachSidesMovesLineUp() throws Exception {
        annotated();
        CollectionSummary summary = new CollectionSummary();
        summary.add(ReviewerTest.game(ReviewerTest.PLANTED.replace("\"A\"", "\"许银川\"")), review);
        List<String> rows = summary.text().lines().skip(1).filter(l -> !l.startsWith("accuracy per side")).toList();
        String header = rows.get(0);
        List<Integer> phases = fieldStarts(header, header.indexOf("opening"));
        assertEquals(3, phases.size(), header);
        for (String row : rows.subList(1, rows.size())) {
            int afterAccuracy = row.indexOf('.') + 2;
            assertEquals(phases, fieldStarts(row, afterAccuracy), "the phases' values under their headers:\n" + summary.text());
        }
        // each move's ICCS move starts in the same column in red's and black's lines
        List<String> moves = ReviewOutput.text(planted, review).lines().limit(8).toList();
        java.util.Set<Integer> iccsColumns = new java.util.TreeSet<>();
        for (String line : moves) {
            iccsColumns.add(fieldStarts(line, 0).get(1));
        }
        assertEquals(1, iccsColumns.size(), String.join("\n", moves));
    }
}
