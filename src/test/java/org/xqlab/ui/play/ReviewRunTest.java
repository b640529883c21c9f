package org.xqlab.ui.play;

import org.junit.jupiter.api.Test;
import org.xqlab.Await;
import org.xqlab.game.GameRecord;
import org.xqlab.game.RecordReader;
import org.xqlab.review.Judgement;
import org.xqlab.review.ReviewSettings;
import org.xqlab.search.SearchConfig;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
}
