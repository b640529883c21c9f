package org.xqlab.game;

import org.junit.jupiter.api.Test;
import org.xqlab.rules.Notation;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every sample, whatever its format, written as PGN (ICCS in UTF-8, simplified Chinese in GBK) and read
 * again gives the same tree — start, moves, variations, comments and tags; written as DhtmlXQ or XQF and
 * read again, the same start, moves, variations and comments.
 */
class RecordRoundTripTest {

    @Test
    void everyFormatToPgnAndBackKeepsTheWholeTree() throws IOException {
        for (Path file : RecordSamples.bundledFiles()) {
            RecordFile in = RecordReader.read(file);
            for (RecordWriter.Target target : List.of(RecordWriter.Target.PGN, RecordWriter.Target.PGN_GBK)) {
                RecordFile back = RecordReader.read(RecordWriter.bytes(in.games(), target), "again.pgn");
                assertEquals(RecordFormat.PGN, back.format());
                assertEquals(target == RecordWriter.Target.PGN ? "UTF-8" : "GBK", back.encoding(), file + " " + target);
                assertEquals(in.games().size(), back.games().size());
                for (int k = 0; k < in.games().size(); k++) {
                    assertEquals(RecordSamples.tree(in.games().get(k), true), RecordSamples.tree(back.games().get(k), true),
                            file + " via " + target);
                }
            }
        }
    }

    @Test
    void pgnToDhtmlXqAndXqfAndBackKeepsMovesVariationsAndComments() throws IOException {
        for (Path file : RecordSamples.bundledFiles()) {
            GameRecord g = RecordReader.read(file).first();
            RecordFile viaDhtml = RecordReader.read(RecordWriter.bytes(List.of(g), RecordWriter.Target.DHTMLXQ), "again.txt");
            assertEquals(RecordFormat.DHTMLXQ, viaDhtml.format());
            assertEquals(RecordSamples.tree(g, false), RecordSamples.tree(viaDhtml.first(), false), file + " via DhtmlXQ");
            assertEquals(g.headers().get("Result"), viaDhtml.first().headers().get("Result"));
            RecordFile viaXqf = RecordReader.read(RecordWriter.bytes(List.of(g), RecordWriter.Target.XQF), "again.xqf");
            assertEquals(RecordFormat.XQF, viaXqf.format());
            assertEquals(RecordSamples.tree(g, false), RecordSamples.tree(viaXqf.first(), false), file + " via XQF");
            assertEquals(g.headers().get("Result"), viaXqf.first().headers().get("Result"));
        }
    }

    @Test
    void gbkPgnUsesSimplifiedGlyphsAsXqWizardWritesThem() throws IOException {
        GameRecord g = RecordReader.read(RecordSamples.bundled("test.pgn")).first();
        String text = new String(RecordWriter.bytes(List.of(g), RecordWriter.Target.PGN_GBK), TextDecoder.GBK);
        assertTrue(text.contains("1. 炮二平五 马２进３"), text);
        assertTrue(text.contains("[Red \"象棋巫师(大师)\"]"), text);
        String utf8 = new String(RecordWriter.bytes(List.of(g), RecordWriter.Target.PGN), StandardCharsets.UTF_8);
        assertTrue(utf8.contains("1. h2e2 b9c7"), utf8);
    }

    @Test
    void manyGamesMakeOnePgnFileThatReadsBackAsManyGames() {
        GameRecord a = GameRecordText.read("1. h2e2 h9g7 *");
        GameRecord b = GameRecordText.read("1. c3c4 {pawn} ( 1. b2e2 ) c6c5 1-0");
        String pgn = RecordWriter.pgn(List.of(a, b), Notation.WXF, false);
        RecordFile back = RecordReader.readText(pgn, "two.pgn");
        assertEquals(2, back.games().size());
        assertEquals(RecordSamples.tree(b, true), RecordSamples.tree(back.games().get(1), true));
        String dhtml = RecordWriter.dhtmlXq(List.of(a, b));
        assertEquals(2, RecordReader.readText(dhtml, "two.txt").games().size());
    }
}
