package org.xqlab.game;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.xqlab.rules.Fen;
import org.xqlab.rules.Notation;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The game records under src/test/resources/games load, save and load again without loss. */
class GameFixturesTest {

    static Stream<Path> games() throws IOException, URISyntaxException {
        Path dir = Path.of(GameFixturesTest.class.getResource("/games").toURI());
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(f -> f.toString().endsWith(".pgn")).sorted().toList().stream();
        }
    }

    /** Everything a record holds, as text: headers, start, and the whole tree with comments. */
    static String describe(GameRecord g) {
        StringBuilder sb = new StringBuilder(g.headers().toString()).append('\n').append(g.startFen()).append('\n');
        describe(g.root(), sb, 0);
        return sb.toString();
    }

    private static void describe(GameRecord.Node node, StringBuilder sb, int depth) {
        sb.append(" ".repeat(depth)).append(node.move() == 0 ? "root" : org.xqlab.rules.Move.iccs(node.move()))
                .append(" {").append(node.comment()).append("} ")
                .append(node.termination() == null ? "" : node.termination()).append('\n');
        for (GameRecord.Node child : node.children()) {
            describe(child, sb, depth + 1);
        }
    }

    static Notation formatOf(Path file) throws IOException {
        String text = GameFiles.decode(Files.readAllBytes(file)).text();
        int at = text.indexOf("[Format \"");
        if (at < 0) {
            return null;
        }
        return GameRecordText.notationOf(text.substring(at + 9, text.indexOf('"', at + 9)));
    }

    @ParameterizedTest
    @MethodSource("games")
    void eachGameLoadsSavesAndLoadsAgainUnchanged(Path file, @TempDir Path tmp) throws IOException {
        GameRecord loaded = GameFiles.read(file);
        Notation notation = formatOf(file) == null ? Notation.ICCS : formatOf(file);
        Path saved = tmp.resolve(file.getFileName());
        GameFiles.write(saved, loaded, notation);
        GameRecord again = GameFiles.read(saved);
        assertEquals(describe(loaded), describe(again));
        assertEquals(Files.readString(saved), GameRecordText.write(again, notation), "saving is stable");
        assertTrue(Files.readString(saved).startsWith("[Game \"Chinese Chess\"]"));
        for (Notation other : Notation.values()) {
            assertEquals(describe(loaded), describe(GameRecordText.read(GameRecordText.write(loaded, other))),
                    "through " + other);
        }
    }

    @Test
    void theCollectionCoversEveryNotationCommentsVariationsAndStartPositions() throws Exception {
        List<Path> files = games().toList();
        assertTrue(files.size() >= 20, "at least 20 records: " + files.size());
        Set<Notation> notations = EnumSet.noneOf(Notation.class);
        int withFen = 0;
        int withVariations = 0;
        int withComments = 0;
        List<String> results = new ArrayList<>();
        for (Path f : files) {
            if (formatOf(f) != null) {
                notations.add(formatOf(f));
            }
            GameRecord g = GameFiles.read(f);
            withFen += Fen.START.equals(g.startFen()) ? 0 : 1;
            String d = describe(g);
            withComments += d.matches("(?s).*\\{[^}]+\\}.*") ? 1 : 0;
            withVariations += hasVariation(g.root()) ? 1 : 0;
            results.add(g.headers().get("Result"));
        }
        assertEquals(EnumSet.allOf(Notation.class), notations);
        assertTrue(withFen >= 3, "FEN starts: " + withFen);
        assertTrue(withVariations >= 4, "with variations: " + withVariations);
        assertTrue(withComments >= 10, "with comments: " + withComments);
        assertTrue(results.containsAll(List.of("1-0", "0-1", "1/2-1/2", "*")), results.toString());
    }

    private static boolean hasVariation(GameRecord.Node n) {
        if (n.children().size() > 1) {
            return true;
        }
        return n.children().stream().anyMatch(GameFixturesTest::hasVariation);
    }

    @Test
    void aGbkFileIsReadAsChinese() throws Exception {
        Path gbk = games().filter(f -> f.getFileName().toString().contains("gbk")).findFirst().orElseThrow();
        byte[] bytes = Files.readAllBytes(gbk);
        assertEquals(GameFiles.GBK, GameFiles.decode(bytes).charset());
        GameRecord g = GameFiles.read(gbk);
        assertEquals("象棋网络对局", g.headers().get("Event"));
        assertEquals(12, g.mainLine().size());
        assertEquals(StandardCharsets.UTF_8, GameFiles.decode("炮二平五".getBytes(StandardCharsets.UTF_8)).charset());
    }

    @Test
    void checkmateAndStalemateRecordsEndByTheRules() throws Exception {
        for (Path f : games().toList()) {
            String name = f.getFileName().toString();
            GameRecord g = GameFiles.read(f);
            g.last();
            if (name.contains("helpmate") || name.contains("two-rooks") || name.contains("horse-behind")) {
                assertEquals(Outcome.Kind.CHECKMATE, g.outcome().kind(), name);
            }
            if (name.contains("stalemate")) {
                assertEquals(Outcome.Kind.STALEMATE, g.outcome().kind(), name);
            }
        }
    }
}
