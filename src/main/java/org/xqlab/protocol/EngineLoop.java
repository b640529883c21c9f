package org.xqlab.protocol;

import org.xqlab.book.BookMove;
import org.xqlab.book.BookProbe;
import org.xqlab.rules.Move;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Xiangqi Lab as an engine on a text stream, in UCCI or UCI ({@link Dialect}). Reads one command a
 * line until {@code quit} or the end of input and answers on the output, flushing every line. The
 * commands: {@code ucci}/{@code uci} (id, options, {@code ucciok}/{@code uciok}), {@code isready}
 * ({@code readyok}, also while thinking), {@code setoption}, {@code ucinewgame} (UCI),
 * {@code position {startpos|fen F} [moves …]}, {@code banmoves} (UCCI), {@code go …} ({@link GoRequest}),
 * {@code stop}, {@code ponderhit}, {@code probe} (UCCI: the book's moves and opening name for the
 * position), {@code quit} ({@code bye} in UCCI). Searching runs on its own thread, so every command is
 * read and answered while the engine thinks. A malformed or unknown line is answered with
 * {@code info string} naming the problem (repeating at most a few hundred characters of it), and the loop
 * goes on: no input makes it stop or crash; a line longer than {@link #MAX_LINE} characters is refused
 * unread with a short {@code info string}. Every
 * {@code go} ends with exactly one {@code bestmove} (or {@code nobestmove}): a {@code go} with words the
 * engine cannot use still searches (briefly, if no limit was usable). {@code quit} during a search and
 * the end of input stop the search; its {@code bestmove} is written before the loop returns.
 */
public final class EngineLoop {
    private final Dialect dialect;
    private final BufferedReader in;
    private final PrintWriter out;
    private final EngineSession session;
    private final String name;

    /** A loop that introduces itself as {@code name} (e.g. "Xiangqi Lab 0.1.0"). */
    public EngineLoop(Dialect dialect, BufferedReader in, PrintWriter out, String name) {
        this(dialect, in, out, name, SessionCap.NONE);
    }

    /** A loop whose searches stay under {@code cap} (see {@link SessionCap}; a fuzz harness's many short sessions). */
    public EngineLoop(Dialect dialect, BufferedReader in, PrintWriter out, String name, SessionCap cap) {
        this.dialect = dialect;
        this.name = name;
        this.in = in;
        this.out = out;
        this.session = new EngineSession(dialect, this::send, cap);
    }

    private void send(String line) {
        synchronized (out) {
            out.println(escape(line));
            out.flush();
        }
    }

    /** The longest input line read (1 MiB of characters); a longer one is refused whole. */
    public static final int MAX_LINE = 1 << 20;
    /** How much of an input line an answer repeats. */
    static final int ECHO = 200;

    /** Runs until {@code quit} or the end of input; a search still running at the end is stopped. */
    public void run() throws IOException {
        StringBuilder line = new StringBuilder();
        while (true) {
            line.setLength(0);
            long length = 0;
            int c;
            while ((c = in.read()) != -1 && c != '\n') {
                if (length++ < MAX_LINE) {
                    line.append((char) c);
                }
            }
            if (c == -1 && length == 0) {
                break;
            }
            if (length > MAX_LINE) {
                send("info string line of " + length + " characters refused (at most " + MAX_LINE + "): "
                        + cut(line.toString().strip(), 40));
            } else if (!handle(line.toString())) {
                return;
            }
            if (c == -1) {
                break;
            }
        }
        session.awaitIdle();
    }

    /**
     * {@code line} with every control character but the tab written as {@code \xNN} (NUL as {@code \x00}, ESC
     * as {@code \x1b}), so bytes a GUI was sent cannot reach its terminal or parser raw through an answer that
     * repeats them; a line without them is returned as it is.
     */
    static String escape(String line) {
        int k = 0;
        while (k < line.length() && !isControl(line.charAt(k))) {
            k++;
        }
        if (k == line.length()) {
            return line;
        }
        StringBuilder sb = new StringBuilder(line.length() + 8).append(line, 0, k);
        for (; k < line.length(); k++) {
            char c = line.charAt(k);
            if (isControl(c)) {
                sb.append(String.format(java.util.Locale.ROOT, "\\x%02x", (int) c));
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }

    private static boolean isControl(char c) {
        return c < 0x20 && c != '\t' || c == 0x7f || c >= 0x80 && c < 0xa0;
    }

    /** {@code text}, or its first {@code max} characters and a note of how long it was. */
    static String cut(String text, int max) {
        if (text.length() <= max) {
            return text;
        }
        return text.substring(0, max) + "… (" + text.length() + " characters)";
    }

    /** Handles one line; false after {@code quit}. */
    boolean handle(String raw) {
        String line = raw.strip();
        if (line.isEmpty()) {
            return true;
        }
        String[] words = line.split("\\s+");
        String command = words[0];
        String[] args = Arrays.copyOfRange(words, 1, words.length);
        try {
            switch (command) {
                case "ucci", "uci" -> handshake(command);
                case "isready" -> send("readyok");
                case "setoption" -> setOption(line.substring(command.length()).strip(), args);
                case "ucinewgame" -> session.newGame();
                case "position" -> position(args, line);
                case "banmoves" -> session.ban(List.of(args));
                case "go" -> session.go(dialect == Dialect.UCCI ? GoRequest.ucci(args, session.millis())
                        : GoRequest.uci(args, session.position().sideToMove()));
                case "stop" -> session.stop();
                case "ponderhit" -> session.ponderhit();
                case "probe" -> probe(args, line);
                case "quit" -> {
                    session.stop();
                    if (dialect == Dialect.UCCI) {
                        send("bye");
                    }
                    return false;
                }
                default -> send("info string unknown command '" + cut(command, 40) + "' (line: " + cut(line, ECHO)
                        + ")");
            }
        } catch (IllegalArgumentException e) {
            send(cut("info string " + cut(command, 40) + ": " + e.getMessage(), 2 * ECHO));
        } catch (RuntimeException e) {
            // a bug must not end the session: the GUI is told and the loop goes on
            send(cut("info string " + cut(command, 40) + ": internal error " + e, 2 * ECHO));
        }
        return true;
    }

    private void handshake(String word) {
        if (!word.equals(dialect.handshake())) {
            throw new IllegalArgumentException("this engine speaks " + dialect.handshake() + " here; start it with the "
                    + word + " command to speak " + word);
        }
        send("id name " + name);
        if (dialect == Dialect.UCCI) {
            send("id copyright Xiangqi Lab authors");
        }
        send("id author Xiangqi Lab authors");
        for (EngineOption o : EngineOption.all(dialect)) {
            send(dialect.optionLine(o));
        }
        send(dialect.ok());
    }

    private void setOption(String rest, String[] args) {
        String name;
        String value;
        if (dialect == Dialect.UCI) {
            // setoption name <id> value <x>
            int v = rest.indexOf(" value ");
            if (!rest.startsWith("name ") || args.length < 2) {
                throw new IllegalArgumentException("expected 'setoption name <id> value <x>'");
            }
            name = (v < 0 ? rest.substring(5) : rest.substring(5, v)).strip();
            value = v < 0 ? "" : rest.substring(v + 7).strip();
            if (v < 0 && !"Clear Hash".equalsIgnoreCase(name)) {
                throw new IllegalArgumentException("option " + name + " needs 'value <x>'");
            }
            if ("Clear Hash".equalsIgnoreCase(name)) {
                session.newGame();
                return;
            }
        } else {
            // setoption <name> <value>; newgame clears the tables
            if (args.length == 1 && args[0].equals("newgame")) {
                session.newGame();
                return;
            }
            if (args.length != 2) {
                throw new IllegalArgumentException("expected 'setoption <name> <value>'");
            }
            name = args[0];
            value = args[1];
        }
        session.setOption(name, value);
    }

    private void position(String[] args, String line) {
        PositionSpec spec = PositionSpec.parse(args);
        session.setPosition(spec.fen(), spec.moves());
    }

    private void probe(String[] args, String line) {
        if (dialect != Dialect.UCCI) {
            throw new IllegalArgumentException("probe is a UCCI command");
        }
        if (args.length > 0) {
            position(args, line);
        }
        BookProbe probe = session.probeBook();
        StringBuilder sb = new StringBuilder("info string book");
        if (!probe.inBook()) {
            sb.append(" has no move here");
        }
        for (BookMove m : probe.moves()) {
            sb.append(' ').append(Move.iccs(m.move())).append(' ').append(m.weight());
        }
        probe.name().ifPresent(n -> sb.append(" opening ").append(n.chinese()).append(" (").append(n.english()).append(')'));
        send(sb.toString());
        send(probe.inBook() ? "pophash bestmove " + Move.iccs(probe.moves().get(0).move()) : "pophash");
    }

    /** {@code startpos | fen <fields…>} followed by {@code moves …}. */
    record PositionSpec(String fen, List<String> moves) {
        static PositionSpec parse(String[] args) {
            if (args.length == 0) {
                throw new IllegalArgumentException("expected 'position {startpos | fen <FEN>} [moves …]'");
            }
            int i;
            String fen;
            if (args[0].equals("startpos")) {
                fen = "startpos";
                i = 1;
            } else if (args[0].equals("fen")) {
                StringBuilder sb = new StringBuilder();
                i = 1;
                while (i < args.length && !args[i].equals("moves")) {
                    sb.append(sb.length() == 0 ? "" : " ").append(args[i++]);
                }
                if (sb.length() == 0) {
                    throw new IllegalArgumentException("'fen' needs a FEN after it");
                }
                fen = sb.toString();
            } else {
                throw new IllegalArgumentException("expected startpos or fen, got '" + args[0] + "'");
            }
            List<String> moves = new ArrayList<>();
            if (i < args.length) {
                if (!args[i].equals("moves")) {
                    throw new IllegalArgumentException("expected 'moves', got '" + args[i] + "'");
                }
                moves.addAll(Arrays.asList(args).subList(i + 1, args.length));
            }
            return new PositionSpec(fen, moves);
        }
    }
}
