package org.xqlab.cli;

import org.xqlab.ui.FramesLauncher;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

/**
 * {@code frames [--millis MS] [--min FPS] [--tab NAME]}: the UI budget as a check that can fail. Opens the
 * main and the analysis window headless (JavaFX on Monocle, a 1024×768 screen), analyses the start position
 * at full speed for MS milliseconds (default 5000) and counts the frames (JavaFX pulses) the window drew
 * meanwhile, with the views' tab NAME in front (tree, heatmap, killers, stages, statistics, captions, ab;
 * by default the one the window shows first). Output contract: a line
 * {@code fx thread <ms> ms of CPU a second, <r> paced redraws a second} (the FX thread's CPU time, or
 * {@code fx thread CPU not measured here, …} where the JVM cannot measure it), a line
 * {@code engine <nps> nodes per second, <p>% of <nps> without the window} (the same search, as long, run before
 * the windows open), then the check's two lines: {@code frames <fps> per second over <s> s of full-speed search},
 * then {@code ok} or {@code below <min>}; the exit status is 0, or 1 when the rate is below the minimum (default
 * 30). {@code --tab all} searches once with each tab in front, in the same process, and prints for each a line
 * {@code tab <name>} before those four lines; the exit status is 1 if any tab is below. Run it in a fresh
 * process.
 */
@Command(name = "frames", mixinStandardHelpOptions = true,
        description = "Frames per second of the analysis window during a full-speed search (headless); exit 1 under --min.")
final class FramesCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--millis", defaultValue = "5000", description = "How long the search runs, in ms (default ${DEFAULT-VALUE}).")
    long millis;

    @Option(names = "--min", defaultValue = "30", description = "The least frames per second that pass (default ${DEFAULT-VALUE}).")
    double min;

    @Option(names = "--tab", paramLabel = "NAME", description = "The views' tab in front: tree, heatmap, killers, stages,"
            + " statistics, captions, ab, or all (each in turn, its lines after 'tab <name>'); by default the first the window shows.")
    String tab;

    @Override
    public Integer call() {
        if (millis < 500 || millis > 600_000) {
            throw new IllegalArgumentException("--millis must be between 500 and 600000, got " + millis);
        }
        if (min <= 0) {
            throw new IllegalArgumentException("--min must be positive, got " + min);
        }
        List<String> tabs = tabs(tab);
        List<FramesLauncher.Result> results = FramesLauncher.run(1024, 768, millis, tabs);
        PrintWriter out = spec.commandLine().getOut();
        int status = 0;
        for (FramesLauncher.Result r : results) {
            if (tabs.size() > 1) {
                out.println("tab " + r.tab());
            }
            if (r.fxCpuNanos() >= 0) {
                out.printf(Locale.ROOT, "fx thread %.0f ms of CPU a second, %.1f paced redraws a second%n",
                        r.fxCpuMillisPerSecond(), r.redrawsPerSecond());
            } else {
                out.printf(Locale.ROOT, "fx thread CPU not measured here, %.1f paced redraws a second%n",
                        r.redrawsPerSecond());
            }
            out.printf(Locale.ROOT, "engine %d nodes per second, %.0f%% of %d without the window%n", r.engineNps(),
                    100 * r.engineShare(), r.soloNps());
            out.printf(Locale.ROOT, "frames %.1f per second over %.1f s of full-speed search%n", r.perSecond(),
                    r.seconds());
            if (!r.finished()) {
                out.println("the search did not end in time");
                status = 1;
                continue;
            }
            boolean ok = r.perSecond() >= min;
            out.println(ok ? "ok" : String.format(Locale.ROOT, "below %.0f", min));
            status = ok ? status : 1;
        }
        out.flush();
        return status;
    }

    /**
     * The tabs to measure for a {@code --tab} value: none given, the one in front (null); a tab's name (or its
     * id, {@code tab-tree}); {@code all}, every tab in the order on screen.
     */
    static List<String> tabs(String value) {
        if (value == null) {
            return java.util.Collections.singletonList(null);
        }
        String name = value.strip().toLowerCase(Locale.ROOT);
        name = name.startsWith("tab-") ? name.substring(4) : name;
        if (name.equals("all")) {
            return FramesLauncher.TABS;
        }
        if (!FramesLauncher.TABS.contains(name)) {
            throw new IllegalArgumentException("--tab: no tab \"" + value + "\"; one of "
                    + String.join(", ", FramesLauncher.TABS) + ", or all");
        }
        return List.of(name);
    }
}
