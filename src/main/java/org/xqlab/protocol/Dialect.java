package org.xqlab.protocol;

import org.xqlab.search.Scores;

/**
 * The two engine protocols and what differs between them as this program speaks them: the handshake
 * word and its answer, how an option is announced and set, how a score is written, and what is said
 * when the side to move has no move. UCCI is the Chinese Chess protocol ElephantEye speaks
 * ({@code option hashsize type spin min 1 max 1024 default 16}, {@code score 23}); UCI is the chess
 * protocol in the dialect Pikafish speaks for Xiangqi ({@code option name Hash type spin default 16 min 1
 * max 1024}, {@code score cp 23}). Both write moves in ICCS coordinates (files a–i, ranks 0–9).
 */
public enum Dialect {
    UCCI("ucci", "ucciok", "nobestmove"),
    UCI("uci", "uciok", "bestmove (none)");

    private final String handshake;
    private final String ok;
    private final String noMove;

    Dialect(String handshake, String ok, String noMove) {
        this.handshake = handshake;
        this.ok = ok;
        this.noMove = noMove;
    }

    /** The first command a GUI sends ({@code ucci}, {@code uci}). */
    public String handshake() {
        return handshake;
    }

    /** The engine's answer after its id and options ({@code ucciok}, {@code uciok}). */
    public String ok() {
        return ok;
    }

    /** What the engine says when it has no legal move. */
    public String noMove() {
        return noMove;
    }

    /** The option's announcement line. */
    public String optionLine(EngineOption o) {
        StringBuilder sb = new StringBuilder("option ");
        if (this == UCI) {
            sb.append("name ");
        }
        sb.append(o.name()).append(" type ").append(o.type());
        if (this == UCCI) {
            appendRange(sb, o);
            sb.append(" default ").append(o.defaultValue());
        } else {
            sb.append(" default ").append(o.defaultValue());
            appendRange(sb, o);
        }
        return sb.toString();
    }

    private static void appendRange(StringBuilder sb, EngineOption o) {
        if (o.type().equals("spin")) {
            sb.append(" min ").append(o.min()).append(" max ").append(o.max());
        } else if (o.type().equals("combo")) {
            for (String c : o.choices()) {
                sb.append(" var ").append(c);
            }
        }
    }

    /** The score field of an info line: {@code score 23} (UCCI), {@code score cp 23} or {@code score mate 3} (UCI). */
    public String score(int score) {
        if (this == UCCI) {
            return "score " + score;
        }
        return "score " + Scores.format(score);
    }
}
