package org.xqlab.teach;

import org.junit.jupiter.api.Test;
import org.xqlab.trace.BasicStep;
import org.xqlab.trace.CodeFrame;
import org.xqlab.trace.Listing;
import org.xqlab.trace.Step;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Every step of every textbook playback lights a line of its algorithm's listing, and cuts light the cut line. */
class PlaybackCodeTest {

    @Test
    void everyEventOfEveryAlgorithmOverEveryExampleLightsALineOfItsListing() {
        for (Examples example : Examples.values()) {
            for (Algorithm a : Algorithm.values()) {
                TextbookTree tree = example.tree();
                Playback p = Playback.record(tree, new TextbookSearch(a));
                Listing listing = TextbookListing.of(a);
                assertEquals(CodeFrame.NONE, PlaybackCode.frame(p, a));
                int cuts = 0;
                while (p.stepForward()) {
                    CodeFrame f = PlaybackCode.frame(p, a);
                    assertNotNull(f.key(), example + " " + a + " at " + p.cursor());
                    assertFalse(listing.linesOf(f.section(), f.key()).isEmpty(),
                            example + " " + a + ": no line for " + f.key() + " after " + p.lastEvent().kind());
                    if (f.key() == Step.BETA_CUTOFF) {
                        cuts++;
                        assertTrue(f.condition().kind() == CodeFrame.CutKind.AT_LEAST
                                || f.condition().kind() == CodeFrame.CutKind.AT_MOST, f.condition().toString());
                    }
                    if (!a.prunes() && f.condition() != null) {
                        assertEquals(CodeFrame.CutKind.NEVER, f.condition().kind());
                    }
                }
                assertEquals(p.cutoffs(), cuts, example + " " + a);
                assertEquals(BasicStep.ROOT_CALL, PlaybackCode.frame(p, a).key(), "the search ends at the root call");
            }
        }
    }

    @Test
    void theCutNodesConditionIsMetByTheReplyThatCut() {
        TextbookTree tree = Examples.ALPHA_CUTOFF.tree();
        Playback p = Playback.record(tree, new TextbookSearch(Algorithm.ALPHA_BETA_FAIL_SOFT));
        assertTrue(p.stepToNextCutoff());
        CodeFrame f = PlaybackCode.frame(p, Algorithm.ALPHA_BETA_FAIL_SOFT);
        Cut cut = p.lastCut();
        CodeFrame.Condition c = f.condition();
        assertEquals(cut.bound(), c.value(), "the bound the textbook's caption names");
        assertTrue(c.kind() == CodeFrame.CutKind.AT_MOST ? cut.value() <= c.value() : cut.value() >= c.value());
        assertEquals("MAX", c.perspective());
    }
}
