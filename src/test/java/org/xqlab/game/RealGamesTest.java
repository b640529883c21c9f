package org.xqlab.game;

import org.junit.jupiter.api.Test;
import org.xqlab.rules.Move;
import org.xqlab.rules.Notation;
import org.xqlab.rules.Position;
import org.xqlab.rules.Square;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Real game records as players keep them (copies in src/test/resources/records, and every file of
 * ../shared/real-games where that folder exists): each reads, and its main line is the one the file itself
 * states — the Chinese moves of a PGN or dpxq text, the WXF moves of a PlayOK file, the digits of a DhtmlXQ
 * movelist, the values of CBF moves; XQF files agree with the PGN of the same game and with the lines an
 * independent reader (walker8088/cchess) lists for them.
 */
class RealGamesTest {
    private static final Pattern CHINESE_MOVE =
            Pattern.compile("[\\u4e00-\\u9fff][\\u4e00-\\u9fff１２３４５６７８９][进退平][一二三四五六七八九１２３４５６７８９]");

    @Test
    void everyBundledSampleReadsAndMatchesWhatItsFormatStates() throws IOException {
        for (Path file : RecordSamples.bundledFiles()) {
            check(file);
        }
    }

    @Test
    void everyFileOfTheSharedFolderReadsAndMatchesWhatItsFormatStates() throws IOException {
        org.xqlab.SharedFolder.require(RecordSamples.SHARED,
                "../shared/real-games is absent (a fresh clone elsewhere): the bundled copies are tested instead");
        List<Path> files = RecordSamples.sharedFiles();
        assertFalse(files.isEmpty());
        for (Path file : files) {
            check(file);
        }
    }

    private static void check(Path file) throws IOException {
        RecordFile record = RecordReader.read(file);
        GameRecord g = record.first();
        byte[] bytes = Files.readAllBytes(file);
        String name = file.getFileName().toString();
        List<String> stated = switch (record.format()) {
            case PGN, DPXQ_TEXT -> chineseMoves(TextDecoder.decode(bytes).text());
            case PLAYOK -> playOkMoves(TextDecoder.decode(bytes).text());
            case DHTMLXQ -> fours(field(TextDecoder.decode(bytes).text(), "movelist"));
            case CBF -> cbfMoves(TextDecoder.decode(bytes).text());
            case XQF -> null;
        };
        assertFalse(g.mainLine().isEmpty(), name + ": no moves read");
        if (stated == null) {
            return;
        }
        List<String> read = switch (record.format()) {
            case PGN, DPXQ_TEXT -> RecordSamples.chineseMainLine(g);
            case PLAYOK -> wxfMainLine(g);
            default -> digitsMainLine(g);
        };
        assertEquals(stated, read, name + ": the main line differs from the one the file states");
    }

    /** The Chinese moves of a text, tags and comments left out. */
    private static List<String> chineseMoves(String text) {
        String body = text.replaceAll("(?m)^\\s*\\[.*$", "").replaceAll("(?m)^[^\\d\\s]{1,8}\\s*[:：].*$", "")
                .replaceAll("\\{[^}]*}", "");
        int trailer = body.indexOf("棋谱由");
        if (trailer >= 0) {
            body = body.substring(0, trailer);
        }
        List<String> moves = new ArrayList<>();
        Matcher m = CHINESE_MOVE.matcher(body);
        while (m.find()) {
            moves.add(m.group());
        }
        return moves;
    }

    private static List<String> playOkMoves(String text) {
        String body = text.substring(text.indexOf("START{") + 6, text.indexOf("}END"));
        List<String> moves = new ArrayList<>();
        for (String t : body.trim().split("\\s+")) {
            if (!t.matches("\\d+\\.")) {
                moves.add(t.toUpperCase().replace('.', '='));
            }
        }
        return moves;
    }

    private static List<String> wxfMainLine(GameRecord g) {
        Position p = g.positionAt(g.root());
        List<String> out = new ArrayList<>();
        for (GameRecord.Node n : g.mainLine()) {
            out.add(Notation.WXF.format(p, n.move()).toUpperCase());
            p.play(n.move());
        }
        return out;
    }

    private static String field(String text, String name) {
        String open = "[DhtmlXQ_" + name + "]";
        int a = text.indexOf(open) + open.length();
        return text.substring(a, text.indexOf("[/DhtmlXQ_" + name + "]", a));
    }

    private static List<String> fours(String digits) {
        List<String> out = new ArrayList<>();
        for (int k = 0; k + 4 <= digits.length(); k += 4) {
            out.add(digits.substring(k, k + 4));
        }
        return out;
    }

    private static List<String> cbfMoves(String text) {
        List<String> out = new ArrayList<>();
        Matcher m = Pattern.compile("<Move value=\"(\\d\\d)-(\\d\\d)\"( end=\"1\")?").matcher(text);
        while (m.find()) {
            if (!m.group(1).equals("00") || !m.group(2).equals("00")) {
                out.add(m.group(1) + m.group(2));
            }
            if (m.group(3) != null) {
                break;
            }
        }
        return out;
    }

    /** The main line as DhtmlXQ/CBF digits: file 0-8 from the left, rank 0-9 from the top. */
    private static List<String> digitsMainLine(GameRecord g) {
        List<String> out = new ArrayList<>();
        for (GameRecord.Node n : g.mainLine()) {
            int from = Move.from(n.move());
            int to = Move.to(n.move());
            out.add("" + Square.iccsFile(from) + (9 - Square.iccsRank(from)) + Square.iccsFile(to)
                    + (9 - Square.iccsRank(to)));
        }
        return out;
    }

    @Test
    void xqfAndPgnOfTheSameGameGiveTheSameTree() throws IOException {
        GameRecord xqf = RecordReader.read(RecordSamples.bundled("SAMPLE.XQF")).first();
        GameRecord pgn = RecordReader.read(RecordSamples.bundled("SAMPLE.PGN")).first();
        assertEquals(pgn.startFen(), xqf.startFen());
        assertEquals(RecordSamples.lines(pgn), RecordSamples.lines(xqf));
        assertEquals(pgn.variationCount(), xqf.variationCount());
        assertEquals(pgn.headers().get("Result"), xqf.headers().get("Result"));
        assertEquals(pgn.headers().get("Red"), xqf.headers().get("Red"));
        assertEquals(75, xqf.mainLine().size());
        assertTrue(xqf.root().comment().startsWith("象棋让九子原属茶余饭后的娱乐"), xqf.root().comment());
    }

    @Test
    void xqfVariationsAreTheLinesAnIndependentReaderFinds() {
        assertEquals(Set.of(
                "炮二平五,炮８平５,马二进三,马８进７,兵三进一,车９平８",
                "炮二平五,炮８平５,马二进三,马８进７,车一平二,车９进１,车二进六,车９平４",
                "炮二平五,炮８平５,马二进三,马８进７,车一平二,卒７进１,兵七进一,车９进１",
                "炮二平五,炮８平５,马二进三,马８进７,车一进一,车９平８,车一平六,马２进３,马八进七,卒３进１",
                "炮二平六,马８进７,马二进三,车９平８,车一平二"),
                new TreeSet<>(RecordSamples.lines(read("test_5_variations.xqf"))));
        GameRecord g = read("game_varations.xqf");
        assertEquals(Set.of(
                "炮二平五,炮８平５,马二进三,马８进７,车一平二,车９进１,马八进七,马２进３",
                "炮二平五,炮８平５,马二进三,马８进７,车一平二,车９进１,兵三进一,卒３进１",
                "炮二平五,炮８平５,马二进三,马８进７,车一平二,车９进１,兵七进一,车９平４",
                "炮二平五,炮８平５,马二进三,马８进７,车一平二,车９进１,马八进九,马２进３",
                "炮二平五,马８进７,马二进三,卒７进１,车一平二,车９平８,兵七进一,马２进３",
                "炮二平五,马８进７,马二进三,卒７进１,车一平二,炮２平５,车二进六,马２进３"),
                new TreeSet<>(RecordSamples.lines(g)));
        assertEquals("炮二平五,炮８平５,马二进三,马８进７,车一平二,车９进１,马八进七,马２进３",
                String.join(",", RecordSamples.chineseMainLine(g)));
    }

    @Test
    void dhtmlXqBranchesAndCommentsLandWhereTheirNumbersSay() {
        GameRecord g = read("dpxq_ubb_branches.txt");
        assertEquals(3, g.variationCount());
        assertEquals("《弈林新编》杨官璘编著\n\n\n中炮巡河炮对屏风马", g.root().comment());
        assertEquals("巩固中路，并伏有伺机进取，是好的停着。", g.mainLine().get(24).comment());
        GameRecord.Node at48 = g.mainLine().get(46); // after step 47 the branch replaces step 48
        assertEquals(2, at48.children().size());
        assertEquals("1-0", g.headers().get("Result"));
        assertEquals("弈林新编-杨官璘著", g.headers().get("Event"));
    }

    @Test
    void xqbaseTrailerAfterTheResultIsSkipped() {
        GameRecord g = read("xqbase-trailer-01.PGN");
        assertEquals(26, g.mainLine().size());
        assertEquals("0-1", g.headers().get("Result"));
        assertEquals("宝岛一号", g.headers().get("Red"));
    }

    private static GameRecord read(String name) {
        try {
            return RecordReader.read(RecordSamples.bundled(name)).first();
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
