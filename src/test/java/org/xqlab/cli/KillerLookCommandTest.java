package org.xqlab.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class KillerLookCommandTest {
    @TempDir
    Path tmp;

    @Test
    void printsTheKillerTablePerPlyAndTheTotal() throws Exception {
        Path suite = tmp.resolve("two.epd");
        Files.writeString(suite, "r1baka3/4n4/4b4/p5R1p/6c2/2p6/P3P1r1P/C2cB1N2/4N4/1RBAKA3 w - - 4 18; id \"a\"\n"
                + "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1; id \"b\"\n");
        MainTest.Result r = MainTest.run("experiment", "killer-look", "--suite", suite.toString(), "--depth", "4",
                "--threads", "1");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().startsWith("killers of preset pvs at depth 4 over 2 positions"), r.out());
        assertTrue(r.out().contains("| ply | nodes | killer 1 tried | hit rate |"), r.out());
        assertTrue(r.out().contains("\n| 1 | "), "ply 1 has a row: " + r.out());
        assertTrue(r.out().contains("\n| all | "), "the total row: " + r.out());
    }

    @Test
    void badInputIsNamed() {
        MainTest.Result none = MainTest.run("experiment", "killer-look", "--set", "killers=0");
        assertEquals(2, none.status());
        assertTrue(none.err().contains("--set killers=0: there are no killers to look at"), none.err());
        MainTest.Result suite = MainTest.run("experiment", "killer-look", "--suite", "nowhere");
        assertEquals(2, suite.status());
        assertTrue(suite.err().contains("--suite 'nowhere': no such file and no built-in suite"), suite.err());
        MainTest.Result depth = MainTest.run("experiment", "killer-look", "--depth", "0");
        assertTrue(depth.err().contains("--depth 0 is out of range 1-64"), depth.err());
    }
}
