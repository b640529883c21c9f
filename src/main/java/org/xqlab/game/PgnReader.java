package org.xqlab.game;

import org.xqlab.rules.Fen;
import org.xqlab.rules.FenException;
import org.xqlab.rules.Move;
import org.xqlab.rules.Notation;
import org.xqlab.rules.NotationException;
import org.xqlab.rules.Piece;
import org.xqlab.rules.Position;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads Xiangqi PGN: one game or many, each a block of tag pairs {@code [Name "value"]} (one a line) and
 * move text. The move text holds moves in ICCS ({@code h2e2}, {@code h2-e2}), WXF ({@code C2=5},
 * {@code C2.5}, lower case for black as PlayOK writes it) or Chinese ({@code 炮二平五}) notation, each
 * token read in the notation its characters show, so one game may mix them; move numbers, also glued to
 * the move ({@code 1.h2e2}) or written alone before a black move ({@code 3.  马８进７}); {@code {comments}}
 * (they may span lines and contain {@code [}), {@code ;} line comments, NAGs ({@code $1}), {@code !?}
 * suffixes, {@code (variations)} nested to any depth, and the result ({@code 1-0}, {@code 0-1},
 * {@code 1/2-1/2}, {@code *}).
 *
 * <p>A game ends at its result or where the next game's tag line starts. What follows a result up to the
 * next tag line (or the next line starting with move number 1) is a trailer and is skipped: xqbase and
 * XQWizard files end with a {@code ====} line and lines naming the site. The start position is the FEN
 * tag's (side {@code w}, {@code r} or {@code b}); the Result tag, if given, wins over the result token.
 *
 * <p>Reading takes time linear in the length of the text: the reader keeps its own position and takes
 * back and replays moves at the edges of variations instead of recomputing positions. Anything it cannot
 * read throws a {@link RecordFormatException} naming the line and what was expected there.
 */
final class PgnReader {
    private final String text;
    private final int end;
    private int i;
    private int line;

    /** A variation being read: the move it replaces and the ply of the position it starts from. */
    private record Frame(GameRecord.Node replaced, int basePly, int openedOnLine) {
    }

    PgnReader(String text, int from, int to, int firstLine) {
        this.text = text;
        this.i = from;
        this.end = to;
        this.line = firstLine;
    }

    /** Every game of a PGN text; the game number is added to errors. */
    static List<GameRecord> readAll(String text) {
        PgnReader r = new PgnReader(text, text.startsWith("\uFEFF") ? 1 : 0, text.length(), 1);
        List<GameRecord> games = new ArrayList<>();
        while (true) {
            r.skipBlank();
            if (r.i >= r.end) {
                break;
            }
            try {
                games.add(r.readGame());
            } catch (RecordFormatException e) {
                throw e.inGame(games.size() + 1);
            }
        }
        if (games.isEmpty()) {
            throw RecordFormatException.of("no game in the text: expected PGN tags [Name \"value\"] or moves");
        }
        return games;
    }

    /** Told of each game of a text as it is read: where it starts (offset and line) and the game. */
    interface GameSink {
        void game(int from, int line, GameRecord record);
    }

    /**
     * Reads every game of a PGN text once, handing each to {@code sink} and keeping none, so a collection
     * of any number of games is read in the memory of one; returns the number of games. Errors as
     * {@link #readAll}.
     */
    static int scan(String text, GameSink sink) {
        PgnReader r = new PgnReader(text, text.startsWith("\uFEFF") ? 1 : 0, text.length(), 1);
        int games = 0;
        while (true) {
            r.skipBlank();
            if (r.i >= r.end) {
                break;
            }
            int from = r.i;
            int firstLine = r.line;
            try {
                sink.game(from, firstLine, r.readGame());
            } catch (RecordFormatException e) {
                throw e.inGame(games + 1);
            }
            games++;
        }
        if (games == 0) {
            throw RecordFormatException.of("no game in the text: expected PGN tags [Name \"value\"] or moves");
        }
        return games;
    }

    /**
     * Every game of a chunk of a larger text (see {@link RecordSplitter}): its first line is line
     * {@code firstLine} of the file and its first game game {@code firstGame}, so errors and warnings name the
     * file's line and game; a chunk of blank lines holds no game (an empty list).
     */
    static List<GameRecord> readChunk(String text, int firstLine, int firstGame) {
        PgnReader r = new PgnReader(text, text.startsWith("\uFEFF") ? 1 : 0, text.length(), firstLine);
        List<GameRecord> games = new ArrayList<>();
        while (true) {
            r.skipBlank();
            if (r.i >= r.end) {
                return games;
            }
            try {
                games.add(r.readGame());
            } catch (RecordFormatException e) {
                throw e.inGame(firstGame + games.size());
            }
        }
    }

    /** Reads the one game that starts at {@code from} (on line {@code line}) of a text that {@link #scan} indexed. */
    static GameRecord readOne(String text, int from, int line, int gameNumber) {
        try {
            return new PgnReader(text, from, text.length(), line).readGame();
        } catch (RecordFormatException e) {
            throw e.inGame(gameNumber);
        }
    }

    private GameRecord readGame() {
        Map<String, String> tags = new LinkedHashMap<>();
        int fenLine = line;
        while (i < end && text.charAt(i) == '[') {
            if (tags.containsKey(tagName(i))) {
                break; // the same tag again: a game of tags only ended, the next one starts here
            }
            if ("FEN".equals(readTag(tags))) {
                fenLine = line;
            }
            skipBlank();
        }
        GameRecord record;
        try {
            record = new GameRecord(tags.getOrDefault("FEN", Fen.START));
        } catch (FenException e) {
            throw RecordFormatException.atLine(fenLine, "bad FEN tag: " + e.getMessage());
        }
        for (Map.Entry<String, String> t : tags.entrySet()) {
            String key = t.getKey();
            if (!"Format".equals(key) && !"FEN".equals(key) && !"Result".equals(key) && !"Game".equals(key)) {
                record.headers().put(key, t.getValue());
            }
        }
        String result = readMoves(record, true);
        record.finishReading(tags.getOrDefault("Result", result));
        return record;
    }

    /** The name of the tag starting at {@code k} (may be empty). */
    private String tagName(int k) {
        int j = k + 1;
        while (j < end && (text.charAt(j) == ' ' || text.charAt(j) == '\t')) {
            j++;
        }
        int start = j;
        while (j < end && (Character.isLetterOrDigit(text.charAt(j)) || text.charAt(j) == '_')) {
            j++;
        }
        return text.substring(start, j);
    }

    /** Reads one tag pair at '[' into {@code tags}; returns its name. */
    private String readTag(Map<String, String> tags) {
        int at = i;
        i++;
        skipSpaces();
        int nameStart = i;
        while (i < end && (Character.isLetterOrDigit(text.charAt(i)) || text.charAt(i) == '_')) {
            i++;
        }
        String name = text.substring(nameStart, i);
        skipSpaces();
        if (name.isEmpty() || i >= end || text.charAt(i) != '"') {
            throw malformedTag(at);
        }
        i++;
        StringBuilder value = new StringBuilder();
        while (true) {
            if (i >= end || text.charAt(i) == '\n' || text.charAt(i) == '\r') {
                throw malformedTag(at);
            }
            char c = text.charAt(i++);
            if (c == '\\' && i < end && (text.charAt(i) == '"' || text.charAt(i) == '\\')) {
                value.append(text.charAt(i++));
            } else if (c == '"') {
                break;
            } else {
                value.append(c);
            }
        }
        skipSpaces();
        if (i >= end || text.charAt(i) != ']') {
            throw malformedTag(at);
        }
        i++;
        tags.put(name, value.toString());
        return name;
    }

    private RecordFormatException malformedTag(int at) {
        int lineEnd = at;
        while (lineEnd < end && text.charAt(lineEnd) != '\n' && lineEnd - at < 40) {
            lineEnd++;
        }
        return RecordFormatException.atLine(line, "malformed tag '" + text.substring(at, lineEnd).strip()
                + "': expected [Name \"value\"] on one line");
    }

    /**
     * Reads move text into the record from its start position, up to the end of the range, a result
     * (returned, and the trailer after it skipped) or, when {@code tagEndsGame}, a tag line that starts
     * the next game (returns null).
     */
    String readMoves(GameRecord record, boolean tagEndsGame) {
        GameRecord.Node root = record.root();
        Position pos = record.positionAt(root);
        GameRecord.Node cur = root;
        Deque<Frame> open = new ArrayDeque<>();
        while (i < end) {
            char c = text.charAt(i);
            if (c == '\n') {
                line++;
                i++;
            } else if (Character.isWhitespace(c) || c == '\uFEFF') {
                i++;
            } else if (c == '{') {
                readComment(record, cur);
            } else if (c == ';') {
                while (i < end && text.charAt(i) != '\n') {
                    i++;
                }
            } else if (c == '(') {
                if (cur == root) {
                    throw RecordFormatException.atLine(line, "a variation '(' must follow the move it replaces");
                }
                open.push(new Frame(cur, pos.ply() - 1, line));
                pos.unmakeMove();
                cur = cur.parent();
                i++;
            } else if (c == ')') {
                if (open.isEmpty()) {
                    throw RecordFormatException.atLine(line, "')' closes no variation");
                }
                Frame f = open.pop();
                while (pos.ply() > f.basePly()) {
                    pos.unmakeMove();
                }
                pos.makeMove(f.replaced().move());
                cur = f.replaced();
                i++;
            } else if (c == '[' && tagEndsGame && atLineStart() && looksLikeTag(i)) {
                requireClosed(open);
                return null;
            } else if (c == '[' || c == ']' || c == '}') {
                throw RecordFormatException.atLine(line, "unexpected '" + c + "'"
                        + (c == '[' ? " (a tag must stand at the start of a line before the moves)" : ""));
            } else {
                int start = i;
                while (i < end && !Character.isWhitespace(text.charAt(i)) && "{}();[]".indexOf(text.charAt(i)) < 0) {
                    i++;
                }
                String token = text.substring(start, i);
                int glued = gluedMoveEnd(token);
                if (glued > 0) { // 1.兵七进一炮2平32.兵三进一: the first move now, the rest as the next token
                    i = start + glued;
                    token = token.substring(0, glued);
                }
                String result = resultOf(token);
                if (result != null) {
                    requireClosed(open);
                    skipTrailer();
                    return result;
                }
                String word = moveWord(token);
                if (word != null) {
                    try {
                        int move = parseMove(pos, word, token);
                        if (!pos.makeMove(move)) {
                            throw RecordFormatException.atLine(line, "move '" + token + "' leaves the king in check");
                        }
                        cur = record.attach(cur, move);
                    } catch (RecordFormatException e) {
                        if (open.isEmpty()) {
                            throw e; // a bad move on the main line: the game cannot be read
                        }
                        // inside a variation: keep what was read of it, leave out the rest up to its ')'
                        // pgn.variation: line, the move as written, the line the variation opened on
                        record.warnRead(RecordWarning.of("pgn.variation", e.getMessage() + "; the rest of this "
                                + "variation (opened on line " + open.peek().openedOnLine() + ") is left out",
                                e.line(), token, open.peek().openedOnLine()));
                        skipRestOfVariation(open.peek().openedOnLine());
                    }
                }
            }
        }
        requireClosed(open);
        return null;
    }

    /** Skips to the ')' that closes the variation being read (nested variations and comments included), not past it. */
    private void skipRestOfVariation(int openedOnLine) {
        int depth = 0;
        while (i < end) {
            char c = text.charAt(i);
            if (c == '\n') {
                line++;
            } else if (c == '{') {
                toCommentEnd(line);
            } else if (c == ';') {
                while (i + 1 < end && text.charAt(i + 1) != '\n') {
                    i++;
                }
            } else if (c == '(') {
                depth++;
            } else if (c == ')') {
                if (depth == 0) {
                    return;
                }
                depth--;
            }
            i++;
        }
        throw RecordFormatException.atLine(openedOnLine, "variation opened with '(' is never closed");
    }

    /** Moves to the '}' that closes the comment being read, counting lines; {@code openedOn}: its '{' line. */
    private void toCommentEnd(int openedOn) {
        while (i < end && text.charAt(i) != '}') {
            if (text.charAt(i) == '\n') {
                line++;
            }
            i++;
        }
        if (i >= end) {
            throw RecordFormatException.atLine(openedOn, "comment opened with '{' is never closed");
        }
    }

    private void requireClosed(Deque<Frame> open) {
        if (!open.isEmpty()) {
            throw RecordFormatException.atLine(open.peek().openedOnLine(), "variation opened with '(' is never closed");
        }
    }

    private void readComment(GameRecord record, GameRecord.Node at) {
        int openedOn = line;
        int start = ++i;
        toCommentEnd(openedOn);
        String add = text.substring(start, i).strip().replace("\r\n", "\n");
        i++;
        if (!add.isEmpty()) {
            String old = at.comment();
            record.setComment(at, old.isEmpty() ? add : old + "\n" + add);
        }
    }

    /** The result a token stands for, or null. */
    static String resultOf(String token) {
        return switch (token) {
            case "1-0" -> "1-0";
            case "0-1" -> "0-1";
            case "1/2-1/2", "½-½", "1/2" -> "1/2-1/2";
            case "*" -> "*";
            default -> null;
        };
    }

    /**
     * Where the first move of a token of Chinese moves written without spaces ends ({@code 1.兵七进一炮2平32.兵三进一},
     * as some programs export them): a move in Chinese notation is four characters, so a token holding more
     * after its move number ends its first move there; 0 for any other token.
     */
    static int gluedMoveEnd(String token) {
        int n = token.length();
        int digits = numberDigits(token);
        int k = afterNumberMarks(token, digits);
        if (digits > 0 && k == digits) {
            return 0;
        }
        if (k >= n || token.charAt(k) < '\u2E80' || n - k <= 4) {
            return 0;
        }
        return k + 4;
    }

    /** The move in a token (move number, NAG and !? stripped), or null for a token that is no move. */
    static String moveWord(String token) {
        int n = token.length();
        int digits = numberDigits(token);
        int k = afterNumberMarks(token, digits);
        if (k == digits) {
            k = digits == n ? n : 0; // a bare number is a move number; digits without a dot start a move
        }
        int e = n;
        while (e > k && (token.charAt(e - 1) == '!' || token.charAt(e - 1) == '?')) {
            e--;
        }
        if (k >= e || token.charAt(k) == '$') {
            return null;
        }
        return token.substring(k, e);
    }

    /** How many digits a token starts with (its move number, if a mark follows them). */
    private static int numberDigits(String token) {
        int k = 0;
        while (k < token.length() && Character.isDigit(token.charAt(k))) {
            k++;
        }
        return k;
    }

    /** Where a token goes on after the move-number marks ({@code .}, {@code …}, {@code 、}) from {@code from}. */
    private static int afterNumberMarks(String token, int from) {
        int k = from;
        while (k < token.length() && (token.charAt(k) == '.' || token.charAt(k) == '…' || token.charAt(k) == '、')) {
            k++;
        }
        return k;
    }

    /** Reads a move in the notation its characters show (ICCS, Chinese, else WXF). */
    int parseMove(Position pos, String word, String token) {
        try {
            if (isIccs(word)) {
                int move = Move.parseIccs(word.toLowerCase(java.util.Locale.ROOT));
                return move != Move.NONE && pos.isLegal(move) ? move : Notation.ICCS.parse(pos, word);
            }
            if (word.charAt(0) >= '\u2E80') {
                return Notation.CHINESE.parse(pos, word);
            }
            try {
                return Notation.WXF.parse(pos, word);
            } catch (NotationException e) {
                if (e.kind() != NotationException.Kind.MALFORMED) {
                    throw e;
                }
                return Notation.parseAny(pos, word);
            }
        } catch (NotationException e) {
            throw RecordFormatException.atLine(line, "move '" + token + "' (move " + pos.fullmoveNumber()
                    + (pos.sideToMove() == Piece.RED ? ", red" : ", black") + "): " + e.getMessage());
        }
    }

    private static boolean isIccs(String w) {
        int n = w.length();
        if (n != 4 && !(n == 5 && w.charAt(2) == '-')) {
            return false;
        }
        return isFile(w.charAt(0)) && Character.isDigit(w.charAt(1)) && isFile(w.charAt(n - 2))
                && Character.isDigit(w.charAt(n - 1));
    }

    private static boolean isFile(char c) {
        return c >= 'a' && c <= 'i' || c >= 'A' && c <= 'I';
    }

    /** Skips what follows a result: up to the next tag line or the next line starting with move 1. */
    private void skipTrailer() {
        while (i < end && text.charAt(i) != '\n') {
            i++;
        }
        while (i < end) {
            i++; // the '\n'
            line++;
            int k = i;
            while (k < end && (text.charAt(k) == ' ' || text.charAt(k) == '\t' || text.charAt(k) == '\r'
                    || text.charAt(k) == '\u3000')) {
                k++;
            }
            if (k < end && (text.charAt(k) == '[' && looksLikeTag(k) || startsWithMoveOne(k))) {
                i = k;
                return;
            }
            while (i < end && text.charAt(i) != '\n') {
                i++;
            }
        }
    }

    private boolean startsWithMoveOne(int k) {
        return k + 1 < end && text.charAt(k) == '1' && text.charAt(k + 1) == '.';
    }

    /** '[' followed by a name and a quote: a tag pair (maybe a broken one), not a bracket in move text. */
    private boolean looksLikeTag(int k) {
        int j = k + 1;
        int nameStart = j;
        while (j < end && (Character.isLetterOrDigit(text.charAt(j)) || text.charAt(j) == '_')) {
            j++;
        }
        if (j == nameStart) {
            return false;
        }
        while (j < end && text.charAt(j) == ' ') {
            j++;
        }
        return j < end && text.charAt(j) == '"';
    }

    private boolean atLineStart() {
        for (int k = i - 1; k >= 0; k--) {
            char c = text.charAt(k);
            if (c == '\n') {
                return true;
            }
            if (!Character.isWhitespace(c) && c != '\uFEFF') {
                return false;
            }
        }
        return true;
    }

    private void skipSpaces() {
        while (i < end && (text.charAt(i) == ' ' || text.charAt(i) == '\t')) {
            i++;
        }
    }

    private void skipBlank() {
        while (i < end && (Character.isWhitespace(text.charAt(i)) || text.charAt(i) == '\uFEFF')) {
            if (text.charAt(i) == '\n') {
                line++;
            }
            i++;
        }
    }
}
