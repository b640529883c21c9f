package org.xqlab.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import org.xqlab.rules.Fen;
import org.xqlab.rules.Move;
import org.xqlab.rules.Position;
import org.xqlab.search.Scores;
import org.xqlab.search.SearchConfig;
import org.xqlab.search.SearchLimits;
import org.xqlab.search.SearchResult;
import org.xqlab.search.ParallelSearch;
import org.xqlab.search.IccsMoveCodec;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

/**
 * {@code search --fen F (--depth N | --nodes N | --movetime MS) [--preset P] [--set k=v ...] [--threads N] [--json]}.
 * Output contract: {@code bestmove <iccs>}, {@code score cp <n>} or {@code score mate <n>},
 * {@code nodes <n>}, {@code pv <iccs ...>}, then the statistics report. With {@code --threads N} (more than 1)
 * the search runs on N threads sharing one table ({@link ParallelSearch}); every figure is the main thread's.
 */
@Command(name = "search", description = "Search a position and print the best move, score, nodes, PV and statistics.")
final class SearchCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--fen", defaultValue = "startpos", description = "FEN of the position, or startpos (default).")
    String fen;

    @ArgGroup(exclusive = true, multiplicity = "1")
    Limit limit;

    static final class Limit {
        @Option(names = "--depth", description = "Search to this depth.")
        Integer depth;
        @Option(names = "--nodes", description = "Stop after this many nodes.")
        Long nodes;
        @Option(names = "--movetime", description = "Search for this many milliseconds.")
        Long movetime;
    }

    @Option(names = "--preset", defaultValue = "full",
            description = "Starting configuration: full, pvs, elephanteye, alphabeta, minimax.")
    String preset;

    @Option(names = "--set", description = "Change one setting, key=value (repeatable).")
    List<String> settings = new ArrayList<>();

    @Option(names = "--json", description = "Print the result as JSON.")
    boolean json;

    @Option(names = "--threads", defaultValue = "1", description = "Search threads sharing one transposition table "
            + "(default 1: the reproducible search; with more, the figures are the main thread's).")
    int threads;

    @Override
    public Integer call() throws Exception {
        SearchConfig config = Configs.build(preset, settings);
        Position position = Fen.parse(fen);
        SearchLimits limits;
        if (limit.depth != null) {
            if (limit.depth < 1 || limit.depth > SearchLimits.MAX_DEPTH) {
                throw new IllegalArgumentException("--depth must be between 1 and " + SearchLimits.MAX_DEPTH);
            }
            limits = SearchLimits.depth(limit.depth);
        } else if (limit.nodes != null) {
            if (limit.nodes < 1) {
                throw new IllegalArgumentException("--nodes must be positive");
            }
            limits = SearchLimits.nodes(limit.nodes);
        } else {
            if (limit.movetime < 1) {
                throw new IllegalArgumentException("--movetime must be positive");
            }
            limits = SearchLimits.moveTime(limit.movetime);
        }
        if (threads < 1 || threads > ParallelSearch.MAX_THREADS) {
            throw new IllegalArgumentException("--threads must be from 1 to " + ParallelSearch.MAX_THREADS + ", not " + threads);
        }
        SearchResult r = new ParallelSearch(config, threads).search(position, limits);
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            out.println(new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT)
                    .writeValueAsString(toJson(r, config)));
        } else {
            out.println("bestmove " + Move.iccs(r.bestMove()));
            out.println("score " + Scores.format(r.score()));
            out.println("nodes " + r.totalNodes());
            out.println("pv " + r.pvText());
            out.printf("depth %d seldepth %d time %d ms nps %d%n", r.depth(), r.selDepth(), r.timeMillis(),
                    r.nodesPerSecond());
            out.print(r.stats().format(IccsMoveCodec.INSTANCE, config.toString()));
        }
        return 0;
    }

    private static Map<String, Object> toJson(SearchResult r, SearchConfig config) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("bestmove", Move.iccs(r.bestMove()));
        m.put("ponder", r.ponderMove() == 0 ? null : Move.iccs(r.ponderMove()));
        m.put("score", Scores.isMate(r.score()) ? Map.of("mate", Scores.mateIn(r.score())) : Map.of("cp", r.score()));
        m.put("nodes", r.totalNodes());
        m.put("mainNodes", r.nodes());
        m.put("qnodes", r.qnodes());
        m.put("pv", List.of(r.pvText().split(" ")));
        m.put("depth", r.depth());
        m.put("seldepth", r.selDepth());
        m.put("timeMillis", r.timeMillis());
        m.put("nps", r.nodesPerSecond());
        m.put("config", config.asMap());
        m.put("stats", StatsJson.of(r.stats()));
        // the build that searched (its signatures too) and how: the same record provenance.json holds
        m.put("provenance", org.xqlab.build.Provenance.now().withConfig("search", config.asMap()));
        return m;
    }
}
