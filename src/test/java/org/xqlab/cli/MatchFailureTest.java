package org.xqlab.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A broken engine never hands the other a silent win: the match says what happened and exits with status 3. */
class MatchFailureTest {
    @TempDir
    Path dir;

    private record Run(int status, String out, String err) {
    }

    private static Run match(String engine2, String... more) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        String[] base = {"match", "--engine1", "preset:full", "--engine2", engine2, "--nodes", "300"};
        String[] args = new String[base.length + more.length];
        System.arraycopy(base, 0, args, 0, base.length);
        System.arraycopy(more, 0, args, base.length, more.length);
        int status = Main.run(args, new PrintWriter(out), new PrintWriter(err));
        return new Run(status, out.toString(), err.toString());
    }

    /** A UCI engine as a shell script that completes the handshake and answers {@code go} with {@code onGo}. */
    private String script(String onGo) throws Exception {
        Path file = dir.resolve("engine-" + Math.abs(onGo.hashCode()) + ".sh");
        Files.writeString(file, "#!/bin/sh\nwhile read l; do case \"$l\" in uci) echo 'id name Broken'; echo uciok;; "
                + "isready) echo readyok;; go*) " + onGo + ";; quit) exit 0;; esac; done\n");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwx------"));
        return "uci:" + file;
    }

    @Test
    void anEngineThatCannotStartEndsTheMatchWithAnErrorNamingIt() {
        Run r = match("uci:/bin/true");
        assertEquals(3, r.status());
        assertTrue(r.err().contains("engine 2 (uci:/bin/true) cannot start: /bin/true exited with status 0"), r.err());
        assertFalse(r.out().contains("score"), "no score for a match that was not played: " + r.out());
        Run missing = match("ucci:/no/such/engine");
        assertEquals(3, missing.status());
        assertTrue(missing.err().contains("engine 2 (ucci:/no/such/engine) cannot start"), missing.err());
    }

    @Test
    void anEngineThatDiesMidGameForfeitsAndTheExitStatusSaysSo() throws Exception {
        Run r = match(script("exit 7"));
        assertEquals(3, r.status(), r.out() + r.err());
        assertTrue(r.out().contains("failure game 1: ") && r.out().contains("failure game 2: "), r.out());
        assertTrue(r.out().contains("Broken exited with status 7 while answering 'go nodes 300'"), r.out());
        assertTrue(r.out().contains("score +2 =0 -0"), "each forfeit is a loss of the failing engine: " + r.out());
        assertTrue(r.err().contains("2 game(s) ended by an engine failure"), r.err());
    }

    @Test
    void anEngineThatHangsIsStoppedThenForfeits() throws Exception {
        Run r = match(script("sleep 30"), "--games", "1", "--grace", "200");
        assertEquals(3, r.status(), r.out() + r.err());
        assertTrue(r.out().contains("did not answer 'go nodes 300' within 200 ms, nor 2000 ms after stop"), r.out());
    }

    @Test
    void anEngineThatPlaysAnIllegalMoveForfeits() throws Exception {
        Run r = match(script("echo 'bestmove a0a9'"), "--games", "1");
        assertEquals(3, r.status(), r.out() + r.err());
        assertTrue(r.out().contains("played the illegal move 'a0a9'"), r.out());
        assertTrue(r.out().contains("score +1 =0 -0"), r.out());
    }
}
