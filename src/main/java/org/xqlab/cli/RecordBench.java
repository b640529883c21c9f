package org.xqlab.cli;

import org.xqlab.game.RecordFile;
import org.xqlab.game.RecordReader;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;

/**
 * {@code record bench [--plies N] [--notation iccs|wxf|chinese] [--repeat R]} builds a PGN record of N
 * plies in memory (horses going out and back, a comment and a two-move variation every 100 plies) and
 * reads it R times through {@link RecordReader}, printing one line per run
 * {@code run <k> plies <n> bytes <b> ms <t> cpu-ms <c>} (wall clock and the reading thread's CPU
 * time, the figure to trust on a loaded machine) and then {@code best ms <t> cpu-ms <c>}: the figure for
 * docs/performance.md (reading is linear in the record's length).
 */
@Command(name = "bench", description = "Time the record reader on a long generated PGN record.")
final class RecordBench implements Callable<Integer> {
    @Spec
    CommandSpec spec;
    @Option(names = "--plies", defaultValue = "200000", description = "Plies of the main line (default 200000).")
    int plies;
    @Option(names = "--notation", defaultValue = "iccs", description = "iccs, wxf or chinese (default iccs).")
    String notation;
    @Option(names = "--repeat", defaultValue = "5", description = "Runs (default 5); the first warms up the JIT.")
    int repeat;

    @Override
    public Integer call() {
        byte[] bytes = generate(plies, notation).getBytes(StandardCharsets.UTF_8);
        PrintWriter out = spec.commandLine().getOut();
        long best = Long.MAX_VALUE;
        long bestCpu = Long.MAX_VALUE;
        java.lang.management.ThreadMXBean threads = java.lang.management.ManagementFactory.getThreadMXBean();
        for (int k = 1; k <= repeat; k++) {
            long c0 = threads.getCurrentThreadCpuTime();
            long t0 = System.nanoTime();
            RecordFile f = RecordReader.read(bytes, "bench.pgn");
            long ms = (System.nanoTime() - t0) / 1_000_000;
            long cpuMs = (threads.getCurrentThreadCpuTime() - c0) / 1_000_000;
            int n = f.first().mainLine().size();
            if (n != plies) {
                throw new IllegalStateException("read " + n + " plies, expected " + plies);
            }
            best = Math.min(best, ms);
            bestCpu = Math.min(bestCpu, cpuMs);
            out.printf("run %d plies %d bytes %d ms %d cpu-ms %d%n", k, n, bytes.length, ms, cpuMs);
            out.flush();
        }
        out.printf("best ms %d cpu-ms %d%n", best, bestCpu);
        return 0;
    }

    /** A legal record of {@code plies} plies (a multiple of 4 is kept exactly; others are cut). */
    static String generate(int plies, String notation) {
        String[] cycle = switch (notation.toLowerCase(java.util.Locale.ROOT)) {
            case "iccs" -> new String[] {"h0g2", "h9g7", "g2h0", "g7h9", "b0c2", "b9c7"};
            case "wxf" -> new String[] {"H2+3", "h8+7", "H3-2", "h7-8", "H8+7", "h2+3"};
            case "chinese" -> new String[] {"马二进三", "马８进７", "马三退二", "马７退８", "马八进七", "马２进３"};
            default -> throw new IllegalArgumentException("--notation: expected iccs, wxf or chinese");
        };
        StringBuilder sb = new StringBuilder(plies * 8);
        sb.append("[Game \"Chinese Chess\"]\n[Event \"record bench\"]\n\n");
        for (int p = 0; p < plies; p++) {
            if (p % 2 == 0) {
                sb.append(p / 2 + 1).append(". ");
            }
            sb.append(cycle[p % 4]).append(' ');
            if (p % 100 == 0) {
                sb.append("{ply ").append(p + 1).append("} ( ").append(cycle[4]).append(' ').append(cycle[5]).append(" ) ");
            }
            if (p % 2 == 1) {
                sb.append('\n');
            }
        }
        sb.append("*\n");
        return sb.toString();
    }
}
