package org.xqlab.game;

import org.xqlab.rules.ChineseNotation;
import org.xqlab.rules.Notation;
import org.xqlab.rules.Piece;
import org.xqlab.rules.Position;

import java.util.List;
import java.util.Map;

/**
 * Game records as Xiangqi PGN text: {@code [Game "Chinese Chess"]}, the record's tags, {@code [FEN]}
 * when the start is not the standard one and {@code [Format]} naming the movetext notation (ICCS
 * {@code h2e2}, WXF {@code C2=5} or Chinese {@code 炮二平五}); then the moves with numbers,
 * {@code {comments}} after the move they belong to (a comment before the first move belongs to the
 * start), {@code (variations)} right after the move they replace, and the result.
 *
 * <p>{@link #read} goes through {@link RecordReader} (see {@code PgnReader} for the PGN it accepts).
 * Comments may not contain '}' (written as ')').
 */
public final class GameRecordText {
    /** The tag Xiangqi PGN readers look for first. */
    public static final String GAME_TAG_VALUE = "Chinese Chess";

    private GameRecordText() {
    }

    /** The record as PGN text with ICCS moves. */
    public static String write(GameRecord record) {
        return write(record, Notation.ICCS);
    }

    /** The record as PGN text with moves in {@code notation} (Chinese in traditional characters). */
    public static String write(GameRecord record, Notation notation) {
        return write(record, notation, false);
    }

    /**
     * The record as PGN text with moves in {@code notation}; Chinese moves in simplified characters
     * (帅车马进后, as XQWizard writes them) when {@code simplified}, else traditional.
     */
    public static String write(GameRecord record, Notation notation, boolean simplified) {
        StringBuilder sb = new StringBuilder();
        sb.append("[Game \"").append(GAME_TAG_VALUE).append("\"]\n");
        for (Map.Entry<String, String> h : record.headers().entrySet()) {
            if (!"Game".equals(h.getKey()) && !"Format".equals(h.getKey())) {
                sb.append('[').append(h.getKey()).append(" \"").append(escape(h.getValue())).append("\"]\n");
            }
        }
        sb.append("[Format \"").append(formatName(notation)).append("\"]\n\n");
        GameRecord.Node root = record.root();
        if (!root.comment().isEmpty()) {
            sb.append('{').append(commentText(root)).append("} ");
        }
        Position start = record.positionAt(root);
        new Writer(sb, notation, simplified, start).line(root, start.fullmoveNumber(), true);
        sb.append(record.headers().getOrDefault("Result", "*")).append('\n');
        return sb.toString();
    }

    /** The value of the Format tag for a notation: ICCS, WXF or Chinese. */
    public static String formatName(Notation notation) {
        return switch (notation) {
            case ICCS -> "ICCS";
            case WXF -> "WXF";
            case CHINESE -> "Chinese";
        };
    }

    /** The notation a Format tag value names (case ignored), or null for an unknown one. */
    public static Notation notationOf(String format) {
        for (Notation n : Notation.values()) {
            if (formatName(n).equalsIgnoreCase(format == null ? "" : format.trim())) {
                return n;
            }
        }
        return null;
    }

    private static String commentText(GameRecord.Node node) {
        return node.comment().replace('}', ')');
    }

    /** Writes lines, keeping the position in step with the node being written. */
    private static final class Writer {
        private final StringBuilder sb;
        private final Notation notation;
        private final boolean simplified;
        private final Position position;

        Writer(StringBuilder sb, Notation notation, boolean simplified, Position position) {
            this.sb = sb;
            this.notation = notation;
            this.simplified = simplified;
            this.position = position;
        }

        private String format(int move) {
            return notation == Notation.CHINESE ? ChineseNotation.format(position, move, simplified)
                    : notation.format(position, move);
        }

        /** A line being written: where it stands, its move number, and which variation of the move comes next. */
        private static final class Frame {
            GameRecord.Node node;
            int number;
            boolean force;
            int played;
            int next; // 0: the main move is not written yet; k: variation k comes next
            int side;
            int nextNumber;

            Frame(GameRecord.Node node, int number, boolean force) {
                this.node = node;
                this.number = number;
                this.force = force;
            }
        }

        /**
         * Writes the main continuation of {@code from}, each move followed by its variations. Iterative, with
         * its own stack of lines: variations nested to any depth are written without deep recursion.
         */
        void line(GameRecord.Node from, int number, boolean forceNumber) {
            java.util.ArrayDeque<Frame> open = new java.util.ArrayDeque<>();
            open.push(new Frame(from, number, forceNumber));
            while (!open.isEmpty()) {
                Frame f = open.peek();
                List<GameRecord.Node> children = f.node.children();
                if (f.next == 0) {
                    if (children.isEmpty()) { // the line ends: back to where it started
                        for (int k = 0; k < f.played; k++) {
                            position.unmakeMove();
                        }
                        open.pop();
                        if (!open.isEmpty()) {
                            position.unmakeMove(); // the variation's first move
                            sb.append(") ");
                        }
                        continue;
                    }
                    GameRecord.Node main = children.get(0);
                    f.side = position.sideToMove();
                    f.nextNumber = f.side == Piece.BLACK ? f.number + 1 : f.number;
                    move(main, format(main.move()), f.side, f.number, f.force);
                    f.next = 1;
                }
                if (f.next < children.size()) {
                    GameRecord.Node variation = children.get(f.next++);
                    sb.append("( ");
                    move(variation, format(variation.move()), f.side, f.number, true);
                    position.play(variation.move());
                    open.push(new Frame(variation, f.nextNumber, !variation.comment().isEmpty()));
                    continue;
                }
                GameRecord.Node main = children.get(0);
                f.force = children.size() > 1 || !main.comment().isEmpty();
                position.play(main.move());
                f.played++;
                f.number = f.nextNumber;
                f.node = main;
                f.next = 0;
            }
        }

        private void move(GameRecord.Node node, String text, int side, int number, boolean showNumber) {
            if (side == Piece.RED) {
                sb.append(number).append(". ");
            } else if (showNumber) {
                sb.append(number).append("... ");
            }
            sb.append(text).append(' ');
            if (!node.comment().isEmpty()) {
                sb.append('{').append(commentText(node)).append("} ");
            }
        }
    }

    private static String escape(String s) {
        // a tag is one line in PGN: a line break in a value set by hand becomes a space
        return s.replace("\\", "\\\\").replace("\"", "\\\"").replace('\r', ' ').replace('\n', ' ');
    }

    /**
     * Reads one game from text: PGN in any of the three notations, or any other text format
     * {@link RecordReader} knows (a pasted DhtmlXQ block, say); of a text with several games, the first.
     * Errors are {@link RecordFormatException}s whose message starts with {@code line N:} (and names the
     * game when it is not the first).
     */
    public static GameRecord read(String text) {
        try {
            return RecordReader.readText(text == null ? "" : text, null).first();
        } catch (RecordFormatException e) {
            throw e.game() == 1 ? e.inGame(0) : e;
        }
    }
}
