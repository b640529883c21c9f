package org.xqlab.game;

import org.xqlab.rules.Fen;
import org.xqlab.rules.FenException;
import org.xqlab.rules.Notation;
import org.xqlab.rules.NotationException;
import org.xqlab.rules.Piece;
import org.xqlab.rules.Position;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Game records as Xiangqi PGN text: {@code [Game "Chinese Chess"]}, the record's tags, {@code [FEN]}
 * when the start is not the standard one and {@code [Format]} naming the movetext notation (ICCS
 * {@code h2e2}, WXF {@code C2=5} or Chinese {@code 炮二平五}); then the moves with numbers,
 * {@code {comments}} after the move they belong to (a comment before the first move belongs to the
 * start), {@code (variations)} right after the move they replace, and the result.
 *
 * <p>{@link #read} accepts what {@link #write} writes in any of the three notations, each move token
 * read by {@link Notation#parseAny} (so one file may even mix them), ICCS written {@code h2-e2}, move
 * numbers glued to moves ({@code 1.h2e2}), NAGs ({@code $1}) and {@code ;} line comments. Anything it
 * cannot read throws an {@link IllegalArgumentException} whose message starts with {@code line N:} and
 * names the problem (malformed tag, bad FEN, unclosed comment, unbalanced parenthesis, a move that is
 * not legal where it stands and why). Comments may not contain '}' (written as ')').
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

    /** The record as PGN text with moves in {@code notation}. */
    public static String write(GameRecord record, Notation notation) {
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
        new Writer(sb, notation, start).line(root, start.fullmoveNumber(), true);
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
        private final Position position;

        Writer(StringBuilder sb, Notation notation, Position position) {
            this.sb = sb;
            this.notation = notation;
            this.position = position;
        }

        /** Writes the main continuation of {@code from}, each move followed by its variations. */
        void line(GameRecord.Node from, int number, boolean forceNumber) {
            GameRecord.Node node = from;
            boolean force = forceNumber;
            int played = 0;
            while (!node.children().isEmpty()) {
                List<GameRecord.Node> children = node.children();
                GameRecord.Node main = children.get(0);
                int side = position.sideToMove();
                int nextNumber = side == Piece.BLACK ? number + 1 : number;
                String mainText = notation.format(position, main.move());
                move(main, mainText, side, number, force);
                for (int k = 1; k < children.size(); k++) {
                    GameRecord.Node variation = children.get(k);
                    sb.append("( ");
                    move(variation, notation.format(position, variation.move()), side, number, true);
                    position.play(variation.move());
                    line(variation, nextNumber, !variation.comment().isEmpty());
                    position.unmakeMove();
                    sb.append(") ");
                }
                force = children.size() > 1 || !main.comment().isEmpty();
                position.play(main.move());
                played++;
                number = nextNumber;
                node = main;
            }
            for (int k = 0; k < played; k++) {
                position.unmakeMove();
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
        return s.replace("\\", "\\\\").replace("\"", "\\\"");
    }

    /** Reads PGN text with moves in any of the three notations; throws naming the line and the problem. */
    public static GameRecord read(String text) {
        Map<String, String> tags = new LinkedHashMap<>();
        int i = 0;
        int n = text.length();
        if (n > 0 && text.charAt(0) == '\uFEFF') {
            i = 1;
        }
        // tag pairs
        while (true) {
            while (i < n && Character.isWhitespace(text.charAt(i))) {
                i++;
            }
            if (i >= n || text.charAt(i) != '[') {
                break;
            }
            int lineEnd = text.indexOf('\n', i);
            int end = text.lastIndexOf(']', lineEnd < 0 ? n : lineEnd);
            int q1 = text.indexOf('"', i);
            int q2 = end < 0 ? -1 : text.lastIndexOf('"', end);
            if (end < i || q1 < 0 || q1 >= q2 || q2 > end) {
                throw error(text, i, "malformed tag " + snippet(text, i)
                        + ": expected [Name \"value\"] on one line");
            }
            String key = text.substring(i + 1, q1).trim();
            if (key.isEmpty() || !key.chars().allMatch(ch -> Character.isLetterOrDigit(ch) || ch == '_')) {
                throw error(text, i, "malformed tag name '" + key + "'");
            }
            String value = text.substring(q1 + 1, q2).replace("\\\"", "\"").replace("\\\\", "\\");
            tags.put(key, value);
            i = end + 1;
        }
        GameRecord record;
        try {
            record = new GameRecord(tags.getOrDefault("FEN", Fen.START));
        } catch (FenException e) {
            throw error(text, text.indexOf("[FEN"), "bad FEN tag: " + e.getMessage());
        }
        for (Map.Entry<String, String> t : tags.entrySet()) {
            String key = t.getKey();
            if (!"Format".equals(key) && !"FEN".equals(key) && !"Result".equals(key) && !"Game".equals(key)) {
                record.headers().put(key, t.getValue());
            }
        }
        readMoves(record, text, i);
        record.recordResultAtEnd(tags.getOrDefault("Result", "*"));
        record.first();
        return record;
    }

    private static void readMoves(GameRecord record, String text, int start) {
        Deque<GameRecord.Node> stack = new ArrayDeque<>();
        Deque<Integer> openedAt = new ArrayDeque<>();
        int i = start;
        int n = text.length();
        while (i < n) {
            char c = text.charAt(i);
            if (Character.isWhitespace(c)) {
                i++;
            } else if (c == '{') {
                int end = text.indexOf('}', i);
                if (end < 0) {
                    throw error(text, i, "comment opened with '{' is never closed");
                }
                GameRecord.Node at = record.cursor();
                String old = at.comment();
                String add = text.substring(i + 1, end).trim();
                record.setComment(at, old.isEmpty() ? add : old + " " + add);
                i = end + 1;
            } else if (c == ';') {
                int end = text.indexOf('\n', i);
                i = end < 0 ? n : end + 1;
            } else if (c == '(') {
                if (record.cursor().parent() == null) {
                    throw error(text, i, "a variation '(' must follow the move it replaces");
                }
                stack.push(record.cursor());
                openedAt.push(i);
                record.goTo(record.cursor().parent());
                i++;
            } else if (c == ')') {
                if (stack.isEmpty()) {
                    throw error(text, i, "')' closes no variation");
                }
                record.goTo(stack.pop());
                openedAt.pop();
                i++;
            } else if (c == '}' || c == '[' || c == ']') {
                throw error(text, i, "unexpected '" + c + "'");
            } else {
                int end = i;
                while (end < n && !Character.isWhitespace(text.charAt(end)) && "{}();[]".indexOf(text.charAt(end)) < 0) {
                    end++;
                }
                readWord(record, text.substring(i, end), text, i);
                i = end;
            }
        }
        if (!openedAt.isEmpty()) {
            throw error(text, openedAt.peek(), "variation opened with '(' is never closed");
        }
    }

    private static void readWord(GameRecord record, String word, String text, int at) {
        String w = word.replaceFirst("^\\d+\\.+", "");
        if (w.isEmpty() || w.startsWith("$") || w.equals("*") || w.equals("1-0") || w.equals("0-1")
                || w.equals("1/2-1/2") || w.matches("\\d+")) {
            return;
        }
        Position p = record.position();
        int move;
        try {
            move = Notation.parseAny(p, w);
        } catch (NotationException e) {
            throw error(text, at, "move '" + word + "' (move " + p.fullmoveNumber()
                    + (p.sideToMove() == Piece.RED ? ", red" : ", black") + "): " + e.getMessage());
        }
        record.addMove(move);
    }

    private static String snippet(String text, int i) {
        int end = Math.min(text.length(), i + 30);
        int nl = text.indexOf('\n', i);
        if (nl >= 0 && nl < end) {
            end = nl;
        }
        return "'" + text.substring(i, end).trim() + "'";
    }

    /** The 1-based line of a character index. */
    static int lineOf(String text, int index) {
        int line = 1;
        for (int k = 0; k < Math.min(index, text.length()); k++) {
            if (text.charAt(k) == '\n') {
                line++;
            }
        }
        return line;
    }

    private static IllegalArgumentException error(String text, int index, String problem) {
        return new IllegalArgumentException("line " + lineOf(text, Math.max(0, index)) + ": " + problem);
    }
}
