package org.xqlab.cli;

import org.xqlab.build.Provenance;
import org.xqlab.experiment.Suite;
import org.xqlab.experiment.SuitePosition;
import org.xqlab.experiment.TimeToSolution;
import org.xqlab.experiment.TimeToSolution.Attempt;
import org.xqlab.protocol.EngineClient;
import org.xqlab.protocol.EngineException;
import org.xqlab.protocol.EngineSpec;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

/**
 * {@code solve --suite NAME|FILE --engine SPEC [--engine SPEC …] [--movetime MS]}: time to solution on a test
 * suite ({@link TimeToSolution}). Each position is given to every engine in turn, so the engines share the
 * machine's state of the moment; each search has the whole budget (after a new game). Prints a {@code # build}
 * line, one {@code position ID ENGINE solved|unsolved MS ms depth D nodes N move M score S} line per try (or
 * {@code position ID ENGINE failed: REASON}), then per engine {@code engine ENGINE: solved K/N, median …, total …}
 * and, for every engine after the first, the geometric mean of its times over the first engine's on the positions
 * both solved; a {@code note} names an engine that reported nothing while it thought (timed by its answers).
 * Every line goes out as its try ends, so a stopped run keeps what it measured. An engine that fails is
 * restarted for the next position. Exit status 0; 3 when an engine could not be started or failed on a position.
 */
@Command(name = "solve", description = "Time to solution on a test suite: how long each engine takes to find a "
        + "position's best move (bm) or announce its mate (dm) and keep it.")
final class SolveCommand implements Callable<Integer> {
    /** Exit status when an engine could not start or failed on a position. */
    static final int ENGINE_FAILED = MatchCommand.ENGINE_FAILED;

    @Spec
    CommandSpec spec;

    @Option(names = "--suite", required = true, description = "A suite file (EPD with bm or dm on every position) "
            + "or a built-in suite: mates, tactics, …")
    String suite;

    @Option(names = "--engine", required = true, description = "preset:NAME[,key=value…], ucci:COMMAND or "
            + "uci:COMMAND (repeatable; the first is the base of the ratios).")
    List<String> engines;

    @Option(names = "--movetime", defaultValue = "1000", description = "Milliseconds each engine searches each "
            + "position (default ${DEFAULT-VALUE}).")
    long movetime;

    @Option(names = "--first", description = "Only the first N positions of the suite.")
    Integer first;

    @Option(names = "--grace", defaultValue = "30000", description = "Milliseconds an external engine may exceed "
            + "its budget before it counts as failed (default ${DEFAULT-VALUE}).")
    long grace;

    @Override
    public Integer call() {
        if (movetime < 1 || movetime > 3_600_000) {
            throw new IllegalArgumentException("--movetime " + movetime + " is out of range 1-3600000 ms");
        }
        if (first != null && first < 1) {
            throw new IllegalArgumentException("--first " + first + " must be at least 1");
        }
        Suite s = Suite.named(suite, "--suite");
        TimeToSolution.requireAnswers(s);
        List<SuitePosition> positions = first == null ? s.positions()
                : s.positions().subList(0, Math.min(first, s.positions().size()));
        List<EngineSpec> specs = new ArrayList<>();
        for (String e : engines) {
            specs.add(EngineSpec.parse(e));
        }
        PrintWriter o = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        o.println("# build " + Provenance.now().line());
        o.println("# suite " + s.name() + ", " + positions.size() + " positions, " + movetime + " ms a position");
        List<EngineClient> clients = new ArrayList<>();
        try {
            for (EngineSpec e : specs) {
                EngineClient c;
                try {
                    c = e.start(null, 1, grace);
                } catch (EngineException ex) {
                    err.println("error: " + ex.getMessage());
                    return ENGINE_FAILED;
                }
                clients.add(c);
                o.println("# engine " + e.label() + ": " + c.name());
            }
            o.flush();
            List<List<Attempt>> attempts = new ArrayList<>();
            specs.forEach(e -> attempts.add(new ArrayList<>()));
            boolean failed = false;
            for (SuitePosition p : positions) {
                for (int i = 0; i < specs.size(); i++) {
                    Attempt a = TimeToSolution.attempt(clients.get(i), specs.get(i).label(), p, movetime, System::nanoTime);
                    attempts.get(i).add(a);
                    o.println(a.line());
                    o.flush();
                    if (a.outcome() == TimeToSolution.Outcome.FAILED) {
                        failed = true;
                        clients.get(i).close();
                        try {
                            clients.set(i, specs.get(i).start(null, 1, grace));
                        } catch (EngineException ex) {
                            err.println("error: " + ex.getMessage() + " (restarting after its failure on " + p.id() + ")");
                            return ENGINE_FAILED;
                        }
                    }
                }
            }
            for (int i = 0; i < specs.size(); i++) {
                o.println(TimeToSolution.summary(specs.get(i).label(), attempts.get(i), movetime));
            }
            for (int i = 0; i < specs.size(); i++) {
                String note = TimeToSolution.silenceNote(specs.get(i).label(), attempts.get(i));
                if (note != null) {
                    o.println(note);
                }
            }
            for (int i = 1; i < specs.size(); i++) {
                String r = TimeToSolution.ratio(specs.get(0).label(), attempts.get(0), specs.get(i).label(), attempts.get(i));
                o.println(r != null ? r : "ratio " + specs.get(i).label() + " / " + specs.get(0).label()
                        + ": none (no position solved by both)");
            }
            if (failed) {
                err.println("error: an engine failed on some positions; see the failed lines");
            }
            return failed ? ENGINE_FAILED : 0;
        } finally {
            clients.forEach(EngineClient::close);
        }
    }
}
