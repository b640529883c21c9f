package org.xqlab.rules;

/**
 * Piece identities, types and colours.
 *
 * <p>Each of the 32 pieces has a fixed <em>id</em> from 16 to 47, as in ElephantEye: red pieces are
 * 16–31, black pieces 32–47. Within a side the order is king (帥/將), two advisors (仕/士), two elephants
 * (相/象), two horses (傌/馬), two rooks (俥/車), two cannons (炮/砲) and five pawns (兵/卒). The board
 * stores ids, and the piece list maps each id back to its square, so the two are linked both ways. An
 * id tells its colour by one bit ({@code id & 16} for red, {@code id & 32} for black), which makes the
 * "is this my piece?" test of move generation a single AND.
 */
public final class Piece {
    public static final int KING = 0;
    public static final int ADVISOR = 1;
    public static final int ELEPHANT = 2;
    public static final int HORSE = 3;
    public static final int ROOK = 4;
    public static final int CANNON = 5;
    public static final int PAWN = 6;
    public static final int TYPE_COUNT = 7;

    public static final int RED = 0;
    public static final int BLACK = 1;

    /** No piece (an empty point). */
    public static final int NONE = 0;

    private static final int[] TYPE_OF_INDEX = {KING, ADVISOR, ADVISOR, ELEPHANT, ELEPHANT, HORSE, HORSE,
            ROOK, ROOK, CANNON, CANNON, PAWN, PAWN, PAWN, PAWN, PAWN};
    private static final int[] FIRST_INDEX = {0, 1, 3, 5, 7, 9, 11};
    private static final int[] LAST_INDEX = {0, 2, 4, 6, 8, 10, 15};

    /** Type of each id (0–47); -1 for ids that are no piece. */
    static final int[] TYPE = new int[48];
    /** Colour-and-type code of each id: {@code color * 8 + type}; -1 for an empty point. */
    static final int[] CODE = new int[48];

    static {
        for (int id = 0; id < 48; id++) {
            TYPE[id] = id < 16 ? -1 : TYPE_OF_INDEX[id & 15];
            CODE[id] = id < 16 ? -1 : colorOf(id) * 8 + TYPE[id];
        }
    }

    private Piece() {
    }

    /** The id of the first piece of the given colour (its king). */
    public static int base(int color) {
        return 16 + (color << 4);
    }

    /** The side tag that every id of this colour has set: 16 for red, 32 for black. */
    public static int sideTag(int color) {
        return 16 << color;
    }

    public static int colorOf(int id) {
        return (id >> 5) & 1;
    }

    public static int typeOf(int id) {
        return TYPE[id];
    }

    /** Code {@code color * 8 + type}, the index used by Zobrist keys and evaluation tables. */
    public static int code(int color, int type) {
        return color * 8 + type;
    }

    public static int codeOf(int id) {
        return CODE[id];
    }

    /** First id of this type for the colour (e.g. the first rook). */
    public static int firstId(int color, int type) {
        return base(color) + FIRST_INDEX[type];
    }

    /** Last id of this type for the colour (inclusive). */
    public static int lastId(int color, int type) {
        return base(color) + LAST_INDEX[type];
    }

    /** How many pieces of this type a side has at the start (and at most). */
    public static int maxCount(int type) {
        return LAST_INDEX[type] - FIRST_INDEX[type] + 1;
    }

    /** FEN letter: upper case for red, lower case for black (K A B N R C P). */
    public static char fenLetter(int color, int type) {
        char c = "KABNRCP".charAt(type);
        return color == RED ? c : Character.toLowerCase(c);
    }

    /** Type for a FEN letter in either case (also H for horse and E for elephant), or -1. */
    public static int typeOfLetter(char letter) {
        switch (Character.toUpperCase(letter)) {
            case 'K': return KING;
            case 'A': return ADVISOR;
            case 'B': case 'E': return ELEPHANT;
            case 'N': case 'H': return HORSE;
            case 'R': return ROOK;
            case 'C': return CANNON;
            case 'P': return PAWN;
            default: return -1;
        }
    }

    /** English name of a type. */
    public static String name(int type) {
        return new String[] {"king", "advisor", "elephant", "horse", "rook", "cannon", "pawn"}[type];
    }

    /** Traditional Chinese character in type order, red and black differ: 帥仕相傌俥炮兵 / 將士象馬車砲卒. */
    public static char chinese(int color, int type) {
        return (color == RED ? "帥仕相傌俥炮兵" : "將士象馬車砲卒").charAt(type);
    }

    /** Simplified Chinese character in type order: 帅仕相马车炮兵 / 将士象马车炮卒. */
    public static char chineseSimplified(int color, int type) {
        return (color == RED ? "帅仕相马车炮兵" : "将士象马车炮卒").charAt(type);
    }
}
