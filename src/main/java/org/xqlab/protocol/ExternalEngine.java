package org.xqlab.protocol;

import org.xqlab.rules.Fen;
import org.xqlab.rules.Move;
import org.xqlab.rules.Position;
import org.xqlab.rules.Piece;
import org.xqlab.search.Scores;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * An external UCCI or UCI engine executable as an {@link EngineClient}. The process is started with
 * the command, a reader thread collects its output lines, another keeps its last error lines. The
 * handshake waits for {@code ucciok}/{@code uciok} and {@code readyok}; a UCI engine that offers
 * {@code UCI_Variant} (Fairy-Stockfish) is switched to {@code xiangqi} and spoken to in its rank
 * numbering 1–10 ({@link MoveCoordinates}); a UCCI engine that offers {@code usemillisec} gets times in
 * milliseconds. Each wait has a deadline: the handshake {@value #HANDSHAKE_MILLIS} ms, a search its
 * budget plus a grace period (then {@code stop}, then failure). An engine that exits, stays silent,
 * answers garbage or plays an illegal move makes the call throw {@link EngineException} naming the engine
 * and the problem; the process is then ended.
 */
public final class ExternalEngine implements EngineClient {
    /** Long enough for an engine that loads a large network file, or a JVM engine on a busy machine. */
    static final long HANDSHAKE_MILLIS = 30_000;
    private static final String EOF = "\u0000eof";

    private final Dialect dialect;
    private final List<String> command;
    private final Process process;
    private final PrintWriter in;
    private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
    private final Deque<String> errors = new ArrayDeque<>();
    private final Set<String> options = new HashSet<>();
    private final long thinkGraceMillis;
    private final Thread errorPump;
    private String name;
    private MoveCoordinates coordinates = MoveCoordinates.ICCS;

    private ExternalEngine(Dialect dialect, List<String> command, Process process, long thinkGraceMillis) {
        this.dialect = dialect;
        this.command = List.copyOf(command);
        this.process = process;
        this.thinkGraceMillis = thinkGraceMillis;
        this.name = String.join(" ", command);
        this.in = new PrintWriter(new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8), true);
        Thread out = new Thread(() -> pump(new BufferedReader(new InputStreamReader(process.getInputStream(),
                StandardCharsets.UTF_8)), false), "engine-out " + name);
        Thread err = new Thread(() -> pump(new BufferedReader(new InputStreamReader(process.getErrorStream(),
                StandardCharsets.UTF_8)), true), "engine-err " + name);
        out.setDaemon(true);
        err.setDaemon(true);
        out.start();
        err.start();
        errorPump = err;
    }

    /**
     * Starts the engine and completes the handshake.
     *
     * @param thinkGraceMillis how long past its budget a search may take before it is stopped (a node
     *                         or depth budget gets this much in all)
     */
    public static ExternalEngine start(Dialect dialect, List<String> command, long thinkGraceMillis) {
        if (command.isEmpty()) {
            throw new IllegalArgumentException("no engine command given");
        }
        Process p;
        try {
            p = new ProcessBuilder(command).start();
        } catch (IOException e) {
            throw new EngineException("cannot start engine '" + String.join(" ", command) + "': " + e.getMessage(), e);
        }
        ExternalEngine engine = new ExternalEngine(dialect, command, p, thinkGraceMillis);
        try {
            engine.handshake();
        } catch (RuntimeException e) {
            engine.close();
            throw e;
        }
        return engine;
    }

    private void pump(BufferedReader r, boolean error) {
        try {
            String line;
            while ((line = r.readLine()) != null) {
                if (error) {
                    synchronized (errors) {
                        errors.addLast(line);
                        if (errors.size() > 10) {
                            errors.removeFirst();
                        }
                    }
                } else {
                    lines.add(line);
                }
            }
        } catch (IOException e) {
            // the process went away: reported as the end of its output
        }
        if (!error) {
            lines.add(EOF);
        }
    }

    private void handshake() {
        send(dialect.handshake());
        long deadline = System.nanoTime() + HANDSHAKE_MILLIS * 1_000_000;
        while (true) {
            String line = read(deadline, dialect.handshake());
            if (line.startsWith("id name ")) {
                name = line.substring(8).strip();
            } else if (line.startsWith("option ")) {
                String[] w = line.split("\\s+");
                options.add(w.length > 2 && w[1].equals("name") ? w[2] : w.length > 1 ? w[1] : "");
            } else if (line.strip().equals(dialect.ok())) {
                break;
            }
        }
        if (dialect == Dialect.UCI && options.contains("UCI_Variant")) {
            send("setoption name UCI_Variant value xiangqi");
            coordinates = MoveCoordinates.RANKS_FROM_ONE;
        }
        if (dialect == Dialect.UCCI && options.contains("usemillisec")) {
            send("setoption usemillisec true");
        }
        ready();
    }

    /** Sends {@code isready} and waits for {@code readyok}. */
    public void ready() {
        send("isready");
        long deadline = System.nanoTime() + HANDSHAKE_MILLIS * 1_000_000;
        while (!read(deadline, "isready").strip().equals("readyok")) {
            // skip info lines
        }
    }

    /** Sets an engine option in the dialect's syntax. */
    public void setOption(String option, String value) {
        send(dialect == Dialect.UCI ? "setoption name " + option + " value " + value : "setoption " + option + " " + value);
    }

    /** The coordinates this engine writes moves in. */
    public MoveCoordinates coordinates() {
        return coordinates;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public void newGame() {
        if (dialect == Dialect.UCI) {
            send("ucinewgame");
        }
        ready();
    }

    @Override
    public EngineReply think(String startFen, List<Integer> moves, MoveBudget budget) {
        return think(startFen, moves, budget, null);
    }

    @Override
    public EngineReply think(String startFen, List<Integer> moves, MoveBudget budget, Consumer<EngineReply> progress) {
        Position p = Fen.parse(startFen);
        StringBuilder cmd = new StringBuilder("position fen ").append(Fen.format(p));
        if (!moves.isEmpty()) {
            cmd.append(" moves");
            for (int m : moves) {
                cmd.append(' ').append(coordinates.format(m));
                p.play(m);
            }
        }
        lines.removeIf(l -> !l.equals(EOF)); // forget stale output
        send(cmd.toString());
        String go = "go " + budget.goWords(dialect, p.sideToMove() == Piece.RED);
        send(go);
        long allowed = budget.mostMillis() + thinkGraceMillis;
        long deadline = System.nanoTime() + allowed * 1_000_000;
        boolean stopSent = false;
        InfoLine info = new InfoLine();
        while (true) {
            String line;
            try {
                line = read(deadline, go);
            } catch (EngineTimeout t) {
                if (stopSent) {
                    close();
                    throw new EngineException(EngineException.Kind.TIMED_OUT,
                            name + " did not answer '" + go + "' within " + allowed + " ms, nor "
                            + "2000 ms after stop" + lastErrors());
                }
                send("stop");
                stopSent = true;
                deadline = System.nanoTime() + 2_000_000_000L;
                continue;
            }
            String t = line.strip();
            if (t.startsWith("info ")) {
                if (info.read(t, coordinates) && progress != null) {
                    progress.accept(info.reply());
                }
            } else if (t.equals("nobestmove") || t.startsWith("bestmove (none)")) {
                return new EngineReply(Move.NONE, Move.NONE, info.hasScore, info.score, info.depth, info.nodes, info.pv);
            } else if (t.startsWith("bestmove ")) {
                String[] w = t.split("\\s+");
                int best = coordinates.parse(w[1]);
                if (best == Move.NONE || !p.isLegal(best)) {
                    close();
                    throw new EngineException(EngineException.Kind.ILLEGAL_MOVE,
                            name + " played " + (best == Move.NONE ? "'" + w[1] + "', which is not a move"
                            : "the illegal move '" + w[1] + "' (ICCS " + Move.iccs(best) + ")") + " in " + Fen.format(p));
                }
                int ponder = w.length >= 4 && w[2].equals("ponder") ? coordinates.parse(w[3]) : Move.NONE;
                return new EngineReply(best, ponder, info.hasScore, info.score, info.depth, info.nodes, info.pv);
            }
        }
    }

    @Override
    public void stop() {
        send("stop");
    }

    @Override
    public void close() {
        try {
            send("quit");
            if (!process.waitFor(1, TimeUnit.SECONDS)) {
                process.destroy();
                if (!process.waitFor(1, TimeUnit.SECONDS)) {
                    process.destroyForcibly();
                }
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }

    private void send(String line) {
        synchronized (in) {
            in.println(line);
        }
    }

    private static final class EngineTimeout extends RuntimeException {
        EngineTimeout() {
            super(null, null, false, false);
        }
    }

    private String read(long deadline, String doing) {
        try {
            long wait = deadline - System.nanoTime();
            String line = wait <= 0 ? lines.poll() : lines.poll(wait, TimeUnit.NANOSECONDS);
            if (line == null) {
                if (doing.equals("go") || doing.startsWith("go ")) {
                    throw new EngineTimeout();
                }
                close();
                throw new EngineException(EngineException.Kind.TIMED_OUT,
                        name + " did not answer '" + doing + "' within " + HANDSHAKE_MILLIS + " ms"
                        + lastErrors());
            }
            if (line.equals(EOF)) {
                lines.add(EOF);
                errorPump.join(500); // its last words
                boolean exited = process.waitFor(500, TimeUnit.MILLISECONDS);
                String status = exited ? "exited with status " + process.exitValue() : "closed its output";
                throw new EngineException(EngineException.Kind.CRASHED,
                        name + " " + status + " while answering '" + doing + "'" + lastErrors());
            }
            return line;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new EngineException("interrupted while waiting for " + name, e);
        }
    }

    private String lastErrors() {
        synchronized (errors) {
            return errors.isEmpty() ? "" : "; its last error output: " + String.join(" | ", errors);
        }
    }

    /**
     * A UCCI score in this program's convention ({@link Scores}). UCCI writes a bare number and names no mate;
     * ElephantEye writes a mate in p plies as ±(10000 − p) and a win by the repetition rules as ±(9900 − p), so
     * those two bands become mates and rule wins here. This program's own UCCI engine writes its scores as
     * they are (mates near ±{@value Scores#MATE}), which pass unchanged, as does any score in centipawns.
     */
    static int ucciScore(int raw) {
        int a = Math.abs(raw);
        int sign = raw < 0 ? -1 : 1;
        if (a > 9900 && a <= 10000) {
            return sign * (Scores.MATE - (10000 - a));
        }
        if (a > 9800 && a <= 9900) {
            return sign * (Scores.BAN - (9900 - a));
        }
        return raw;
    }

    /** The fields of the engine's latest info lines that a reply reports. */
    private static final class InfoLine {
        boolean hasScore;
        int score;
        int depth;
        long nodes;
        List<Integer> pv = List.of();

        /** Reads one info line; true when it reported a score or a PV. */
        boolean read(String line, MoveCoordinates coords) {
            String[] w = line.split("\\s+");
            boolean news = false;
            try {
                for (int i = 1; i < w.length; i++) {
                    switch (w[i]) {
                        case "depth" -> depth = Integer.parseInt(w[++i]);
                        case "nodes" -> nodes = Long.parseLong(w[++i]);
                        case "score" -> {
                            String kind = w[i + 1];
                            if (kind.equals("cp")) {
                                score = Integer.parseInt(w[i + 2]);
                                i += 2;
                            } else if (kind.equals("mate")) {
                                int n = Integer.parseInt(w[i + 2]);
                                score = n > 0 ? Scores.MATE - (2 * n - 1) : -Scores.MATE + 2 * -n;
                                i += 2;
                            } else {
                                score = ucciScore(Integer.parseInt(kind));
                                i += 1;
                            }
                            hasScore = true;
                            news = true;
                        }
                        case "pv" -> {
                            List<Integer> moves = new ArrayList<>();
                            while (i + 1 < w.length && coords.parse(w[i + 1]) != Move.NONE) {
                                moves.add(coords.parse(w[++i]));
                            }
                            pv = moves;
                            news = true;
                        }
                        case "string" -> i = w.length;
                        default -> { }
                    }
                }
            } catch (RuntimeException e) {
                // an info line we cannot read is ignored: it carries no move
                return false;
            }
            return news;
        }

        /** What the engine has reported so far, as a reply led by the head of its PV. */
        EngineReply reply() {
            return new EngineReply(pv.isEmpty() ? Move.NONE : pv.get(0), Move.NONE, hasScore, score, depth, nodes, pv);
        }
    }
}
