package org.xqlab.cli;

import org.junit.jupiter.api.Test;
import picocli.CommandLine;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Every command and subcommand answers {@code --help} and {@code -h} with its usage and exit status 0. */
class HelpOptionsTest {

    /** The command paths of the whole tree below the top command, e.g. [record, show]. */
    private static List<List<String>> commandPaths() {
        List<List<String>> paths = new ArrayList<>();
        walk(new CommandLine(new Main()), new ArrayList<>(), paths);
        return paths;
    }

    private static void walk(CommandLine command, List<String> path, List<List<String>> paths) {
        paths.add(List.copyOf(path));
        for (var entry : command.getSubcommands().entrySet()) {
            if (!entry.getValue().getCommandName().equals(entry.getKey())) {
                continue; // an alias
            }
            path.add(entry.getKey());
            walk(entry.getValue(), path, paths);
            path.remove(path.size() - 1);
        }
    }

    @Test
    void everyCommandPrintsItsUsageOnHelpAndExitsZero() {
        List<List<String>> paths = commandPaths();
        assertTrue(paths.size() > 30, "the walk found only " + paths.size() + " commands");
        for (List<String> path : paths) {
            for (String option : new String[] {"--help", "-h"}) {
                List<String> args = new ArrayList<>(path);
                args.add(option);
                StringWriter out = new StringWriter();
                StringWriter err = new StringWriter();
                int status = Main.run(args.toArray(String[]::new), new PrintWriter(out), new PrintWriter(err));
                String shown = String.join(" ", args);
                assertEquals(0, status, shown + ": " + err);
                assertTrue(err.toString().isEmpty(), shown + " wrote to standard error: " + err);
                String name = path.isEmpty() ? "xiangqi-lab" : path.get(path.size() - 1);
                assertTrue(out.toString().startsWith("Usage: "), shown + ": " + out);
                assertTrue(out.toString().contains(name), shown + ": " + out);
                assertTrue(out.toString().contains("--help"), shown + " does not list --help: " + out);
            }
        }
    }

    @Test
    void helpAfterOtherOptionsStillWins() {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = Main.run(new String[] {"search", "--depth", "3", "--help"}, new PrintWriter(out),
                new PrintWriter(err));
        assertEquals(0, status, err.toString());
        assertTrue(out.toString().contains("Usage: xiangqi-lab search"), out.toString());
    }

    @Test
    void versionIsAnsweredBySubcommandsToo() {
        StringWriter out = new StringWriter();
        int status = Main.run(new String[] {"record", "show", "--version"}, new PrintWriter(out),
                new PrintWriter(new StringWriter()));
        assertEquals(0, status);
        assertTrue(out.toString().startsWith("Xiangqi Lab"), out.toString());
    }
}
