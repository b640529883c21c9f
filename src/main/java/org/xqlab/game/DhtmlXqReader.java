package org.xqlab.game;

import org.xqlab.rules.Fen;
import org.xqlab.rules.FenException;
import org.xqlab.rules.Move;
import org.xqlab.rules.Piece;
import org.xqlab.rules.Position;
import org.xqlab.rules.Square;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads DhtmlXQ (UBB) blocks as forums and 东萍象棋网 (dpxq.com) post them: {@code [DhtmlXQ]} (or
 * {@code [DhtmlXQHTML]}) … {@code [/DhtmlXQ]} around fields {@code [DhtmlXQ_name]value[/DhtmlXQ_name]}.
 * A text may hold several blocks, one game each; fields without a surrounding block make one game.
 *
 * <p>Points are two digits, file 0–8 from red's left and rank 0–9 from black's back rank; a move is four
 * digits (from, to). {@code binit} places the 32 pieces (red 车马相仕帅仕相马车炮炮兵×5, then black;
 * {@code 99} for a piece not on the board), {@code fen} may give the start instead; the side of the first
 * move's piece is to move. {@code movelist} is the main line (branch 0); {@code move_B_S_K} is branch K,
 * an alternative to the move at step S (1-based, counted from the start) of branch B. {@code commentS}
 * is the comment after step S of the main line ({@code comment0} before the first move),
 * {@code commentK_S} the one after step S of branch K; {@code ||} in a comment is a line break. Title,
 * event, place, date, round, players, teams, opening, author and result become the game's tags.
 */
final class DhtmlXqReader {
    private static final String KINDS = "RNBAKABNRCCPPPPP";
    private static final Map<String, String> TAGS = Map.ofEntries(Map.entry("title", "Title"),
            Map.entry("event", "Event"), Map.entry("place", "Site"), Map.entry("date", "Date"),
            Map.entry("round", "Round"), Map.entry("red", "Red"), Map.entry("black", "Black"),
            Map.entry("redteam", "RedTeam"), Map.entry("blackteam", "BlackTeam"), Map.entry("open", "Opening"),
            Map.entry("author", "Annotator"), Map.entry("timerule", "TimeControl"));

    private final String text;
    /** The file's line of the text's first line, and the file's number of its first game. */
    private final int firstLine;
    private final int firstGame;

    /** A field of a block: name, value and where the value starts. */
    private record Field(String name, String value, int at) {
    }

    private DhtmlXqReader(String text) {
        this(text, 1, 1);
    }

    private DhtmlXqReader(String text, int firstLine, int firstGame) {
        this.text = text;
        this.firstLine = firstLine;
        this.firstGame = firstGame;
    }

    /** Every game of the text. */
    static List<GameRecord> readAll(String text) {
        return new DhtmlXqReader(text).games();
    }

    /**
     * Every game of a chunk of a larger text (see {@link RecordSplitter}) whose first line is line
     * {@code firstLine} of the file and whose first game is game {@code firstGame}; a chunk without a field
     * holds no game (an empty list).
     */
    static List<GameRecord> readChunk(String text, int firstLine, int firstGame) {
        if (!text.contains("[DhtmlXQ_")) {
            return List.of();
        }
        return new DhtmlXqReader(text, firstLine, firstGame).games();
    }

    private List<GameRecord> games() {
        List<GameRecord> games = new ArrayList<>();
        List<Field> fields = new ArrayList<>();
        int i = 0;
        while (true) {
            int open = text.indexOf("[DhtmlXQ", i);
            if (open < 0) {
                break;
            }
            int close = text.indexOf(']', open);
            if (close < 0) {
                throw error(open, "'[DhtmlXQ' is not closed with ']'");
            }
            String name = text.substring(open + 8, close);
            if (name.isEmpty() || name.equals("HTML")) {
                if (!fields.isEmpty()) {
                    games.add(game(fields, firstGame + games.size()));
                    fields.clear();
                }
                i = close + 1;
            } else if (name.startsWith("_")) {
                String key = name.substring(1);
                String endTag = "[/DhtmlXQ_" + key + "]";
                int endAt = text.indexOf(endTag, close + 1);
                if (endAt < 0) {
                    throw error(open, "field [DhtmlXQ_" + key + "] is not closed with " + endTag);
                }
                fields.add(new Field(key, text.substring(close + 1, endAt), close + 1));
                i = endAt + endTag.length();
            } else {
                i = close + 1;
            }
        }
        if (!fields.isEmpty()) {
            games.add(game(fields, firstGame + games.size()));
        }
        if (games.isEmpty()) {
            throw RecordFormatException.of("no [DhtmlXQ_…] field in the text");
        }
        return games;
    }

    private GameRecord game(List<Field> fields, int number) {
        try {
            return build(fields);
        } catch (RecordFormatException e) {
            throw e.inGame(number);
        }
    }

    private GameRecord build(List<Field> fields) {
        Map<String, Field> byName = new LinkedHashMap<>();
        for (Field f : fields) {
            byName.put(f.name(), f);
        }
        Field list = byName.get("movelist");
        String main = list == null ? "" : list.value().strip();
        GameRecord record = new GameRecord(startFen(byName, main, list));
        Map<Long, GameRecord.Node> nodes = new HashMap<>();
        nodes.put(key(0, 0), record.root());
        Walker walker = new Walker(record);
        if (list != null) {
            addLine(record, walker, record.root(), main, 0, 1, list, nodes);
        }
        // branches by the branch they leave, each group in the order of its steps: every branch is placed once
        // its parent branch is, and the walker moves little between one branch and the next
        Map<Integer, List<Field>> byParent = new HashMap<>();
        Map<Field, int[]> ids = new HashMap<>();
        List<Field> branches = new ArrayList<>();
        for (Field f : fields) {
            if (f.name().startsWith("move_")) {
                int[] id = numbers(f, f.name().substring(5), 3);
                ids.put(f, id);
                branches.add(f);
                byParent.computeIfAbsent(id[0], k -> new ArrayList<>()).add(f);
            }
        }
        java.util.ArrayDeque<Integer> ready = new java.util.ArrayDeque<>();
        java.util.Set<Field> placed = new java.util.HashSet<>();
        // branches cut short by a bad move, and the step of their bad move: what leaves them later is left out
        Map<Integer, Integer> cut = new HashMap<>();
        ready.add(0);
        while (!ready.isEmpty()) {
            List<Field> children = byParent.remove(ready.poll());
            if (children == null) {
                continue;
            }
            children.sort(java.util.Comparator.comparingInt(f -> ids.get(f)[1]));
            for (Field f : children) {
                int[] id = ids.get(f);
                GameRecord.Node parent = nodes.get(key(id[0], id[1] - 1));
                if (placed.contains(f)) {
                    continue;
                }
                if (parent == null) {
                    Integer badStep = cut.get(id[0]);
                    if (badStep != null && id[1] > badStep) {
                        // it leaves the part of a branch that was left out: left out with it
                        // dhtml.branchLeft: line, field, step left, parent branch, step of its bad move
                        record.warnRead(RecordWarning.of("dhtml.branchLeft", error(f.at(), "branch [DhtmlXQ_" + f.name()
                                + "] leaves step " + (id[1] - 1) + " of branch " + id[0] + ", which was left out (a bad "
                                + "move at step " + badStep + "); this branch is left out too").getMessage(),
                                line(f.at()), "[DhtmlXQ_" + f.name() + "]", id[1] - 1, id[0], badStep));
                        cut.put(id[2], 0);
                        placed.add(f);
                        ready.add(id[2]);
                    }
                    continue;
                }
                nodes.put(key(id[2], id[1] - 1), parent);
                int bad = addLine(record, walker, parent, f.value().strip(), id[2], id[1], f, nodes);
                if (bad >= 0) {
                    cut.put(id[2], bad);
                }
                placed.add(f);
                ready.add(id[2]);
            }
        }
        for (Field f : branches) {
            if (!placed.contains(f)) {
                int[] id = ids.get(f);
                throw error(f.at(), "branch [DhtmlXQ_" + f.name() + "] starts at step " + id[1] + " of branch " + id[0]
                        + ", which has no step " + (id[1] - 1));
            }
        }
        for (Field f : fields) {
            if (f.name().startsWith("comment")) {
                String id = f.name().substring(7);
                int[] n = id.contains("_") ? numbers(f, id, 2) : new int[] {0, numbers(f, id, 1)[0]};
                GameRecord.Node node = nodes.get(key(n[0], n[1]));
                if (node != null) {
                    // a comment that runs over lines of the file keeps them as line breaks, like "||"
                    record.setComment(node, f.value().replace("\r\n", "\n").replace("||", "\n").strip());
                }
            }
        }
        for (Field f : fields) {
            String tag = TAGS.get(f.name());
            if (tag != null && !f.value().isBlank()) {
                record.putTag(tag, f.value());
            }
        }
        Field result = byName.get("result");
        record.finishReading(result == null ? "*" : resultOf(result.value().strip()));
        return record;
    }

    static String resultOf(String text) {
        if (text.contains("红胜") || text.contains("紅勝") || text.contains("红方胜") || text.equals("1-0")) {
            return "1-0";
        }
        if (text.contains("黑胜") || text.contains("黑勝") || text.contains("黑方胜") || text.equals("0-1")) {
            return "0-1";
        }
        if (text.contains("和") || text.equals("1/2-1/2")) {
            return "1/2-1/2";
        }
        return "*";
    }

    private static long key(int branch, int ply) {
        return ((long) branch << 32) | (ply & 0xffffffffL);
    }

    /**
     * A position that moves through the tree by taking back and playing moves: going from one node to
     * another costs the moves between them, not the whole path from the start.
     */
    private static final class Walker {
        final Position position;
        GameRecord.Node at;

        Walker(GameRecord record) {
            this.position = record.positionAt(record.root());
            this.at = record.root();
        }

        void goTo(GameRecord.Node target) {
            List<GameRecord.Node> down = new ArrayList<>();
            GameRecord.Node t = target;
            while (t.ply() > at.ply()) {
                down.add(t);
                t = t.parent();
            }
            while (at.ply() > t.ply()) {
                position.unmakeMove();
                at = at.parent();
            }
            while (at != t) {
                position.unmakeMove();
                at = at.parent();
                down.add(t);
                t = t.parent();
            }
            for (int k = down.size() - 1; k >= 0; k--) {
                position.makeMove(down.get(k).move());
            }
            at = target;
        }
    }

    /**
     * Plays a line of four-digit moves from {@code parent}, the first being step {@code step}. A bad move
     * (or a bad point, or digits that do not make a whole move) on the main line refuses the game; inside a
     * branch it ends the branch there: the moves before it are kept, the game is told what was left out, and
     * the step of the bad move is returned (-1 when the whole line was read).
     */
    private int addLine(GameRecord record, Walker walker, GameRecord.Node parent, String moves, int branch, int step,
            Field f, Map<Long, GameRecord.Node> nodes) {
        int whole = moves.length() - moves.length() % 4;
        if (whole != moves.length() && branch == 0) {
            throw error(f.at(), "[DhtmlXQ_" + f.name() + "] has " + moves.length()
                    + " digits: expected four digits (from file, rank, to file, rank) per move");
        }
        walker.goTo(parent);
        Position pos = walker.position;
        GameRecord.Node cur = parent;
        for (int k = 0; k < whole; k += 4) {
            int move;
            try {
                move = Move.of(point(moves, k, f), point(moves, k + 2, f));
                if (!pos.isLegal(move)) {
                    throw error(f.at() + k, "[DhtmlXQ_" + f.name() + "] move " + (k / 4 + 1) + " '"
                            + moves.substring(k, k + 4) + "' (" + Move.iccs(move) + ") is not legal in " + Fen.format(pos));
                }
                pos.makeMove(move);
            } catch (RecordFormatException e) {
                if (branch == 0) {
                    throw e;
                }
                int left = (moves.length() - k + 3) / 4;
                // dhtml.branch: line, field, move number in the field, its digits, moves left out
                record.warnRead(RecordWarning.of("dhtml.branch", e.getMessage() + "; the rest of this branch is left "
                        + "out from there (" + left + " move" + (left == 1 ? "" : "s") + ")", e.line(),
                        "[DhtmlXQ_" + f.name() + "]", k / 4 + 1, moves.substring(k, Math.min(moves.length(), k + 4)),
                        left));
                return step + k / 4;
            }
            cur = record.attach(cur, move);
            walker.at = cur;
            nodes.put(key(branch, step + k / 4), cur);
        }
        if (whole != moves.length()) {
            // dhtml.digits: line, field, digits, digits left out
            record.warnRead(RecordWarning.of("dhtml.digits", error(f.at() + whole, "[DhtmlXQ_" + f.name() + "] has "
                    + moves.length() + " digits, not four per move: the last " + (moves.length() - whole)
                    + " digit(s) are left out").getMessage(), line(f.at() + whole),
                    "[DhtmlXQ_" + f.name() + "]", moves.length(), moves.length() - whole));
            return step + whole / 4;
        }
        return -1;
    }

    private int point(String s, int k, Field f) {
        char x = s.charAt(k);
        char y = s.charAt(k + 1);
        if (x < '0' || x > '8' || y < '0' || y > '9') {
            throw error(f.at() + k, "[DhtmlXQ_" + f.name() + "] point '" + s.substring(k, k + 2)
                    + "': expected a file digit 0-8 and a rank digit 0-9");
        }
        return Square.fromIccs(x - '0', 9 - (y - '0'));
    }

    private String startFen(Map<String, Field> byName, String main, Field list) {
        Field fen = byName.get("fen");
        if (fen != null && !fen.value().isBlank()) {
            try {
                return Fen.format(Fen.parse(fen.value().strip()));
            } catch (FenException e) {
                throw error(fen.at(), "bad [DhtmlXQ_fen]: " + e.getMessage());
            }
        }
        Field binit = byName.get("binit");
        Position p;
        if (binit == null || binit.value().isBlank()) {
            p = Position.startPosition();
        } else {
            String b = binit.value().strip();
            if (b.length() != 64) {
                throw error(binit.at(), "[DhtmlXQ_binit] has " + b.length() + " digits: expected 64 (32 points)");
            }
            p = new Position();
            p.clear();
            for (int k = 0; k < 32; k++) {
                if (b.startsWith("99", 2 * k)) {
                    continue;
                }
                int sq = point(b, 2 * k, binit);
                if (p.pieceAt(sq) != 0) {
                    throw error(binit.at() + 2 * k, "[DhtmlXQ_binit] puts two pieces on " + Square.name(sq));
                }
                p.addPiece(k < 16 ? Piece.RED : Piece.BLACK, Piece.typeOfLetter(KINDS.charAt(k % 16)), sq);
            }
        }
        int side = Piece.RED;
        if (main.length() >= 2) {
            int id = p.pieceAt(point(main, 0, list));
            if (id != 0) {
                side = Piece.colorOf(id);
            }
        }
        p.setSideToMove(side);
        p.resetHistory(0, 1);
        String f = Fen.format(p);
        try {
            Fen.parse(f);
        } catch (FenException e) {
            throw error(binit == null ? 0 : binit.at(), "the start position is not a legal one: " + e.getMessage());
        }
        return f;
    }

    private int[] numbers(Field f, String id, int count) {
        String[] parts = id.split("_");
        if (parts.length != count) {
            throw error(f.at(), "field name [DhtmlXQ_" + f.name() + "]: expected " + count + " numbers");
        }
        int[] n = new int[count];
        for (int k = 0; k < count; k++) {
            try {
                n[k] = Integer.parseInt(parts[k]);
            } catch (NumberFormatException e) {
                throw error(f.at(), "field name [DhtmlXQ_" + f.name() + "]: '" + parts[k] + "' is not a number");
            }
        }
        return n;
    }

    private RecordFormatException error(int index, String problem) {
        return RecordFormatException.atLine(line(index), problem);
    }

    /** The file's line of a character of the text. */
    private int line(int index) {
        return Lines.lineOf(text, index) + firstLine - 1;
    }
}
