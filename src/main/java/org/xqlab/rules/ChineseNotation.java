package org.xqlab.rules;

import java.util.ArrayList;
import java.util.List;

/**
 * Chinese notation, e.g. 炮二平五 and 馬８進７: piece, file, verb, number, four characters.
 *
 * <p>Written: red numbers (files and ranks) in Chinese numerals 一…九, black in full-width digits １…９,
 * each side counting files from its own right. Traditional style (the default) writes red 帥仕相俥傌炮兵,
 * black 將士象車馬砲卒, verbs 進退平 and places 前中後; simplified style 帅仕相车马炮兵 / 将士象车马炮卒,
 * 进退平, 前中后. Two or three of a kind on one file: 前/中/後 instead of the file (前俥進一); four or
 * five pawns on one file: 一二三四五 from the front (二兵平四). Pawns doubled on two files at once are
 * counted together, file 1 to 9 and front to back on each, as xqbase does: 一兵 … 五兵 (so 二兵 is the
 * rear of two pawns on the lowest-numbered doubled file). Two advisors or elephants on one file are
 * told apart by their direction, so they keep the file (仕六進五).
 *
 * <p>Read: any of those characters in either script and for either side (車 车 俥, 馬 马 傌, 炮 砲 包,
 * 相 象, 仕 士, 帥 帅 將 将, 兵 卒, 進 进, 後 后), numbers as Chinese numerals, full-width or ASCII
 * digits, white space anywhere, the place word after the piece (車前平三), 前/後 for advisors and
 * elephants, 前/中/後 for four or five pawns (front, middle of five, rear), and for pawns doubled on
 * two files the place word with the file instead of the piece (前三進一, also 前兵三進一).
 */
public final class ChineseNotation {
    private static final String NUMERALS = "一二三四五六七八九";
    private static final String FULL_WIDTH = "１２３４５６７８９";

    private ChineseNotation() {
    }

    /** The move in traditional characters. */
    public static String format(Position p, int move) {
        return format(p, move, false);
    }

    /** The move in traditional or simplified characters; the move must be legal in {@code p}. */
    public static String format(Position p, int move, boolean simplified) {
        Notation.requireLegal(p, move);
        RelativeMove m = TandemResolver.describe(p, move);
        return designation(m.piece(), simplified) + m.verb().chinese(simplified)
                + number(m.piece().color(), m.number());
    }

    /** The words that name the piece, e.g. 炮二, 前炮, 二兵, 前七. */
    static String designation(Designation d, boolean simplified) {
        char piece = simplified ? Piece.chineseSimplified(d.color(), d.type()) : Piece.chinese(d.color(), d.type());
        if (d.plain()) {
            return piece + number(d.color(), d.file());
        }
        if (d.multiFile() || d.count() >= 4) {
            return NUMERALS.charAt(d.groupIndex()) + String.valueOf(piece);
        }
        char rear = simplified ? '后' : '後';
        return (d.index() == 0 ? '前' : d.index() == d.count() - 1 ? rear : '中') + String.valueOf(piece);
    }

    private static String number(int color, int n) {
        return String.valueOf((color == Piece.RED ? NUMERALS : FULL_WIDTH).charAt(n - 1));
    }

    // ------------------------------------------------------------------ parsing

    private enum Kind { PIECE, NUMBER, VERB, PLACE }

    /** One character of the text: its kind, its value (type, number, verb ordinal, place) and position. */
    private record Token(Kind kind, int value, char c, int position) {
    }

    static int parse(Position p, String text) {
        List<Token> tokens = tokenize(text);
        if (tokens.size() < 4 || tokens.size() > 5) {
            throw malformed(text, "expected four characters such as 炮二平五 or 前俥進一, got " + tokens.size());
        }
        Token t0 = tokens.get(0);
        Token t1 = tokens.get(1);
        int verbAt = tokens.size() - 2;
        PieceQuery q;
        if (tokens.size() == 5) { // 前兵三進一: place, piece, file
            expect(text, t0, Kind.PLACE, "前, 中 or 後");
            expect(text, t1, Kind.PIECE, "a piece");
            expect(text, tokens.get(2), Kind.NUMBER, "a file number");
            q = new PieceQuery(t1.value(), tokens.get(2).value(), place(t0));
        } else if (t0.kind() == Kind.PIECE) { // 炮二 or 車前
            if (t1.kind() == Kind.PLACE) {
                q = new PieceQuery(t0.value(), 0, place(t1));
            } else {
                expect(text, t1, Kind.NUMBER, "a file number or 前, 中, 後");
                q = new PieceQuery(t0.value(), t1.value(), null);
            }
        } else if (t0.kind() == Kind.PLACE) { // 前炮 or 前七
            if (t1.kind() == Kind.NUMBER) {
                q = new PieceQuery(Piece.PAWN, t1.value(), place(t0));
            } else {
                expect(text, t1, Kind.PIECE, "a piece or a file number");
                q = new PieceQuery(t1.value(), 0, place(t0));
            }
        } else if (t0.kind() == Kind.NUMBER) { // 二兵: second of four or five from the front
            expect(text, t1, Kind.PIECE, "a piece after the place number");
            if (t0.value() > 5) {
                throw malformed(text, "a place number counts at most five pawns, found '" + t0.c() + "'");
            }
            q = new PieceQuery(t1.value(), 0, PieceQuery.Selector.ordinal(String.valueOf(t0.c()), t0.value() - 1));
        } else {
            throw malformed(text, "expected a piece, 前, 中, 後 or a number at position " + t0.position()
                    + ", found '" + t0.c() + "'");
        }
        expect(text, tokens.get(verbAt), Kind.VERB, "進, 退 or 平");
        Token last = tokens.get(verbAt + 1);
        expect(text, last, Kind.NUMBER, "a number");
        Verb verb = Verb.values()[tokens.get(verbAt).value()];
        return TandemResolver.resolve(p, q, verb, last.value(), text, d -> designation(d, false));
    }

    private static PieceQuery.Selector place(Token t) {
        String label = String.valueOf(t.c());
        switch (t.value()) {
            case 0: return PieceQuery.Selector.fromFront(label, 0);
            case 1: return PieceQuery.Selector.middle(label);
            default: return PieceQuery.Selector.rear(label);
        }
    }

    private static void expect(String text, Token t, Kind kind, String what) {
        if (t.kind() != kind) {
            throw malformed(text, "expected " + what + " at position " + t.position() + ", found '" + t.c() + "'");
        }
    }

    private static List<Token> tokenize(String text) {
        List<Token> tokens = new ArrayList<>();
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (Character.isWhitespace(c)) {
                continue;
            }
            int position = i + 1;
            int type = pieceType(c);
            Verb verb = Verb.ofChinese(c);
            int n = numberOf(c);
            int place = "前中後后".indexOf(c);
            if (type >= 0) {
                tokens.add(new Token(Kind.PIECE, type, c, position));
            } else if (verb != null) {
                tokens.add(new Token(Kind.VERB, verb.ordinal(), c, position));
            } else if (n > 0) {
                tokens.add(new Token(Kind.NUMBER, n, c, position));
            } else if (place >= 0) {
                tokens.add(new Token(Kind.PLACE, Math.min(place, 2), c, position));
            } else {
                throw malformed(text, "unexpected character '" + c + "' at position " + position);
            }
        }
        return tokens;
    }

    private static int pieceType(char c) {
        switch (c) {
            case '帥': case '帅': case '將': case '将': return Piece.KING;
            case '仕': case '士': return Piece.ADVISOR;
            case '相': case '象': return Piece.ELEPHANT;
            case '傌': case '馬': case '马': return Piece.HORSE;
            case '俥': case '車': case '车': return Piece.ROOK;
            case '炮': case '砲': case '包': return Piece.CANNON;
            case '兵': case '卒': return Piece.PAWN;
            default: return -1;
        }
    }

    private static int numberOf(char c) {
        int n = NUMERALS.indexOf(c);
        if (n < 0) {
            n = FULL_WIDTH.indexOf(c);
        }
        if (n < 0 && c >= '1' && c <= '9') {
            n = c - '1';
        }
        return n + 1;
    }

    private static NotationException malformed(String text, String why) {
        return new NotationException(NotationException.Kind.MALFORMED, "malformed Chinese move " + text + ": " + why);
    }
}
