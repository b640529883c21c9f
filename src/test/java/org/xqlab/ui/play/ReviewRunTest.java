package org.xqlab.ui.play;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xqlab.Await;
import org.xqlab.game.GameRecord;
import org.xqlab.game.RecordReader;
import org.xqlab.review.Judgement;
import org.xqlab.review.ReviewSettings;
import org.xqlab.rules.Move;
import org.xqlab.search.SearchConfig;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The window's review as a view-model: cancelled, it keeps what it searched and a second start goes on from there. */
class ReviewRunTest {
    @Test
    void aCancelledReviewGoesOnFromWhereItStopped() throws Exception {
        GameRecord game = RecordReader.readText(ReviewInWindowTest.PLANTED, "planted").first();
        ReviewRun run = new ReviewRun(Runnable::run);
        AtomicInteger firstDone = new AtomicInteger();
        run.doneProperty().addListener((o, a, d) -> {
            if (firstDone.get() == 0 && d.intValue() > 0) {
                firstDone.set(d.intValue());
                run.cancel(); // from the searching thread, at once
            }
        });
        ReviewSettings settings = new ReviewSettings(SearchConfig.preset("full"), "nodes=20000", 1);
        run.start(game, settings);
        Await.until("the review is cancelled", Duration.ofSeconds(60),
                () -> run.stateProperty().get() == ReviewRun.State.CANCELLED);
        int kept = run.doneProperty().get();
        assertTrue(kept >= 1 && kept < 9, "positions kept: " + kept);

        run.start(game, settings);
        assertEquals(kept, run.doneProperty().get(), "the second start counts the kept positions as done");
        Await.until("the review is done", Duration.ofSeconds(60), () -> run.stateProperty().get() == ReviewRun.State.DONE);
        assertEquals(Judgement.BLUNDER, run.markAt(game.mainLine().get(6)).judgement());
        assertEquals(8, run.reviewProperty().get().moves().size());

        run.clear();
        assertEquals(ReviewRun.State.IDLE, run.stateProperty().get());
        assertEquals(null, run.markAt(game.mainLine().get(6)));
    }

    @Test
    void aGameWithoutMovesHasNothingToReview() {
        ReviewRun run = new ReviewRun(Runnable::run);
        run.start(new GameRecord(), new ReviewSettings(SearchConfig.preset("full"), "nodes=100", 1));
        assertEquals(ReviewRun.State.EMPTY, run.stateProperty().get());
    }

    @Test
    void aReviewCutInTheAppGoesOnAfterARestartFromItsJournal(@TempDir Path journals) throws Exception {
        GameRecord game = RecordReader.readText(ReviewInWindowTest.PLANTED, "planted").first();
        ReviewSettings settings = new ReviewSettings(SearchConfig.preset("full"), "nodes=20000", 1);
        ReviewRun first = new ReviewRun(Runnable::run, journals);
        AtomicInteger firstDone = new AtomicInteger();
        first.doneProperty().addListener((o, a, d) -> {
            if (firstDone.get() == 0 && d.intValue() >= 2) {
                firstDone.set(d.intValue());
                first.cancel();
            }
        });
        first.start(game, settings);
        Await.until("the first review is cancelled", Duration.ofSeconds(60),
                () -> first.stateProperty().get() == ReviewRun.State.CANCELLED);
        int kept = first.doneProperty().get();
        assertTrue(kept >= 2 && kept < 9, "positions kept: " + kept);
        Path journal = first.journalOf(game, settings);
        assertTrue(Files.isRegularFile(journal), "the cut review's journal is kept: " + journal);
        assertEquals(journals, journal.getParent());
        // a kill while a line was being written leaves it torn: that position is searched again
        Files.writeString(journal, "0\t7\th0g", StandardOpenOption.APPEND);

        // the app started again: a new view-model, the same game read again, the same settings
        GameRecord again = RecordReader.readText(ReviewInWindowTest.PLANTED, "planted").first();
        ReviewRun second = new ReviewRun(Runnable::run, journals);
        second.start(again, settings);
        assertEquals(kept, second.doneProperty().get(), "the journal's positions count as done at the start");
        Await.until("the resumed review is done", Duration.ofSeconds(60),
                () -> second.stateProperty().get() == ReviewRun.State.DONE);
        assertFalse(Files.exists(journal), "a finished review deletes its journal");

        ReviewRun straight = new ReviewRun(Runnable::run);
        straight.start(game, settings);
        Await.until("the straight review is done", Duration.ofSeconds(60),
                () -> straight.stateProperty().get() == ReviewRun.State.DONE);
        assertEquals(describe(straight.reviewProperty().get()), describe(second.reviewProperty().get()),
                "resumed from the journal, the review ends as one run straight through");

        ReviewSettings other = new ReviewSettings(SearchConfig.preset("full"), "nodes=10000", 1);
        assertNotEquals(journal, second.journalOf(again, other), "other settings keep another journal");
    }

    private static List<String> describe(org.xqlab.review.GameReview r) {
        return r.moves().stream().map(m -> m.ply() + " " + m.judgement() + " " + m.before() + " " + m.after() + " "
                + Move.iccs(m.bestMove())).toList();
    }
}
