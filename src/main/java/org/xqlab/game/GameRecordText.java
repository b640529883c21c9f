package org.xqlab.game;

import org.xqlab.rules.Move;
import org.xqlab.rules.Piece;
import org.xqlab.rules.Position;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Map;

/**
 * Game records as PGN text with ICCS moves ({@code [Format "ICCS"]}), the form Xiangqi tools exchange:
 * tag pairs, then the moves with numbers, {@code {comments}} after the move they belong to (a comment
 * before the first move belongs to the start), {@code (variations)} right after the move they replace,
 * and the result. {@link #read} accepts what {@link #write} writes, also ICCS moves written
 * {@code h2-e2}, and ignores move numbers, NAGs ({@code $1}) and {@code ;} line comments. A move that is
 * not legal where it stands is an error naming the move and the token index.
 */
public final class GameRecordText {
    private GameRecordText() {
    }

    /** The record as PGN text. */
    public static String write(GameRecord record) {
        StringBuilder sb = new StringBuilder();
        for (Map.Entry<String, String> h : record.headers().entrySet()) {
            sb.append('[').append(h.getKey()).append(" \"").append(escape(h.getValue())).append("\"]\n");
        }
        sb.append("[Format \"ICCS\"]\n\n");
        GameRecord.Node root = record.root();
        if (!root.comment().isEmpty()) {
            sb.append('{').append(root.comment().replace('}', ')')).append("} ");
        }
        Position start = record.positionAt(root);
        writeLine(sb, root, start.sideToMove(), start.fullmoveNumber(), true);
        sb.append(record.headers().getOrDefault("Result", "*")).append('\n');
        return sb.toString();
    }

    /** Writes the main continuation of {@code from}, each move followed by its variations. */
    private static void writeLine(StringBuilder sb, GameRecord.Node from, int side, int number, boolean forceNumber) {
        GameRecord.Node node = from;
        boolean force = forceNumber;
        while (!node.children().isEmpty()) {
            List<GameRecord.Node> children = node.children();
            GameRecord.Node main = children.get(0);
            writeMove(sb, main, side, number, force);
            int nextNumber = side == Piece.BLACK ? number + 1 : number;
            for (int k = 1; k < children.size(); k++) {
                GameRecord.Node variation = children.get(k);
                sb.append("( ");
                writeMove(sb, variation, side, number, true);
                writeLine(sb, variation, side ^ 1, nextNumber, !variation.comment().isEmpty());
                sb.append(") ");
            }
            force = children.size() > 1 || !main.comment().isEmpty();
            side ^= 1;
            number = nextNumber;
            node = main;
        }
    }

    private static void writeMove(StringBuilder sb, GameRecord.Node node, int side, int number, boolean showNumber) {
        if (side == Piece.RED) {
            sb.append(number).append(". ");
        } else if (showNumber) {
            sb.append(number).append("... ");
        }
        sb.append(Move.iccs(node.move())).append(' ');
        if (!node.comment().isEmpty()) {
            sb.append('{').append(node.comment().replace('}', ')')).append("} ");
        }
    }

    private static String escape(String s) {
        return s.replace("\\", "\\\\").replace("\"", "\\\"");
    }

    /** Reads PGN text with ICCS moves; throws {@link IllegalArgumentException} on a bad move or tag. */
    public static GameRecord read(String text) {
        java.util.Map<String, String> tags = new java.util.LinkedHashMap<>();
        int i = 0;
        int n = text.length();
        // tag pairs
        while (true) {
            while (i < n && Character.isWhitespace(text.charAt(i))) {
                i++;
            }
            if (i >= n || text.charAt(i) != '[') {
                break;
            }
            int end = text.indexOf(']', i);
            int q1 = text.indexOf('"', i);
            int q2 = text.lastIndexOf('"', end);
            if (end < 0 || q1 < 0 || q1 >= q2) {
                throw new IllegalArgumentException("malformed tag at character " + i);
            }
            String key = text.substring(i + 1, q1).trim();
            String value = text.substring(q1 + 1, q2).replace("\\\"", "\"").replace("\\\\", "\\");
            tags.put(key, value);
            i = end + 1;
        }
        GameRecord record = new GameRecord(tags.getOrDefault("FEN", org.xqlab.rules.Fen.START));
        for (Map.Entry<String, String> t : tags.entrySet()) {
            if (!"Format".equals(t.getKey()) && !"FEN".equals(t.getKey()) && !"Result".equals(t.getKey())) {
                record.headers().put(t.getKey(), t.getValue());
            }
        }
        Deque<GameRecord.Node> stack = new ArrayDeque<>();
        int token = 0;
        while (i < n) {
            char c = text.charAt(i);
            if (Character.isWhitespace(c)) {
                i++;
                continue;
            }
            token++;
            if (c == '{') {
                int end = text.indexOf('}', i);
                if (end < 0) {
                    throw new IllegalArgumentException("unclosed comment at character " + i);
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
                stack.push(record.cursor());
                record.goTo(record.cursor().parent());
                i++;
            } else if (c == ')') {
                if (stack.isEmpty()) {
                    throw new IllegalArgumentException("unbalanced ')' at token " + token);
                }
                record.goTo(stack.pop());
                i++;
            } else {
                int end = i;
                while (end < n && !Character.isWhitespace(text.charAt(end)) && "{}();".indexOf(text.charAt(end)) < 0) {
                    end++;
                }
                String word = text.substring(i, end);
                i = end;
                readWord(record, word, token);
            }
        }
        while (!stack.isEmpty()) {
            record.goTo(stack.pop());
        }
        record.recordResultAtEnd(tags.getOrDefault("Result", "*"));
        record.first();
        return record;
    }

    private static void readWord(GameRecord record, String word, int token) {
        String w = word.replaceFirst("^\\d+\\.+", "");
        if (w.isEmpty() || w.startsWith("$") || w.equals("*") || w.equals("1-0") || w.equals("0-1")
                || w.equals("1/2-1/2")) {
            return;
        }
        int move = Move.parseIccs(w);
        if (move == Move.NONE) {
            throw new IllegalArgumentException("not an ICCS move: '" + word + "' (token " + token + ")");
        }
        try {
            record.addMove(move);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("illegal move '" + word + "' (token " + token + ")", e);
        }
    }
}
