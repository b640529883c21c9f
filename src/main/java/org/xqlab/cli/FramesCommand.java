package org.xqlab.cli;

import org.xqlab.ui.FramesLauncher;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.util.Locale;
import java.util.concurrent.Callable;

/**
 * {@code frames [--millis MS] [--min FPS]}: the UI budget as a check that can fail. Opens the main and
 * the analysis window headless (JavaFX on Monocle, a 1024×768 screen), analyses the start position at
 * full speed for MS milliseconds (default 5000) and counts the frames (JavaFX pulses) the window drew
 * meanwhile. Output contract: one line {@code frames <fps> per second over <s> s of full-speed search},
 * then {@code ok} or {@code below <min>}; the exit status is 0, or 1 when the rate is below the minimum
 * (default 30). Run it in a fresh process.
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

    @Override
    public Integer call() {
        if (millis < 500 || millis > 600_000) {
            throw new IllegalArgumentException("--millis must be between 500 and 600000, got " + millis);
        }
        if (min <= 0) {
            throw new IllegalArgumentException("--min must be positive, got " + min);
        }
        FramesLauncher.Result r = FramesLauncher.run(1024, 768, millis);
        PrintWriter out = spec.commandLine().getOut();
        out.printf(Locale.ROOT, "frames %.1f per second over %.1f s of full-speed search%n", r.perSecond(), r.seconds());
        if (!r.finished()) {
            out.println("the search did not end in time");
            return 1;
        }
        boolean ok = r.perSecond() >= min;
        out.println(ok ? "ok" : String.format(Locale.ROOT, "below %.0f", min));
        out.flush();
        return ok ? 0 : 1;
    }
}
