package org.xqlab.cli;

import org.xqlab.protocol.Dialect;
import org.xqlab.protocol.EngineLoop;
import picocli.CommandLine.Command;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;

/** {@code ucci}: Xiangqi Lab as a UCCI engine on standard input and output (see docs/protocol.md). */
@Command(name = "ucci", description = "Run as a UCCI engine on standard input/output (for Xiangqi GUIs such as those for ElephantEye).")
final class UcciCommand implements Callable<Integer> {
    @Override
    public Integer call() throws Exception {
        return runLoop(Dialect.UCCI);
    }

    static int runLoop(Dialect dialect) throws java.io.IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        PrintWriter out = new PrintWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8), true);
        new EngineLoop(dialect, in, out, "Xiangqi Lab " + Main.VERSION).run();
        return 0;
    }
}
