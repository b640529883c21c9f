package org.xqlab.cli;

import org.xqlab.build.BuildInfo;
import org.xqlab.build.Provenance;
import org.xqlab.ui.AppLauncher;

import picocli.CommandLine;
import picocli.CommandLine.Command;

import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;

/**
 * The one entry point. With no arguments it opens the app; with a subcommand it runs headless.
 * Exit status: 0 on success, 2 on bad input (with a one-line message on standard error, never a stack
 * trace), 1 on an unexpected failure.
 */
@Command(name = "xiangqi-lab", mixinStandardHelpOptions = true, versionProvider = Main.Version.class,
        description = "Xiangqi Lab: a Xiangqi engine you can watch think. Without a command the app opens.",
        scope = CommandLine.ScopeType.INHERIT, // -h/--help and -V/--version on every subcommand too
        subcommands = {PerftCommand.class, NotationCommand.class, SearchCommand.class, BenchCommand.class,
                TraceCommand.class, ReplayCommand.class, UcciCommand.class, UciCommand.class, MatchCommand.class,
                BookCommand.class, ExperimentCommand.class, RecordCommand.class, SnapshotCommand.class,
                SoakCommand.class, EvalCommand.class, ExerciseCommand.class,
                FigureCommand.class, TuneCommand.class,
                ExportWebCommand.class, FramesCommand.class, SolveCommand.class, ReviewCommand.class})
public final class Main implements Runnable {
    public static final String VERSION = "0.1.0";

    /**
     * {@code --version}: four lines, {@code Xiangqi Lab VERSION}, {@code commit SHA} (with {@code -dirty} when the
     * build's work tree had changes), {@code built DATE} (UTC) and {@code bench N}, the engine's bench signature
     * ({@link BuildInfo}; {@code unknown} for what the build could not know).
     */
    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            return BuildInfo.current().versionLines();
        }
    }

    public static void main(String[] args) {
        if (args.length == 0 || opensFile(args)) {
            org.xqlab.ui.AppLauncher.launch(args);
            return;
        }
        System.exit(run(args, new PrintWriter(new java.io.OutputStreamWriter(System.out, StandardCharsets.UTF_8), true),
                new PrintWriter(new java.io.OutputStreamWriter(System.err, StandardCharsets.UTF_8), true)));
    }

    /**
     * Whether the arguments are one existing file that is not a command: what a desktop passes when a
     * game record associated with the installed app is opened (src/dist); the app then starts with it.
     */
    static boolean opensFile(String[] args) {
        if (args.length != 1 || args[0].startsWith("-")
                || new CommandLine(new Main()).getSubcommands().containsKey(args[0])) {
            return false;
        }
        try {
            return java.nio.file.Files.isRegularFile(java.nio.file.Path.of(args[0]));
        } catch (java.nio.file.InvalidPathException e) {
            return false;
        }
    }

    /** Runs a command line with the given output streams and returns the exit status (for tests too). */
    public static int run(String[] args, PrintWriter out, PrintWriter err) {
        Provenance.recordCommandLine(args);
        String lost = lostInLocale(args);
        if (lost != null) {
            err.println("error: the argument '" + lost + "' holds characters the locale's encoding ("
                    + System.getProperty("sun.jnu.encoding") + ") cannot carry, so the file cannot be named; run"
                    + " with a UTF-8 locale, e.g. LC_ALL=C.UTF-8 xiangqi-lab …");
            err.flush();
            return 2;
        }
        CommandLine cl = new CommandLine(new Main());
        cl.setOut(out);
        cl.setErr(err);
        cl.setExecutionExceptionHandler((ex, commandLine, parseResult) -> {
            if (ex instanceof IllegalArgumentException) {
                commandLine.getErr().println("error: " + ex.getMessage());
                return 2;
            }
            commandLine.getErr().println("error: " + ex);
            return 1;
        });
        cl.setParameterExceptionHandler((ex, given) -> {
            ex.getCommandLine().getErr().println(Main.oneLine(ex));
            return 2;
        });
        int status = cl.execute(args);
        out.flush();
        err.flush();
        return status;
    }

    /**
     * A command line picocli could not parse (an unknown option, a missing value, options that exclude each
     * other) as one line in the form of every other error: {@code error: MESSAGE; see 'xiangqi-lab CMD --help'},
     * with picocli's suggestion for a mistyped name when it has one.
     */
    static String oneLine(CommandLine.ParameterException ex) {
        StringBuilder sb = new StringBuilder("error: ").append(ex.getMessage().strip().replace('\n', ' '));
        if (ex instanceof CommandLine.UnmatchedArgumentException u && !u.getSuggestions().isEmpty()) {
            sb.append(" (did you mean ").append(String.join(" or ", u.getSuggestions())).append("?)");
        }
        String name = ex.getCommandLine().getCommandSpec().qualifiedName();
        return sb.append("; see '").append(name).append(" --help'").toString();
    }

    /**
     * An argument the JVM could not decode (U+FFFD where the locale's encoding, {@code sun.jnu.encoding},
     * such as ASCII under {@code LC_ALL=C}, cannot carry the bytes of a Chinese file name), or null. Such a
     * name can neither be opened nor written: the bytes are lost before the program starts.
     */
    static String lostInLocale(String[] args) {
        String jnu = System.getProperty("sun.jnu.encoding", "UTF-8");
        if (jnu.toUpperCase(java.util.Locale.ROOT).replace("-", "").equals("UTF8")) {
            return null;
        }
        for (String a : args) {
            if (a.indexOf('\uFFFD') >= 0) {
                return a;
            }
        }
        return null;
    }

    @Override
    public void run() {
        org.xqlab.ui.AppLauncher.launch(new String[0]);
    }
}
