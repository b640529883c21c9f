package org.xqlab.game;

import org.xqlab.rules.Fen;
import org.xqlab.rules.Notation;
import org.xqlab.rules.Piece;
import org.xqlab.rules.Position;
import org.xqlab.rules.Square;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetEncoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;

/**
 * Writes games in the formats other programs read: PGN (UTF-8 with moves in any notation, or GBK with
 * simplified Chinese moves for XQWizard), DhtmlXQ (for posting to forums) and XQF 1.0 (unencrypted, for
 * 象棋演播室 and the programs that read it). All of them keep the start position, the main line, the
 * variations and the comments; PGN keeps every tag, DhtmlXQ and XQF the tags they have fields for.
 * Several games make one PGN file or consecutive DhtmlXQ blocks; XQF holds one game.
 */
public final class RecordWriter {
    /** The formats written. */
    public enum Target {
        /** PGN, UTF-8, moves in ICCS. */
        PGN,
        /** PGN, GBK, moves in Chinese with simplified characters (as XQWizard writes and reads). */
        PGN_GBK,
        /** DhtmlXQ blocks, UTF-8. */
        DHTMLXQ,
        /** XQF 1.0, one game. */
        XQF;

        /** The target named on the command line: pgn, pgn-gbk, dhtmlxq or xqf. */
        public static Target parse(String name) {
            for (Target t : values()) {
                if (t.name().replace('_', '-').equalsIgnoreCase(name)) {
                    return t;
                }
            }
            throw new IllegalArgumentException("unknown record format '" + name + "': expected pgn, pgn-gbk, dhtmlxq or xqf");
        }
    }

    private static final String KINDS = "RNBAKABNRCCPPPPP";
    private static final Map<String, String> DHTML_TAGS = Map.ofEntries(Map.entry("Title", "title"),
            Map.entry("Event", "event"), Map.entry("Site", "place"), Map.entry("Date", "date"),
            Map.entry("Round", "round"), Map.entry("Red", "red"), Map.entry("Black", "black"),
            Map.entry("RedTeam", "redteam"), Map.entry("BlackTeam", "blackteam"), Map.entry("Opening", "open"),
            Map.entry("Annotator", "author"), Map.entry("TimeControl", "timerule"));

    private RecordWriter() {
    }

    /** The games as the target's bytes. */
    public static byte[] bytes(List<GameRecord> games, Target target) {
        return switch (target) {
            case PGN -> pgn(games, Notation.ICCS, false).getBytes(StandardCharsets.UTF_8);
            case PGN_GBK -> gbk(pgn(games, Notation.CHINESE, true));
            case DHTMLXQ -> dhtmlXq(games).getBytes(StandardCharsets.UTF_8);
            case XQF -> {
                if (games.size() != 1) {
                    throw new IllegalArgumentException("an XQF file holds one game, not " + games.size()
                            + ": pick one with --game N");
                }
                yield xqf(games.get(0));
            }
        };
    }

    /** Games as one PGN text, separated by a blank line. */
    public static String pgn(List<GameRecord> games, Notation notation, boolean simplified) {
        StringBuilder sb = new StringBuilder();
        for (GameRecord g : games) {
            if (sb.length() > 0) {
                sb.append('\n');
            }
            sb.append(GameRecordText.write(g, notation, simplified));
        }
        return sb.toString();
    }

    /** Text in GBK; a character GBK lacks becomes '?'. */
    static byte[] gbk(String text) {
        CharsetEncoder enc = TextDecoder.GBK.newEncoder().onUnmappableCharacter(CodingErrorAction.REPLACE)
                .onMalformedInput(CodingErrorAction.REPLACE);
        try {
            ByteBuffer b = enc.encode(CharBuffer.wrap(text));
            byte[] out = new byte[b.remaining()];
            b.get(out);
            return out;
        } catch (CharacterCodingException e) {
            throw new IllegalStateException(e);
        }
    }

    // ------------------------------------------------------------------ DhtmlXQ

    /** Games as DhtmlXQ blocks. */
    public static String dhtmlXq(List<GameRecord> games) {
        StringBuilder sb = new StringBuilder();
        for (GameRecord g : games) {
            dhtmlXq(g, sb);
        }
        return sb.toString();
    }

    private static void dhtmlXq(GameRecord g, StringBuilder sb) {
        sb.append("[DhtmlXQ]\n");
        for (Map.Entry<String, String> h : g.headers().entrySet()) {
            String key = DHTML_TAGS.get(h.getKey());
            if (key != null && !h.getValue().isBlank() && !"?".equals(h.getValue())) {
                field(sb, key, h.getValue());
            }
        }
        Position start = Fen.parse(g.startFen());
        field(sb, "binit", binit(start));
        if (start.sideToMove() == Piece.BLACK) {
            field(sb, "fen", g.startFen());
        }
        record Branch(int id, int parent, int step, GameRecord.Node first) {
        }
        List<String> comments = new ArrayList<>();
        if (!g.root().comment().isEmpty()) {
            comments.add("[DhtmlXQ_comment0]" + dhtmlText(g.root().comment()) + "[/DhtmlXQ_comment0]\n");
        }
        Deque<Branch> todo = new ArrayDeque<>();
        List<Branch> all = new ArrayList<>();
        if (!g.root().children().isEmpty()) {
            todo.add(new Branch(0, 0, 1, g.root().children().get(0)));
        }
        int next = 1;
        StringBuilder moves = new StringBuilder();
        while (!todo.isEmpty()) {
            Branch b = todo.poll();
            all.add(b);
            moves.setLength(0);
            for (GameRecord.Node n = b.first(); ; n = n.children().get(0)) {
                moves.append(digits(n.move()));
                if (b.id() == 0 || n.ply() > b.step()) {
                    List<GameRecord.Node> siblings = n.parent().children();
                    for (int k = 1; k < siblings.size(); k++) {
                        todo.add(new Branch(next++, b.id(), n.ply(), siblings.get(k)));
                    }
                }
                if (!n.comment().isEmpty()) {
                    String name = "comment" + (b.id() == 0 ? "" : b.id() + "_") + n.ply();
                    comments.add("[DhtmlXQ_" + name + "]" + dhtmlText(n.comment()) + "[/DhtmlXQ_" + name + "]\n");
                }
                if (n.children().isEmpty()) {
                    break;
                }
            }
            field(sb, b.id() == 0 ? "movelist" : "move_" + b.parent() + "_" + b.step() + "_" + b.id(), moves.toString());
        }
        comments.forEach(sb::append);
        String result = g.headers().getOrDefault("Result", "*");
        field(sb, "result", switch (result) {
            case "1-0" -> "红胜";
            case "0-1" -> "黑胜";
            case "1/2-1/2" -> "和棋";
            default -> "未知";
        });
        sb.append("[/DhtmlXQ]\n");
    }

    /**
     * A field's text: line breaks as {@code ||}, and {@code [/DhtmlXQ} (which would end the field early) as
     * {@code [ /DhtmlXQ}; DhtmlXQ has no escape, so a reader sees the space.
     */
    private static String dhtmlText(String s) {
        return s.replace("\r\n", "\n").replace("\n", "||").replace("[/DhtmlXQ", "[ /DhtmlXQ");
    }

    private static void field(StringBuilder sb, String name, String value) {
        sb.append("[DhtmlXQ_").append(name).append(']').append(dhtmlText(value)).append("[/DhtmlXQ_").append(name)
                .append("]\n");
    }

    private static String digits(int move) {
        return point(org.xqlab.rules.Move.from(move)) + point(org.xqlab.rules.Move.to(move));
    }

    private static String point(int sq) {
        return "" + Square.iccsFile(sq) + (9 - Square.iccsRank(sq));
    }

    /** The 32 points in DhtmlXQ's order (99 for a piece not on the board). */
    private static String binit(Position p) {
        StringBuilder sb = new StringBuilder();
        for (int[] sq : pieceOrder(p)) {
            sb.append(sq[0] < 0 ? "99" : point(sq[0]));
        }
        return sb.toString();
    }

    /** The points of the pieces in the order 车马相仕帅仕相马车炮炮兵×5, red then black (-1: none). */
    private static List<int[]> pieceOrder(Position p) {
        List<int[]> out = new ArrayList<>();
        for (int color = Piece.RED; color <= Piece.BLACK; color++) {
            boolean[] used = new boolean[256];
            for (int k = 0; k < 16; k++) {
                int type = Piece.typeOfLetter(KINDS.charAt(k));
                int found = -1;
                for (int f = 0; f < 9 && found < 0; f++) {
                    for (int r = 0; r < 10 && found < 0; r++) {
                        int sq = Square.fromIccs(f, r);
                        int id = p.pieceAt(sq);
                        if (id != 0 && !used[sq] && Piece.colorOf(id) == color && Piece.typeOf(id) == type) {
                            found = sq;
                        }
                    }
                }
                if (found >= 0) {
                    used[found] = true;
                }
                out.add(new int[] {found});
            }
        }
        return out;
    }

    // ------------------------------------------------------------------ XQF

    /** A game as an XQF 1.0 file (unencrypted; read by 象棋演播室 and the programs that read XQF). */
    public static byte[] xqf(GameRecord g) {
        byte[] header = new byte[XqfReader.HEADER];
        header[0] = 'X';
        header[1] = 'Q';
        header[2] = 0x0A;
        Position start = Fen.parse(g.startFen());
        List<int[]> order = pieceOrder(start);
        for (int k = 0; k < 32; k++) {
            int sq = order.get(k)[0];
            header[0x10 + k] = (byte) (sq < 0 ? 0xFF : Square.iccsFile(sq) * 10 + Square.iccsRank(sq));
        }
        header[0x33] = (byte) switch (g.headers().getOrDefault("Result", "*")) {
            case "1-0" -> 1;
            case "0-1" -> 2;
            case "1/2-1/2" -> 3;
            default -> 0;
        };
        header[0x40] = (byte) (Fen.START.equals(g.startFen()) ? 0 : 2);
        for (int k = 0; k < XQF_FIELDS.length; k++) {
            String v = xqfValue(g, k);
            if (v != null) {
                byte[] b = fit(v, XQF_SIZES[k] - 1);
                header[XQF_OFFSETS[k]] = (byte) b.length;
                System.arraycopy(b, 0, header, XQF_OFFSETS[k] + 1, b.length);
            }
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes(header);
        GameRecord.Node root = g.root();
        xqfRecord(out, 0x18, 0x20, root.children().isEmpty() ? 0 : 0xF0, 0xFF, root.comment());
        Deque<GameRecord.Node> todo = new ArrayDeque<>();
        if (!root.children().isEmpty()) {
            todo.push(root.children().get(0));
        }
        while (!todo.isEmpty()) {
            GameRecord.Node n = todo.pop();
            List<GameRecord.Node> siblings = n.parent().children();
            int index = siblings.indexOf(n);
            boolean alternative = index + 1 < siblings.size();
            int from = org.xqlab.rules.Move.from(n.move());
            int to = org.xqlab.rules.Move.to(n.move());
            xqfRecord(out, Square.iccsFile(from) * 10 + Square.iccsRank(from) + 24,
                    Square.iccsFile(to) * 10 + Square.iccsRank(to) + 32,
                    (n.children().isEmpty() ? 0 : 0xF0) | (alternative ? 0x0F : 0), 0, n.comment());
            if (alternative) {
                todo.push(siblings.get(index + 1));
            }
            if (!n.children().isEmpty()) {
                todo.push(n.children().get(0));
            }
        }
        return out.toByteArray();
    }

    private static void xqfRecord(ByteArrayOutputStream out, int from, int to, int flags, int reserved, String comment) {
        byte[] text = comment.isEmpty() ? new byte[0] : gbk(comment.replace("\n", "\r\n"));
        out.write(from);
        out.write(to);
        out.write(flags);
        out.write(reserved);
        int n = text.length;
        out.write(n & 0xff);
        out.write((n >>> 8) & 0xff);
        out.write((n >>> 16) & 0xff);
        out.write((n >>> 24) & 0xff);
        out.writeBytes(text);
    }

    /** The XQF header's text fields (as {@link XqfReader} names them), their offsets and sizes (a length byte and text). */
    private static final String[] XQF_FIELDS = {"Title", "Event", "Date", "Site", "Red", "Black", "TimeRule", "RedTime",
        "BlackTime", "Annotator", "Author"};
    private static final int[] XQF_OFFSETS = {0x50, 0xD0, 0x110, 0x120, 0x130, 0x140, 0x150, 0x190, 0x1A0, 0x1D0, 0x1E0};
    private static final int[] XQF_SIZES = {64, 64, 16, 16, 16, 16, 64, 16, 16, 16, 16};

    /** The value XQF field {@code k} gets: the tag (TimeRule also from TimeControl); a field without a tag stays empty. */
    private static String xqfValue(GameRecord g, int k) {
        String v = g.headers().get(XQF_FIELDS[k]);
        if ((v == null || v.isBlank()) && XQF_FIELDS[k].equals("TimeRule")) {
            v = g.headers().get("TimeControl");
        }
        return v == null || v.isBlank() || "?".equals(v) ? null : v.strip();
    }

    /**
     * What writing the games in {@code target} cannot keep as it is, one line each, e.g. {@code game 1: Red
     * '永远在路上(北斗)' is cut to '永远在路上(北斗' (XQF holds 15 bytes)}: a value cut to fit an XQF field, a
     * character GBK cannot hold (written as '?'), a tag the format has no place for. Empty when nothing is lost.
     * The writers still write; the caller shows these warnings (the command line prints them).
     */
    public static List<String> warnings(List<GameRecord> games, Target target) {
        return warningDetails(games, target).stream().map(RecordWarning::text).toList();
    }

    /**
     * The same warnings with their kinds and parts, for a window that says them in its language: {@code
     * write.cut} (game, field, value, value as cut, bytes the field holds), {@code write.noPlace} (game, tag,
     * value, format), {@code write.gbkTag} (game, tag, value), {@code write.gbkComments} (game, comments);
     * game is 0 when only one game is written.
     */
    public static List<RecordWarning> warningDetails(List<GameRecord> games, Target target) {
        List<RecordWarning> out = new ArrayList<>();
        CharsetEncoder enc = TextDecoder.GBK.newEncoder();
        for (int i = 0; i < games.size(); i++) {
            GameRecord g = games.get(i);
            String game = games.size() == 1 ? "" : "game " + (i + 1) + ": ";
            int number = games.size() == 1 ? 0 : i + 1;
            if (target == Target.XQF) {
                java.util.Set<String> held = new java.util.HashSet<>(List.of(XQF_FIELDS));
                held.addAll(List.of("TimeControl", "Result", "FEN", "Game", "Format"));
                for (int k = 0; k < XQF_FIELDS.length; k++) {
                    String v = xqfValue(g, k);
                    if (v != null && gbk(v).length > XQF_SIZES[k] - 1) {
                        String cut = new String(fit(v, XQF_SIZES[k] - 1), TextDecoder.GBK);
                        out.add(RecordWarning.of("write.cut", game + XQF_FIELDS[k] + " '" + v + "' is cut to '" + cut
                                + "' (XQF holds " + (XQF_SIZES[k] - 1) + " bytes)", number, XQF_FIELDS[k], v, cut,
                                XQF_SIZES[k] - 1));
                    }
                }
                g.headers().forEach((key, v) -> {
                    if (!held.contains(key) && !v.isBlank() && !"?".equals(v)) {
                        out.add(RecordWarning.of("write.noPlace", game + key + " '" + v + "' is not written: XQF has "
                                + "no place for it", number, key, v, "XQF"));
                    }
                });
            }
            if (target == Target.DHTMLXQ) {
                g.headers().forEach((key, v) -> {
                    if (!DHTML_TAGS.containsKey(key) && !List.of("Result", "FEN", "Game", "Format").contains(key)
                            && !v.isBlank() && !"?".equals(v)) {
                        out.add(RecordWarning.of("write.noPlace", game + key + " '" + v + "' is not written: DhtmlXQ "
                                + "has no field for it", number, key, v, "DhtmlXQ"));
                    }
                });
            }
            if (target == Target.XQF || target == Target.PGN_GBK) {
                g.headers().forEach((key, v) -> {
                    if (!enc.canEncode(v)) {
                        out.add(RecordWarning.of("write.gbkTag", game + key + " '" + v + "' holds characters GBK "
                                + "cannot (written as '?')", number, key, v));
                    }
                });
                java.util.ArrayDeque<GameRecord.Node> todo = new java.util.ArrayDeque<>();
                todo.push(g.root());
                int comments = 0;
                while (!todo.isEmpty()) {
                    GameRecord.Node n = todo.pop();
                    if (!n.comment().isEmpty() && !enc.canEncode(n.comment())) {
                        comments++;
                    }
                    n.children().forEach(todo::push);
                }
                if (comments > 0) {
                    out.add(RecordWarning.of("write.gbkComments", game + comments + " comment(s) hold characters GBK "
                            + "cannot (written as '?')", number, comments));
                }
            }
        }
        return out;
    }

    /** GBK bytes of the longest prefix of {@code s} that fits in {@code max} bytes. */
    private static byte[] fit(String s, int max) {
        String t = s;
        byte[] b = gbk(t);
        while (b.length > max) {
            t = t.substring(0, t.length() - 1);
            b = gbk(t);
        }
        return b;
    }
}
