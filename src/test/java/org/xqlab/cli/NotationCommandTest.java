package org.xqlab.cli;

import org.junit.jupiter.api.Test;

import java.io.PrintWriter;
import java.io.StringWriter;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class NotationCommandTest {
    private static final String AFTER_CENTRAL_CANNON =
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1";

    static MainTest.Result run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = Main.run(args, new PrintWriter(out), new PrintWriter(err));
        return new MainTest.Result(status, out.toString(), err.toString());
    }

    @Test
    void moveIsPrintedInAllThreeNotations() {
        MainTest.Result r = run("notation", "--fen", "startpos", "--move", "h2e2");
        assertEquals(0, r.status(), r.err());
        assertEquals(String.join("\n", "iccs h2e2", "wxf C2=5", "chinese 炮二平五"), r.out().strip().replace("\r", ""));
    }

    @Test
    void blackMoveUsesFullWidthDigits() {
        MainTest.Result r = run("notation", "--fen", AFTER_CENTRAL_CANNON, "--move", "h9g7");
        assertEquals(0, r.status(), r.err());
        assertEquals(String.join("\n", "iccs h9g7", "wxf H8+7", "chinese 馬８進７"), r.out().strip().replace("\r", ""));
    }

    @Test
    void parseAcceptsEveryNotation() {
        for (String text : new String[] {"h2e2", "C2=5", "C2.5", "炮二平五", "炮2平5"}) {
            MainTest.Result r = run("notation", "--parse", text);
            assertEquals(0, r.status(), text + ": " + r.err());
            assertEquals("iccs h2e2", r.out().strip(), text);
        }
        MainTest.Result r = run("notation", "--fen", AFTER_CENTRAL_CANNON, "--parse", "马8进7");
        assertEquals("iccs h9g7", r.out().strip());
    }

    @Test
    void badInputExitsWithTwoAndOneLine() {
        String[][] cases = {
            {"notation", "--move", "h2h8"},
            {"notation", "--move", "zz"},
            {"notation", "--parse", "傌五進三"},
            {"notation", "--parse", "hello"},
            {"notation", "--fen", "rnbakabnr/9 w", "--move", "h2e2"},
        };
        for (String[] args : cases) {
            MainTest.Result r = run(args);
            assertEquals(2, r.status(), String.join(" ", args));
            assertTrue(r.err().startsWith("error: "), r.err());
            assertEquals(1, r.err().strip().split("\\R").length, r.err());
            assertTrue(r.out().isEmpty(), r.out());
        }
        assertTrue(run("notation", "--parse", "傌五進三").err().contains("no red horse on file 5"));
        assertTrue(run("notation", "--move", "h2h8").err().contains("h2h8 is not legal: the way is blocked at h7"));
    }

    @Test
    void moveAndParseAreExclusiveAndOneIsRequired() {
        assertEquals(2, run("notation").status());
        assertEquals(2, run("notation", "--move", "h2e2", "--parse", "C2=5").status());
    }
}
