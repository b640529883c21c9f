package org.xqlab.cli;

import org.xqlab.ui.SnapshotLauncher;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * {@code snapshot --out DIR [--size WxH] [--lang zh|en] [--projector]}: renders the main window, the analysis window
 * held at a cutoff, the classroom and the experiments panel to {@code DIR/<name>.png} without a display
 * (JavaFX on Monocle's headless screen of that size). Output contract: one line per window,
 * {@code window <name> <w>x<h>}, the size the window takes on that screen, in the order main, analysis,
 * classroom, experiments, main-review (the main window with a reviewed game). With {@code --docs} it renders the figures of docs/guide.md and docs/classroom.md
 * instead, one line each, {@code figure <name> <w>x<h>}, in the order of {@link SnapshotLauncher#DOC_FIGURES}. Run it in a fresh process: the screen size is fixed when JavaFX starts.
 */
@Command(name = "snapshot", mixinStandardHelpOptions = true, description = "Render the app's windows to PNG files headless (no display needed).")
final class SnapshotCommand implements Callable<Integer> {
    private static final Pattern SIZE = Pattern.compile("(\\d{3,5})x(\\d{3,5})");

    @Spec
    CommandSpec spec;

    @Option(names = "--out", required = true, description = "Directory for main.png, analysis.png, classroom.png, classroom-exercises.png, experiments.png, "
            + "main-review.png (a reviewed game).")
    Path out;

    @Option(names = "--size", defaultValue = "1024x768", description = "Screen size WIDTHxHEIGHT (default 1024x768).")
    String size;

    @Option(names = "--lang", defaultValue = "en", description = "Language of the windows: en (default) or zh.")
    String lang;

    @Option(names = "--projector", description = "Render with View > Projector mode on (large fonts, high contrast).")
    boolean projector;

    @Option(names = "--docs", description = "Render the figures of docs/guide.md and docs/classroom.md instead, named as in docs/images "
            + "(analysis-tree.png, classroom-cutoff.png, ...); --lang and --projector do not apply.")
    boolean docs;

    @Override
    public Integer call() throws Exception {
        Matcher m = SIZE.matcher(size);
        if (!m.matches()) {
            throw new IllegalArgumentException("--size must look like 1024x768, got '" + size + "'");
        }
        if (!"en".equals(lang) && !"zh".equals(lang)) {
            throw new IllegalArgumentException("--lang must be en or zh, got '" + lang + "'");
        }
        PrintWriter o = spec.commandLine().getOut();
        if (docs) {
            for (SnapshotLauncher.Shot shot : SnapshotLauncher.runDocs(out, Integer.parseInt(m.group(1)),
                    Integer.parseInt(m.group(2)))) {
                o.println("figure " + shot.name() + " " + shot.width() + "x" + shot.height());
            }
            return 0;
        }
        for (SnapshotLauncher.Shot shot : SnapshotLauncher.run(out, Integer.parseInt(m.group(1)),
                Integer.parseInt(m.group(2)), lang, projector)) {
            o.println("window " + shot.name() + " " + shot.width() + "x" + shot.height());
        }
        return 0;
    }
}
