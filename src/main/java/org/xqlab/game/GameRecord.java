package org.xqlab.game;

import org.xqlab.rules.Fen;
import org.xqlab.rules.GameEnd;
import org.xqlab.rules.RepetitionJudge;
import org.xqlab.rules.Move;
import org.xqlab.rules.Position;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A game as a tree of moves from a start position, with a cursor.
 *
 * <p>The root stands for the start position (its comment is the comment before the first move); every
 * other {@link Node} is one move. A node's first child is the main continuation, later children are
 * variations. The cursor is the node whose position is "on the board"; {@link #position()} is that
 * position with its history (so repetition is judged over the line that led there).
 *
 * <p>Two ways to add a move at the cursor, both going to the new node:
 * <ul>
 *   <li>{@link #addMove} (study): a move that already is a child is just followed; otherwise it is added
 *       as the last child: it extends the line when the cursor has no continuation, and becomes a new
 *       variation when it has one.</li>
 *   <li>{@link #playMove} (play): the same, except that a new move becomes the <em>first</em> child. After
 *       {@link #undo}, playing a different move replaces the redo line as the main continuation; the old
 *       redo line is not lost but kept as a variation (so nothing a player did disappears). Playing the
 *       move that {@link #redo} would play just redoes it. Play refuses moves once the game has ended at
 *       the cursor (by the rules or by resignation or agreed draw); study does not, so a repetition can
 *       still be analysed.</li>
 * </ul>
 * {@link #undo} and {@link #redo} are {@link #prev} and {@link #next}: undo steps back and keeps the
 * moves, redo follows the main continuation. Illegal moves throw {@link IllegalArgumentException}.
 *
 * <p>Headers are the PGN tags (Event, Site, Date, Red, Black, Result, FEN); Result follows the end of the
 * main line and FEN the start position.
 */
public final class GameRecord {
    /** One move of the tree (or the root). */
    public static final class Node {
        private final Node parent;
        private final int move;
        private final int ply;
        private final List<Node> children = new ArrayList<>();
        private String comment = "";
        private Outcome termination;

        private Node(Node parent, int move) {
            this.parent = parent;
            this.move = move;
            this.ply = parent == null ? 0 : parent.ply + 1;
        }

        public Node parent() {
            return parent;
        }

        /** The move that led here ({@link Move#NONE} for the root). */
        public int move() {
            return move;
        }

        /** Moves from the start position to here. */
        public int ply() {
            return ply;
        }

        public List<Node> children() {
            return Collections.unmodifiableList(children);
        }

        public String comment() {
            return comment;
        }

        /** True if this is not the first child of its parent (it starts a variation). */
        public boolean isVariation() {
            return parent != null && parent.children.get(0) != this;
        }

        /** The resignation or draw agreement recorded at this node, or null. */
        public Outcome termination() {
            return termination;
        }
    }

    private final String startFen;
    private final Node root = new Node(null, Move.NONE);
    private final Map<String, String> headers = new LinkedHashMap<>();
    private Node cursor = root;
    private Position position;
    /** The rules that judge a repetition (perpetual check and chase) when this record's game ends. */
    private RepetitionJudge.RuleSet rules = RepetitionJudge.RuleSet.DEFAULT;
    private List<RecordWarning> readWarnings = List.of();

    /** A new game from the start position. */
    public GameRecord() {
        this(Fen.START);
    }

    /** A new game from a FEN (throws {@link org.xqlab.rules.FenException} when it is not valid). */
    public GameRecord(String fen) {
        this.position = Fen.parse(fen);
        this.startFen = Fen.format(position);
        for (String key : new String[] {"Event", "Site", "Date", "Red", "Black", "Result"}) {
            headers.put(key, "Result".equals(key) ? "*" : "?");
        }
        if (!Fen.START.equals(startFen)) {
            headers.put("FEN", startFen);
        }
    }

    public String startFen() {
        return startFen;
    }

    /**
     * What reading the record left out, one line each with its place (e.g. {@code line 4: move 'h0h9' (move
     * 2, red): … is not legal; the rest of this variation is left out}); empty for a record read whole or a
     * game made in the program.
     */
    public List<String> readWarnings() {
        return readWarnings.stream().map(RecordWarning::text).toList();
    }

    /** The same warnings with their kinds and parts, for a window that says them in its language. */
    public List<RecordWarning> readWarningDetails() {
        return Collections.unmodifiableList(readWarnings);
    }

    /** For the readers: notes what was left out. */
    void warnRead(String warning) {
        warnRead(RecordWarning.text(warning));
    }

    /** For the readers: notes what was left out, with its kind and parts. */
    void warnRead(RecordWarning warning) {
        if (readWarnings.isEmpty()) {
            readWarnings = new ArrayList<>();
        }
        readWarnings.add(warning);
    }

    public Node root() {
        return root;
    }

    public Node cursor() {
        return cursor;
    }

    /** The position at the cursor (a copy, with the history of the line). */
    public Position position() {
        return position.copy();
    }

    /** The position after the moves from the root to {@code node}. */
    public Position positionAt(Node node) {
        Position p = Fen.parse(startFen);
        for (Node n : pathTo(node)) {
            p.play(n.move);
        }
        return p;
    }

    // ------------------------------------------------------------------ adding moves

    /** Study: follows an existing child or adds the move as the last child; goes there. */
    public Node addMove(int move) {
        return add(move, false);
    }

    /** Play: follows the redo move or adds the move as the new main continuation; goes there. */
    public Node playMove(int move) {
        if (outcome() != null) {
            throw new IllegalStateException("the game is over: " + outcome());
        }
        return add(move, true);
    }

    private Node add(int move, boolean asMain) {
        for (Node child : cursor.children) {
            if (child.move == move) {
                return goTo(child);
            }
        }
        if (!position.isLegal(move)) {
            throw new IllegalArgumentException("illegal move " + Move.iccs(move) + " in " + Fen.format(position));
        }
        Node node = new Node(cursor, move);
        if (asMain) {
            cursor.children.add(0, node);
        } else {
            cursor.children.add(node);
        }
        position.play(move);
        cursor = node;
        updateResult();
        return node;
    }

    // ------------------------------------------------------------------ building by the readers

    /**
     * For the readers: appends {@code move} as the last child of {@code parent} without any check (the
     * reader has played it on its own position, so it is legal) and without updating the result, so a
     * record of any length is built in time linear in its length. Call {@link #finishReading} after the
     * last move.
     */
    Node attach(Node parent, int move) {
        for (Node child : parent.children) {
            if (child.move == move) {
                return child;
            }
        }
        Node node = new Node(parent, move);
        parent.children.add(node);
        return node;
    }

    /**
     * For the readers: records the result given by the record (a resignation or agreed draw when the rules
     * do not end the game there), keeps it as the Result header, goes to the start.
     */
    void finishReading(String result) {
        List<Node> main = mainLine();
        Node end = main.isEmpty() ? root : main.get(main.size() - 1);
        Outcome o = Outcome.of(GameEnd.of(positionAt(end), rules));
        if (o == null && result != null) {
            switch (result) {
                case "1-0" -> end.termination = new Outcome(Outcome.Kind.RESIGNATION, org.xqlab.rules.Piece.RED);
                case "0-1" -> end.termination = new Outcome(Outcome.Kind.RESIGNATION, org.xqlab.rules.Piece.BLACK);
                case "1/2-1/2" -> end.termination = new Outcome(Outcome.Kind.DRAW_AGREED, Outcome.DRAW);
                default -> {
                }
            }
            o = end.termination;
        }
        // the Result tag is kept as the record gives it (a "*" stays "*" even where the last position is mate:
        // outcome() says what the rules see); only a record that gives none gets the rules' result
        boolean given = "1-0".equals(result) || "0-1".equals(result) || "1/2-1/2".equals(result) || "*".equals(result);
        headers.put("Result", given ? result : o == null ? "*" : o.result());
        first();
    }

    /** How many variations the tree holds: the moves that are not the first child of their parent. */
    public int variationCount() {
        int count = 0;
        ArrayDeque<Node> todo = new ArrayDeque<>();
        todo.push(root);
        while (!todo.isEmpty()) {
            Node n = todo.pop();
            count += Math.max(0, n.children.size() - 1);
            for (Node child : n.children) {
                todo.push(child);
            }
        }
        return count;
    }

    // ------------------------------------------------------------------ navigation

    public Node goTo(Node node) {
        cursor = node;
        position = positionAt(node);
        return node;
    }

    public Node first() {
        return goTo(root);
    }

    public boolean hasPrev() {
        return cursor.parent != null;
    }

    public boolean hasNext() {
        return !cursor.children.isEmpty();
    }

    /** One move back (stays at the root). */
    public Node prev() {
        if (cursor.parent != null) {
            position.unmakeMove();
            cursor = cursor.parent;
        }
        return cursor;
    }

    /** One move forward along the main continuation (stays at the end). */
    public Node next() {
        if (!cursor.children.isEmpty()) {
            cursor = cursor.children.get(0);
            position.play(cursor.move);
        }
        return cursor;
    }

    /** To the end of the main continuation from the cursor. */
    public Node last() {
        while (hasNext()) {
            next();
        }
        return cursor;
    }

    public Node undo() {
        return prev();
    }

    public Node redo() {
        return next();
    }

    // ------------------------------------------------------------------ lines and variations

    /** The nodes from the first move to {@code node} (empty for the root). */
    public List<Node> pathTo(Node node) {
        List<Node> path = new ArrayList<>();
        for (Node n = node; n.parent != null; n = n.parent) {
            path.add(n);
        }
        Collections.reverse(path);
        return path;
    }

    /** The main line: first children from the root on. */
    public List<Node> mainLine() {
        return continuation(root);
    }

    /** The line through the cursor: the path to it followed by its main continuation. */
    public List<Node> currentLine() {
        List<Node> line = pathTo(cursor);
        line.addAll(continuation(cursor));
        return line;
    }

    private static List<Node> continuation(Node from) {
        List<Node> line = new ArrayList<>();
        for (Node n = from; !n.children.isEmpty(); ) {
            n = n.children.get(0);
            line.add(n);
        }
        return line;
    }

    /** The variation the cursor is in: its nearest ancestor-or-self that is not a first child, or null. */
    private Node variationStart() {
        for (Node n = cursor; n.parent != null; n = n.parent) {
            if (n.isVariation()) {
                return n;
            }
        }
        return null;
    }

    /** Makes the cursor's variation the main continuation of its branch point; false on the main line. */
    public boolean promoteVariation() {
        Node start = variationStart();
        if (start == null) {
            return false;
        }
        start.parent.children.remove(start);
        start.parent.children.add(0, start);
        updateResult();
        return true;
    }

    /** Deletes the cursor's variation and goes to its branch point; false on the main line. */
    public boolean deleteVariation() {
        Node start = variationStart();
        if (start == null) {
            return false;
        }
        start.parent.children.remove(start);
        goTo(start.parent);
        return true;
    }

    /** Deletes every move after the cursor. */
    public void truncate() {
        cursor.children.clear();
        updateResult();
    }

    // ------------------------------------------------------------------ comments, end, headers

    /**
     * Sets a node's comment. Line breaks are kept as {@code \n} only: CR LF and a lone CR (old Mac text, or a
     * CR LF preceded by a stray CR in a damaged file) become {@code \n}, so every format writes and reads the
     * comment back alike.
     */
    public void setComment(Node node, String comment) {
        node.comment = comment == null ? "" : comment.replace("\r\n", "\n").replace('\r', '\n');
    }

    /** How the game stands ended at the cursor: by the rules, else by a recorded termination; or null. */
    public Outcome outcome() {
        Outcome byRules = Outcome.of(GameEnd.of(position, rules));
        return byRules != null ? byRules : cursor.termination;
    }

    /** The rule set that judges repetitions in this game (default {@link RepetitionJudge.RuleSet#DEFAULT}). */
    public RepetitionJudge.RuleSet rules() {
        return rules;
    }

    /** Judges this game's repetitions by {@code rules} from now on (the Result header follows). */
    public void setRules(RepetitionJudge.RuleSet rules) {
        this.rules = java.util.Objects.requireNonNull(rules, "rules");
        updateResult();
    }

    /**
     * The verdict on the repetition that ends the game at the cursor (the rule applied and the cycle's moves),
     * or null when the game does not end there by a repetition.
     */
    public RepetitionJudge.Verdict repetitionVerdict() {
        return GameEnd.repetition(position, rules);
    }

    /** The side to move at the cursor resigns. */
    public void resign() {
        terminate(new Outcome(Outcome.Kind.RESIGNATION, position.sideToMove() ^ 1));
    }

    /**
     * An arbiter draws the game at the cursor for its plies without a capture ({@code MOVE_LIMIT}), at a limit
     * below the rules' 120 — a match aligned with an engine whose natural limit is shorter, or a player's
     * claim by such a limit (MatchGame: "no move" after 100 plies without a capture).
     */
    public void drawByCaptureLimit() {
        terminate(new Outcome(Outcome.Kind.MOVE_LIMIT, Outcome.DRAW));
    }

    /** An arbiter draws the game at the cursor because it reached the length set for it ({@code PLY_LIMIT}). */
    public void drawByPlyLimit() {
        terminate(new Outcome(Outcome.Kind.PLY_LIMIT, Outcome.DRAW));
    }

    /** Both players agree to a draw at the cursor. */
    public void agreeDraw() {
        terminate(new Outcome(Outcome.Kind.DRAW_AGREED, Outcome.DRAW));
    }

    private void terminate(Outcome outcome) {
        if (outcome() != null) {
            throw new IllegalStateException("the game is already over");
        }
        cursor.termination = outcome;
        updateResult();
    }

    /**
     * Sets a tag read from a record in another format, as PGN can hold it: the name keeps only letters,
     * digits and '_' (others become '_'), the value goes on one line (line breaks and other control
     * characters become spaces) and is stripped; an empty name or value, and the tags this record sets
     * itself (FEN, Result, Game, Format), are ignored. So every record read writes as PGN that reads back.
     */
    public void putTag(String name, String value) {
        StringBuilder n = new StringBuilder(name.length());
        name.codePoints().forEach(c -> n.appendCodePoint(Character.isLetterOrDigit(c) || c == '_' ? c : '_'));
        StringBuilder v = new StringBuilder(value.length());
        value.codePoints().forEach(c -> v.appendCodePoint(Character.isISOControl(c) || c == 0x2028 || c == 0x2029 ? ' ' : c));
        String tag = n.toString();
        String text = v.toString().strip();
        if (!tag.isEmpty() && !text.isEmpty() && !List.of("FEN", "Result", "Game", "Format").contains(tag)) {
            headers.put(tag, text);
        }
    }

    /** The PGN headers in order (live view; Result is kept up to date). */
    public Map<String, String> headers() {
        return headers;
    }

    private void updateResult() {
        List<Node> main = mainLine();
        Node end = main.isEmpty() ? root : main.get(main.size() - 1);
        Outcome o = Outcome.of(GameEnd.of(positionAt(end), rules));
        if (o == null) {
            o = end.termination;
        }
        headers.put("Result", o == null ? "*" : o.result());
    }
}
