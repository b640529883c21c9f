package org.xqlab.rules;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Hand-checked moves: each written in WXF and Chinese, checked both ways, for red and black. */
class NotationExamplesTest {
    static final String DOUBLED = "r3ka3/r8/9/9/2C6/9/2C6/1R2H4/1R2H4/3K5";
    static final String PAWNS_TWO_FILES = "4k4/9/2P6/2P3P2/2P3P2/9/9/9/9/3K5 w - - 0 1";
    static final String PAWNS_THREE_ON_ONE = "4k4/9/2P6/2P6/2P3P2/9/9/9/9/3K5 w - - 0 1";
    static final String FIVE_PAWNS = "3k5/9/2P6/2P6/2P6/2P6/2P6/9/9/4K4 w - - 0 1";
    static final String FOUR_BLACK_PAWNS = "4k4/9/9/6p2/6p2/6p2/6p2/9/9/3K5 b - - 0 1";
    static final String BLACK_PAWNS_TWO_FILES = "4k4/9/9/9/9/2p3p2/2p3p2/2p6/9/3K5 b - - 0 1";
    static final String ADVISORS_ELEPHANTS = "4kab2/9/5a3/9/6b2/2B6/9/3A5/9/2BA1K3";
    static final String BLACK_HORSES_CANNONS = "2b1ka3/4a4/1c2n4/9/1c2n4/9/9/9/9/3K5 b - - 0 1";

    /** Checks that the move formats as {@code wxf} and {@code chinese} and that both parse back. */
    static void check(Position p, String iccs, String wxf, String chinese) {
        int move = Move.parseIccs(iccs);
        assertEquals(wxf, Notation.WXF.format(p, move), iccs);
        assertEquals(chinese, Notation.CHINESE.format(p, move), iccs);
        assertEquals(iccs, Move.iccs(Notation.WXF.parse(p, wxf)), wxf);
        assertEquals(iccs, Move.iccs(Notation.CHINESE.parse(p, chinese)), chinese);
        assertEquals(iccs, Notation.ICCS.format(p, move));
    }

    static void check(String fen, String iccs, String wxf, String chinese) {
        check(Fen.parse(fen), iccs, wxf, chinese);
    }

    /** Checks that {@code text} (any notation, any accepted variant) means the move. */
    static void reads(String fen, String text, String iccs) {
        Position p = Fen.parse(fen);
        assertEquals(iccs, Move.iccs(Notation.parseAny(p, text)), text);
    }

    @Test
    void centralCannonAndTheBlackHorseReply() {
        Position p = Position.startPosition();
        check(p, "h2e2", "C2=5", "炮二平五");
        p.play(Move.parseIccs("h2e2"));
        check(p, "h9g7", "H8+7", "馬８進７");
        check(p, "b7e7", "C2=5", "砲２平５");
    }

    @Test
    void redStartMovesOfEveryKind() {
        String start = Fen.START;
        check(start, "h0g2", "H2+3", "傌二進三");
        check(start, "b0c2", "H8+7", "傌八進七");
        check(start, "i0i1", "R1+1", "俥一進一");
        check(start, "g0e2", "E3+5", "相三進五");
        check(start, "f0e1", "A4+5", "仕四進五");
        check(start, "e0e1", "K5+1", "帥五進一");
        check(start, "c3c4", "P7+1", "兵七進一");
        check(start, "b2b9", "C8+7", "炮八進七");
    }

    @Test
    void blackCountsFilesFromItsOwnRight() {
        String fen = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1";
        check(fen, "a9a8", "R1+1", "車１進１");
        check(fen, "c9e7", "E3+5", "象３進５");
        check(fen, "g6g5", "P7+1", "卒７進１");
        check(fen, "d9e8", "A4+5", "士４進５");
        check(fen, "e9e8", "K5+1", "將５進１");
    }

    @Test
    void simplifiedStyleUsesSimplifiedCharacters() {
        Position p = Position.startPosition();
        assertEquals("马二进三", ChineseNotation.format(p, Move.parseIccs("h0g2"), true));
        assertEquals("车一进一", ChineseNotation.format(p, Move.parseIccs("i0i1"), true));
        assertEquals("帅五进一", ChineseNotation.format(p, Move.parseIccs("e0e1"), true));
        Position b = Fen.parse(DOUBLED + " b - - 0 1");
        assertEquals("后车平４", ChineseNotation.format(b, Move.parseIccs("a9d9"), true));
    }

    @Test
    void rookNumbersCountRanksForwardAndBack() {
        String fen = "4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1";
        check(fen, "a0a9", "R9+9", "俥九進九");
        check(fen, "a0c0", "R9=7", "俥九平七");
        String back = "4k4/R8/9/9/9/9/9/9/9/3K5 w - - 0 1";
        check(back, "a8a1", "R9-7", "俥九退七");
        check(back, "a8a0", "R9-8", "俥九退八");
    }

    @Test
    void diagonalMoversNameTheDestinationFile() {
        String fen = ADVISORS_ELEPHANTS + " w - - 0 1";
        check(fen, "d0e1", "A6+5", "仕六進五");
        check(fen, "d2e1", "A6-5", "仕六退五");
        check(fen, "c0a2", "E7+9", "相七進九");
        check(fen, "c0e2", "E7+5", "相七進五");
        check(fen, "c4e2", "E7-5", "相七退五");
        check(fen, "c4a2", "E7-9", "相七退九");
        String black = ADVISORS_ELEPHANTS + " b - - 0 1";
        check(black, "f9e8", "A6+5", "士６進５");
        check(black, "f7e8", "A6-5", "士６退５");
        check(black, "g9e7", "E7+5", "象７進５");
        check(black, "g5e7", "E7-5", "象７退５");
        check(black, "g9i7", "E7+9", "象７進９");
        // horse: one file over means two ranks, two files over one rank
        check(Fen.START, "h0i2", "H2+1", "傌二進一");
        check(DOUBLED + " w - - 0 1", "e1g0", "H--3", "後傌退三");
    }

    @Test
    void advisorsAndElephantsOnOneFileAlsoReadWithFrontAndRear() {
        String fen = ADVISORS_ELEPHANTS + " w - - 0 1";
        reads(fen, "後仕進五", "d0e1");
        reads(fen, "前仕退五", "d2e1");
        reads(fen, "A-+5", "d0e1");
        reads(fen, "A+-5", "d2e1");
        reads(fen, "前相退九", "c4a2");
    }

    @Test
    void twoRooksOnAFile() {
        String red = DOUBLED + " w - - 0 1";
        check(red, "b2b5", "R++3", "前俥進三");
        check(red, "b1b0", "R--1", "後俥退一");
        check(red, "b2a2", "R+=9", "前俥平九");
        check(red, "b1c1", "R-=7", "後俥平七");
        String black = DOUBLED + " b - - 0 1";
        check(black, "a8a3", "R++5", "前車進５");
        check(black, "a9d9", "R-=4", "後車平４");
        check(black, "a9b9", "R-=2", "後車平２");
    }

    @Test
    void twoHorsesAndTwoCannonsOnAFile() {
        String red = DOUBLED + " w - - 0 1";
        check(red, "e2d4", "H++6", "前傌進六");
        check(red, "e1c2", "H-+7", "後傌進七");
        check(red, "c5c9", "C++4", "前炮進四");
        check(red, "c3e3", "C-=5", "後炮平五");
        check(BLACK_HORSES_CANNONS, "e5d3", "H++4", "前馬進４");
        check(BLACK_HORSES_CANNONS, "e7c8", "H--3", "後馬退３");
        check(BLACK_HORSES_CANNONS, "b5b1", "C++4", "前砲進４");
        check(BLACK_HORSES_CANNONS, "b7b9", "C--2", "後砲退２");
    }

    @Test
    void threePawnsOnOneFileAreFrontMiddleAndRear() {
        check(PAWNS_THREE_ON_ONE, "c7c8", "P++1", "前兵進一");
        check(PAWNS_THREE_ON_ONE, "c6b6", "P7=8", "中兵平八");
        check(PAWNS_THREE_ON_ONE, "c5d5", "P-=6", "後兵平六");
        check(PAWNS_THREE_ON_ONE, "g5g6", "P3+1", "兵三進一");
    }

    @Test
    void fourOrFivePawnsOnAFileCountFromTheFront() {
        check(FIVE_PAWNS, "c7c8", "+++1", "一兵進一");
        check(FIVE_PAWNS, "c6b6", "P+=8", "二兵平八");
        check(FIVE_PAWNS, "c5d5", "P7=6", "三兵平六");
        reads(FIVE_PAWNS, "前兵進一", "c7c8");
        reads(FIVE_PAWNS, "中兵平六", "c5d5");
        reads(FIVE_PAWNS, "2兵平8", "c6b6");
        check(FOUR_BLACK_PAWNS, "g3g2", "+++1", "一卒進１");
        check(FOUR_BLACK_PAWNS, "g3f3", "++=6", "一卒平６");
        check(FOUR_BLACK_PAWNS, "g4h4", "P+=8", "二卒平８");
        reads(FOUR_BLACK_PAWNS, "前卒平6", "g3f3");
    }

    @Test
    void pawnsDoubledOnTwoFilesAreCountedTogetherInChineseAndByFileInWxf() {
        // red: g6 g5 on file 3 come first, then c7 c6 c5 on file 7
        check(PAWNS_TWO_FILES, "g6g7", "3++1", "一兵進一");
        check(PAWNS_TWO_FILES, "g5f5", "3-=4", "二兵平四");
        check(PAWNS_TWO_FILES, "c7c8", "7++1", "三兵進一");
        check(PAWNS_TWO_FILES, "c6b6", "77=8", "四兵平八");
        check(PAWNS_TWO_FILES, "c5d5", "7-=6", "五兵平六");
        // black: c2 c3 c4 on black's file 3 (c2 is the front one), then g3 g4 on file 7
        check(BLACK_PAWNS_TWO_FILES, "c2c1", "3++1", "一卒進１");
        check(BLACK_PAWNS_TWO_FILES, "c3b3", "33=2", "二卒平２");
        check(BLACK_PAWNS_TWO_FILES, "c4d4", "3-=4", "三卒平４");
        check(BLACK_PAWNS_TWO_FILES, "g3g2", "7++1", "四卒進１");
        check(BLACK_PAWNS_TWO_FILES, "g4h4", "7-=8", "五卒平８");
        // the place word with the file also reads
        reads(PAWNS_TWO_FILES, "前七進一", "c7c8");
        reads(PAWNS_TWO_FILES, "中七平八", "c6b6");
        reads(PAWNS_TWO_FILES, "前兵七進一", "c7c8");
        reads(BLACK_PAWNS_TWO_FILES, "後３平４", "c4d4");
        reads(PAWNS_TWO_FILES, "Pc+1", "c7c8");
    }

    @Test
    void parsingAcceptsEitherScriptEitherSidesCharactersAndAnyDigits() {
        reads(Fen.START, "炮2平5", "h2e2");
        reads(Fen.START, "砲二平五", "h2e2");
        reads(Fen.START, "包２平５", "h2e2");
        reads(Fen.START, "马二进三", "h0g2");
        reads(Fen.START, "馬 二 進 三", "h0g2");
        reads(Fen.START, "车一进一", "i0i1");
        reads(Fen.START, "將五進一", "e0e1");
        reads(Fen.START, "卒七进一", "c3c4");
        reads(Fen.START, "c2.5", "h2e2");
        reads(Fen.START, "N2+3", "h0g2");
        reads(Fen.START, "B3+5", "g0e2");
        reads(Fen.START, "H2-E2", "h2e2");
        String red = DOUBLED + " w - - 0 1";
        reads(red, "+R+3", "b2b5");
        reads(red, "俥前進三", "b2b5");
        reads(red, "后车退一", "b1b0");
        reads(red, "R-.7", "b1c1");
        reads(Fen.START, "C25", "h2e2");
        reads(Fen.START, "Ｃ２．５", "h2e2");
        reads(PAWNS_THREE_ON_ONE, "P..8", "c6b6");
    }
}
