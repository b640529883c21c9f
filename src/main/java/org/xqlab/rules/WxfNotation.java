package org.xqlab.rules;

import java.text.Normalizer;

/**
 * WXF (World Xiangqi Federation) notation: four characters, piece designation (two), operator, number.
 *
 * <p>Written: a letter K A E H R C P and the file 1–9 in the mover's own numbering ({@code C2=5},
 * {@code H8+7}); operators {@code +} forward, {@code -} back, {@code =} sideways. Two of a kind on one
 * file put {@code +} (front) or {@code -} (rear) in place of the file ({@code R+=3}, {@code C--1});
 * three pawns: {@code P+}, the middle one by its file ({@code P3}), {@code P-}; four: {@code ++},
 * {@code P+}, {@code P-}, {@code --}; five: {@code ++}, {@code P+}, {@code P3}, {@code P-}, {@code --}.
 * Pawns doubled on two files write the file first: {@code 7+}, {@code 7-}, and {@code 33} for the
 * middle of three on file 3.
 *
 * <p>Read, besides that: {@code .} for sideways (the WXF's own symbol) and no sign at all
 * ({@code C25}), lower case letters, {@code B} and {@code N} for elephant and horse, the sign before the
 * letter ({@code +C=5}), white space, full-width characters ({@code Ｃ２．５}), {@code A-+5} for an advisor
 * or elephant (the plain {@code A6+5} is written), and vschess's pawn forms {@code P.} (middle) and
 * {@code Pa}…{@code Pe} (ordinals counted like Chinese 一兵…五兵).
 */
final class WxfNotation {
    private static final String LETTERS = "KAEHRCP";

    private WxfNotation() {
    }

    static String format(Position p, int move) {
        RelativeMove m = TandemResolver.describe(p, move);
        return designation(m.piece()) + m.verb().wxf() + m.number();
    }

    /** The two characters that name the piece. */
    static String designation(Designation d) {
        char letter = LETTERS.charAt(d.type());
        char file = (char) ('0' + d.file());
        if (d.plain()) {
            return "" + letter + file;
        }
        boolean front = d.index() == 0;
        boolean rear = d.index() == d.count() - 1;
        if (d.multiFile()) {
            return "" + file + (front ? '+' : rear ? '-' : file);
        }
        if (d.middle()) {
            return "" + letter + file;
        }
        if (d.count() >= 4 && (front || rear)) {
            return front ? "++" : "--";
        }
        boolean towardsFront = d.count() >= 4 ? d.index() == 1 : front;
        return "" + letter + (towardsFront ? '+' : '-');
    }

    static int parse(Position p, String text) {
        String t = Normalizer.normalize(text, Normalizer.Form.NFKC).replaceAll("\\s+", "");
        if (t.length() == 3 && Piece.typeOfLetter(t.charAt(0)) >= 0 && digit(t.charAt(1)) > 0 && digit(t.charAt(2)) > 0) {
            t = t.substring(0, 2) + '=' + t.charAt(2); // C25: sideways with the sign left out
        }
        if (t.length() != 4) {
            throw malformed(text, "expected four characters such as C2=5, H8+7 or R+=3, got " + t.length());
        }
        Verb verb = Verb.ofWxf(t.charAt(2));
        if (verb == null) {
            throw malformed(text, "expected + - = or . at position 3, found '" + t.charAt(2) + "'");
        }
        int number = digit(t.charAt(3));
        if (number < 0) {
            throw malformed(text, "expected a digit 1-9 at position 4, found '" + t.charAt(3) + "'");
        }
        PieceQuery q = query(text, t.charAt(0), t.charAt(1));
        return TandemResolver.resolve(p, q, verb, number, text, WxfNotation::designation);
    }

    private static PieceQuery query(String text, char c0, char c1) {
        int t0 = Piece.typeOfLetter(c0);
        int t1 = Piece.typeOfLetter(c1);
        int d0 = digit(c0);
        int d1 = digit(c1);
        boolean sign0 = c0 == '+' || c0 == '-';
        boolean sign1 = c1 == '+' || c1 == '-';
        if (t0 >= 0 && d1 > 0) { // C2; for pawns the file of three or five means the middle one
            return new PieceQuery(t0, d1, t0 == Piece.PAWN ? PLAIN_PAWN : null);
        }
        if (t0 == Piece.PAWN && c1 == '.') { // P.: the middle pawn (vschess)
            return new PieceQuery(t0, 0, PieceQuery.Selector.middle("P."));
        }
        if (t0 == Piece.PAWN && c1 >= 'a' && c1 <= 'e') { // Pa … Pe: vschess's ordinals, like 一兵 … 五兵
            return new PieceQuery(t0, 0, PieceQuery.Selector.ordinal("P" + c1, c1 - 'a'));
        }
        if (t0 >= 0 && sign1) { // C+
            return new PieceQuery(t0, 0, sign(c1));
        }
        if (sign0 && t1 >= 0) { // +C, read like C+
            return new PieceQuery(t1, 0, sign(c0));
        }
        if (sign0 && c1 == c0) { // ++ and --: foremost and rearmost of four or five pawns
            return new PieceQuery(Piece.PAWN, 0, c0 == '+' ? FOREMOST : REARMOST);
        }
        if (d0 > 0 && sign1) { // 7+: pawns doubled on two files
            return new PieceQuery(Piece.PAWN, d0, sign(c1));
        }
        if (d0 > 0 && d1 == d0) { // 33: the middle of three pawns on file 3
            return new PieceQuery(Piece.PAWN, d0, PieceQuery.Selector.middle("" + c0 + c1));
        }
        if (t0 < 0 && !sign0 && d0 <= 0) {
            throw malformed(text, "expected a piece letter K A E H R C P, + - or a digit at position 1, found '"
                    + c0 + "'");
        }
        throw malformed(text, "'" + c0 + c1 + "' names no piece (write e.g. C2, C+, ++, 7+ or 33)");
    }

    /** {@code P3} on a file of three or five pawns is the middle one; otherwise every pawn on the file. */
    private static final PieceQuery.Selector PLAIN_PAWN = new PieceQuery.Selector("P",
            c -> c >= 3 && c % 2 == 1 ? c / 2 : PieceQuery.Selector.ALL);
    private static final PieceQuery.Selector FOREMOST = PieceQuery.Selector.fromFront("++", 0);
    private static final PieceQuery.Selector REARMOST = PieceQuery.Selector.rear("--");
    /** With four or five on the file, {@code +} is the second and {@code -} the second from the rear. */
    private static final PieceQuery.Selector FRONT = new PieceQuery.Selector("+", c -> c >= 4 ? 1 : 0);
    private static final PieceQuery.Selector BACK = new PieceQuery.Selector("-", c -> c >= 4 ? c - 2 : c - 1);

    private static PieceQuery.Selector sign(char c) {
        return c == '+' ? FRONT : BACK;
    }

    private static int digit(char c) {
        return c >= '1' && c <= '9' ? c - '0' : -1;
    }

    private static NotationException malformed(String text, String why) {
        return new NotationException(NotationException.Kind.MALFORMED, "malformed WXF move " + text + ": " + why);
    }
}
