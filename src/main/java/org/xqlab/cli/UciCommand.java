package org.xqlab.cli;

import org.xqlab.protocol.Dialect;
import picocli.CommandLine.Command;

import java.util.concurrent.Callable;

/** {@code uci}: Xiangqi Lab as a UCI engine (Pikafish's Xiangqi dialect) on standard input and output. */
@Command(name = "uci", description = "Run as a UCI engine on standard input/output (Pikafish's Xiangqi dialect, ICCS moves).")
final class UciCommand implements Callable<Integer> {
    @Override
    public Integer call() throws Exception {
        return UcciCommand.runLoop(Dialect.UCI);
    }
}
