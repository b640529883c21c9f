package org.xqlab.cli;

import org.xqlab.build.Provenance;
import org.xqlab.io.OutputPaths;
import org.xqlab.book.OpeningBook;
import org.xqlab.protocol.EngineException;
import org.xqlab.protocol.EngineSpec;
import org.xqlab.protocol.Match;
import org.xqlab.protocol.MatchGame;
import org.xqlab.protocol.MatchJournal;
import org.xqlab.protocol.MoveBudget;
import org.xqlab.protocol.Opening;
import org.xqlab.protocol.Sprt;
import org.xqlab.rules.RepetitionJudge;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

/**
 * {@code match --engine1 SPEC --engine2 SPEC --games N [--openings FILE] [--tc nodes=N|movetime=MS|depth=D|clock=BASE+INC]
 * [--nodes N] [--movetime MS] [--max-plies N] [--concurrency N] [--book] [--sprt ELO0,ELO1,ALPHA,BETA]
 * [--out games.pgn [--resume]]}. {@code --out} is checked before anything is played (its folder must exist and be
 * writable: exit 2 otherwise) and each game is appended to it as it finishes ({@link MatchJournal}), so a match
 * that is killed keeps its finished games and {@code --resume} continues it.
 * Prints one line per game (a forfeit as {@code forfeit (engine crashed)}, {@code forfeit (engine timed out)},
 * {@code forfeit (lost on time)} on a clock, …), then {@code score +W =D -L ... Elo E ± M (95%)} for engine 1
 * (its parenthesis ends with how the match used the processors: {@code 2 games at once, each engine on 1 thread}),
 * and the failures if any. {@code --threads N} is the older name of {@code --concurrency N}: it still means games at
 * once (the commands of earlier matches keep their meaning) and says so on standard error; an in-process engine's
 * search threads are part of its spec, {@code preset:full,threads=2}.
 * With {@code --sprt} it also prints {@code sprt after N games: LLR x [lower, upper]} after each game pair (ending
 * {@code (no decision before 20 games)} before the test may decide) and
 * ends with {@code sprt H0 accepted ...} / {@code sprt H1 accepted ...} (or {@code no decision yet}) and the
 * number of games it took.
 * Exit status: 0 when every game ended by the rules; {@value #ENGINE_FAILED} when an engine could not
 * start (no score, the error names it) or when a game ended by an engine failure (a forfeit, listed);
 * 2 for bad arguments.
 */
@Command(name = "match", description = "Play games between two engines (each opening with both colours) and report the score with an Elo estimate.")
final class MatchCommand implements Callable<Integer> {
    /** Exit status when an engine failed. */
    static final int ENGINE_FAILED = 3;

    @Spec
    CommandSpec spec;

    @Option(names = "--engine1", required = true, description = "preset:NAME[,key=value…], ucci:COMMAND or uci:COMMAND")
    String engine1;
    @Option(names = "--engine2", required = true, description = "preset:NAME[,key=value…], ucci:COMMAND or uci:COMMAND")
    String engine2;
    @Option(names = "--games", defaultValue = "2", description = "Number of games (default 2).")
    int games;
    @Option(names = "--openings", description = "Openings: named lines ('中文 | English | moves') or a .pgn file. Default: the bundled suite of "
            + "3,000 positions from master games; each pair of games takes its own.")
    Path openings;
    @Option(names = "--tc", description = "Budget per move: nodes=N, movetime=MS or depth=D (default nodes=20000); or a clock for "
            + "the game, clock=BASE+INC: BASE seconds a side, INC seconds added after each move (e.g. clock=10+0.1); "
            + "an engine that answers after its time ran out loses the game ('forfeit (lost on time)').")
    String tc;
    @Option(names = "--nodes", description = "Same as --tc nodes=N.")
    Long nodes;
    @Option(names = "--movetime", description = "Same as --tc movetime=MS.")
    Long movetime;
    @Option(names = "--max-plies", defaultValue = "300", description = "Draw a game after this many plies (default 300).")
    int maxPlies;
    @Option(names = "--capture-limit", defaultValue = "120", description = "Draw a game after this many plies without "
            + "a capture (default 120, the rules' limit; 100 matches ElephantEye, which claims its draw there).")
    int captureLimit;
    @Option(names = "--rules", defaultValue = "axf", description = "The rules that judge a repetition: axf (Asian Xiangqi "
            + "Federation, default) or cxa (Chinese Xiangqi Association); a game ended by a repetition names the rule in "
            + "its last comment. The in-process engines search with their own config key rules.")
    String rules;
    @Option(names = "--concurrency", description = "Games played at once (default 1), each with its own engines.")
    Integer concurrency;
    @Option(names = "--threads", description = "Older name of --concurrency (games at once). An engine's search "
            + "threads: preset:NAME,threads=N.")
    Integer threads;
    @Option(names = "--book", description = "In-process engines play from the bundled book after the opening (when their book switch is on).")
    boolean book;
    @Option(names = "--grace", defaultValue = "30000", description = "Milliseconds an external engine may exceed its budget before it forfeits (default 30000).")
    long grace;
    @Option(names = "--sprt", paramLabel = "ELO0,ELO1,ALPHA,BETA", description = "Sequential test on game pairs "
            + "(e.g. 0,10,0.05,0.05): --games becomes the most to play, the LLR and its bounds are printed as pairs "
            + "finish, and the match stops when H0 or H1 is accepted.")
    String sprt;
    @Option(names = "--out", description = "Write the games to this PGN file, each as it finishes (with a log "
            + "NAME.pgn.log while the match runs, so a match that is stopped keeps its finished games).")
    Path out;
    @Option(names = "--resume", description = "Continue the match that was cut while writing --out: its finished "
            + "games are kept and the others played (give the same settings; --games may be raised, e.g. for an "
            + "SPRT that reached its most games undecided).")
    boolean resume;

    @Override
    public Integer call() throws Exception {
        int given = (tc != null ? 1 : 0) + (nodes != null ? 1 : 0) + (movetime != null ? 1 : 0);
        if (given > 1) {
            throw new IllegalArgumentException("give one of --tc, --nodes, --movetime");
        }
        MoveBudget budget = tc != null ? MoveBudget.parse(tc) : nodes != null ? MoveBudget.parse("nodes=" + nodes)
                : movetime != null ? MoveBudget.parse("movetime=" + movetime) : MoveBudget.nodes(20_000);
        if (resume && out == null) {
            throw new IllegalArgumentException("--resume continues the match saved with --out: give --out");
        }
        if (out != null) {
            OutputPaths.requireWritableFile(out, "--out");
        }
        if (threads != null && concurrency != null && !threads.equals(concurrency)) {
            throw new IllegalArgumentException("--threads is the older name of --concurrency (games at once): give one, "
                    + "not --concurrency " + concurrency + " and --threads " + threads);
        }
        if (threads != null) {
            spec.commandLine().getErr().println("warning: --threads is the older name of --concurrency (games at once); "
                    + "an engine's search threads are set in its spec, e.g. preset:full,threads=2");
        }
        int atOnce = concurrency != null ? concurrency : threads != null ? threads : 1;
        List<Opening> list = openings(openings);
        Sprt test = sprt == null ? null : Sprt.parse(sprt);
        Match.Settings settings = new Match.Settings(EngineSpec.parse(engine1), EngineSpec.parse(engine2), games, list,
                budget, maxPlies, atOnce, book ? OpeningBook.bundled() : null, grace, captureLimit,
                RepetitionJudge.RuleSet.parse(rules));
        PrintWriter o = spec.commandLine().getOut();
        MatchJournal journal = null;
        Map<Integer, MatchGame.Result> resumed = Map.of();
        if (out != null) {
            if (resume) {
                MatchJournal.Resumed r = MatchJournal.resume(out, journalSettings(budget), before ->
                        Opening.spreadKeeps(list, (before + 1) / 2, (games + 1) / 2) ? null
                                : "the " + list.size() + " openings would be spread over the games differently, so the "
                                + "games already played would not keep theirs (raise --games only when both numbers "
                                + "are at least " + 2 * list.size() + ", twice the openings)");
                journal = r.journal();
                resumed = r.games();
                r.notes().forEach(n -> spec.commandLine().getErr().println("warning: " + n));
                o.println("resumed " + resumed.size() + " finished game(s) from " + out);
            } else {
                journal = MatchJournal.start(out, journalSettings(budget));
            }
        }
        MatchJournal saving = journal;
        Provenance provenance = openings == null ? Provenance.now() : Provenance.now().withFile("openings", openings);
        Thread onKill = saving == null ? null : new Thread(() -> spec.commandLine().getErr().println(
                "match stopped: " + saving.games() + " finished game(s) kept in " + saving.pgn()
                        + "; run the same command with --resume to continue"));
        if (onKill != null) {
            Runtime.getRuntime().addShutdownHook(onKill);
        }
        Match.Report report;
        try {
            report = Match.run(settings, test, resumed, line -> {
                synchronized (o) {
                    o.println(line);
                    o.flush();
                }
            }, saving == null ? (game, result) -> { } : (game, result) -> {
                addProvenance(game, result, provenance, settings);
                saving.finished(game, result);
            });
        } catch (EngineException e) {
            spec.commandLine().getErr().println("error: " + e.getMessage());
            return ENGINE_FAILED;
        } catch (UncheckedIOException e) {
            spec.commandLine().getErr().println("error: writing " + out + " failed: " + e.getCause().getMessage()
                    + "; the " + saving.games() + " game(s) finished before are kept there (continue with --resume)");
            return 1;
        } finally {
            if (onKill != null) {
                Runtime.getRuntime().removeShutdownHook(onKill);
            }
            if (saving != null) {
                saving.close();
            }
        }
        o.println("score " + report.score().summary() + "  (" + settings.first().label() + " vs " + settings.second().label()
                + ", " + budget + ", " + settings.parallelism() + ")");
        if (report.sprt() != null) {
            o.println(report.sprt().line());
        }
        for (String f : report.failures()) {
            o.println("failure " + f);
        }
        if (!report.failures().isEmpty()) {
            spec.commandLine().getErr().println("error: " + report.failures().size() + " game(s) ended by an engine failure"
                    + " (scored as a loss of the failing engine); see the failure lines");
        }
        if (saving != null) {
            saving.complete();
            o.println("games written to " + out);
        }
        return report.failures().isEmpty() ? 0 : ENGINE_FAILED;
    }

    /** What a resumed match must share with the match it continues (written at the head of its log). */
    private Map<String, String> journalSettings(MoveBudget budget) {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("--engine1", engine1);
        m.put("--engine2", engine2);
        m.put("--games", String.valueOf(games));
        m.put("--openings", openings == null ? "(the bundled suite)" : openings.toString());
        m.put("--tc", budget.toString());
        m.put("--max-plies", String.valueOf(maxPlies));
        m.put("--capture-limit", String.valueOf(captureLimit));
        if (RepetitionJudge.RuleSet.parse(rules) != RepetitionJudge.RuleSet.DEFAULT) {
            m.put("--rules", RepetitionJudge.RuleSet.parse(rules).key());
        }
        m.put("--book", String.valueOf(book));
        m.put("--sprt", sprt == null ? "(none)" : sprt);
        return m;
    }

    /**
     * Tags every game with its provenance ({@code Xqlab...} PGN tags): the build, machine, date and command line,
     * the hash of the openings file, and both sides' full configurations (an external engine: its command) and seeds.
     */
    void addProvenance(int game, MatchGame.Result g, Provenance p, Match.Settings s) {
        EngineSpec red = game % 2 == 0 ? s.first() : s.second();
        EngineSpec black = game % 2 == 0 ? s.second() : s.first();
        g.record().headers().putAll(p.withConfig("red", settingsOf(red)).withConfig("black", settingsOf(black))
                .withSeed("red", 1000L + game).withSeed("black", 2000L + game).tags());
    }

    private static java.util.Map<String, String> settingsOf(EngineSpec spec) {
        return spec.inProcess() ? spec.config().asMap() : java.util.Map.of("engine", spec.text());
    }

    /** The openings of {@code --openings FILE} (named lines or a .pgn file), or the bundled suite when null. */
    static List<Opening> openings(Path file) throws java.io.IOException {
        if (file == null) {
            return Opening.suite();
        }
        BookCommand.requireFile(file);
        return Opening.read(file);
    }
}
