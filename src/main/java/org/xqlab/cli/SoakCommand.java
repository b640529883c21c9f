package org.xqlab.cli;

import org.xqlab.protocol.EngineSpec;
import org.xqlab.protocol.LocalEngine;
import org.xqlab.protocol.MatchGame;
import org.xqlab.protocol.MoveBudget;
import org.xqlab.protocol.Opening;
import org.xqlab.trace.CompositeListener;
import org.xqlab.trace.SearchTree;
import org.xqlab.trace.StatsCollector;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

/**
 * {@code soak --minutes M [--engine1 SPEC] [--engine2 SPEC] [--nodes N] [--tree-cap C]}: plays in-process
 * engine against engine for the given time, each search watched by the listeners the analysis window
 * keeps (a node-capped {@link SearchTree} and a {@link StatsCollector}, both living for the whole run),
 * and after each game prints the heap in use after a garbage collection. A long run whose heap figures
 * stay flat shows that nothing grows without bound: tables are fixed, the tree is capped, statistics are
 * reset per search.
 */
@Command(name = "soak", description = "Play engine against engine for a while with the analysis listeners attached; print the heap after each game.")
final class SoakCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--minutes", defaultValue = "60", description = "How long to play (default 60).")
    double minutes;
    @Option(names = "--engine1", defaultValue = "preset:full", description = "An in-process engine, preset:NAME[,key=value…] (default preset:full).")
    String engine1;
    @Option(names = "--engine2", defaultValue = "preset:elephanteye", description = "An in-process engine (default preset:elephanteye).")
    String engine2;
    @Option(names = "--nodes", defaultValue = "20000", description = "Nodes per move (default 20000).")
    long nodes;
    @Option(names = "--tree-cap", defaultValue = "5000", description = "Nodes the watched tree keeps per search (default 5000).")
    int treeCap;
    @Option(names = "--max-plies", defaultValue = "300", description = "Draw a game after this many plies (default 300).")
    int maxPlies;

    @Override
    public Integer call() {
        EngineSpec first = EngineSpec.parse(engine1);
        EngineSpec second = EngineSpec.parse(engine2);
        if (!first.inProcess() || !second.inProcess()) {
            throw new IllegalArgumentException("soak plays in-process engines only (preset:…)");
        }
        PrintWriter out = spec.commandLine().getOut();
        SearchTree tree = new SearchTree(treeCap);
        StatsCollector stats = new StatsCollector();
        CompositeListener watch = new CompositeListener(tree, stats);
        List<Opening> openings = Opening.spread(Opening.bundled(), 1000);
        MemoryMXBean memory = ManagementFactory.getMemoryMXBean();
        long end = System.nanoTime() + (long) (minutes * 60e9);
        long start = System.nanoTime();
        out.printf(Locale.ROOT, "soak %s vs %s, nodes=%d, tree cap %d, %.1f minutes%n", first.label(), second.label(), nodes,
                treeCap, minutes);
        int game = 0;
        long firstHeap = -1;
        long maxHeap = 0;
        while (System.nanoTime() < end) {
            boolean swap = game % 2 == 1;
            EngineSpec redSpec = swap ? second : first;
            EngineSpec blackSpec = swap ? first : second;
            MatchGame.Result r;
            try (LocalEngine red = new LocalEngine(redSpec.label(), redSpec.config(), null, game).listenedBy(watch);
                 LocalEngine black = new LocalEngine(blackSpec.label(), blackSpec.config(), null, game).listenedBy(watch)) {
                r = MatchGame.play(red, black, openings.get(game / 2 % openings.size()), MoveBudget.nodes(nodes), maxPlies);
            }
            game++;
            System.gc();
            long used = memory.getHeapMemoryUsage().getUsed();
            firstHeap = firstHeap < 0 ? used : firstHeap;
            maxHeap = Math.max(maxHeap, used);
            out.printf(Locale.ROOT, "game %d %s %d plies  minute %.1f  heap %.1f MB%n", game, r.outcome().result(),
                    r.record().mainLine().size(), (System.nanoTime() - start) / 60e9, used / 1048576.0);
            out.flush();
        }
        out.printf(Locale.ROOT, "games %d  heap after game 1 %.1f MB, highest %.1f MB, last tree %d of %d nodes kept%n", game,
                firstHeap / 1048576.0, maxHeap / 1048576.0, tree.nodesStored(), tree.nodesSeen());
        return 0;
    }
}
