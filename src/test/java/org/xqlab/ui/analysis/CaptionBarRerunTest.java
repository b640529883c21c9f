package org.xqlab.ui.analysis;

import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.xqlab.rules.Fen;
import org.xqlab.rules.Notation;
import org.xqlab.search.SearchConfig;
import org.xqlab.search.SearchLimits;
import org.xqlab.search.Searcher;
import org.xqlab.ui.I18n;
import org.xqlab.analysis.AnalysisModel;

import java.util.Locale;
import java.util.concurrent.atomic.AtomicReference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The caption bar after a search run again: the same search with the same tables ends with as many
 * captions as the one before, and a redraw during the new search (just after its reset) had blanked the
 * bar; the end's redraw then saw the old count and left it blank until a language switch. The bar must
 * show the newest caption of what the views show after every redraw, and follow a notation switch.
 */
@ExtendWith(ApplicationExtension.class)
class CaptionBarRerunTest {
    private static final String ROOK_ADVISOR = "3k5/4a4/9/9/9/9/9/9/9/4K3R b - - 0 1";

    @Start
    void start(Stage stage) {
        stage.show();
    }

    private static void search(AnalysisModel model) {
        model.reset();
        new Searcher(SearchConfig.preset("pvs")).search(Fen.parse(ROOK_ADVISOR),
                new SearchLimits(3, 0, 0, 0, 0, 0, false), model);
    }

    @Test
    void theBarShowsTheLastCaptionOfASearchRunAgainWithTheSameNumberOfCaptions(FxRobot robot) {
        AtomicReference<Notation> notation = new AtomicReference<>(Notation.ICCS);
        AnalysisModel model = new AnalysisModel(6000);
        AtomicReference<CaptionViews> views = new AtomicReference<>();
        robot.interact(() -> views.set(new CaptionViews(new AnalysisText(new I18n(Locale.ENGLISH)), notation::get)));
        CaptionViews bar = views.get();

        search(model);
        long count = model.captionCount();
        assertTrue(count > 0);
        String last = model.lastCaption().text(Locale.ENGLISH, Notation.ICCS);
        robot.interact(() -> bar.update(model, true));
        assertEquals(last, bar.mainText());

        // the second run: a redraw just after its start (nothing yet), then the end
        model.reset();
        robot.interact(() -> bar.update(model, false));
        assertEquals("", bar.mainText());
        search(model);
        assertEquals(count, model.captionCount(), "the same search again: as many captions");
        robot.interact(() -> bar.update(model, true));
        assertEquals(last, bar.mainText(), "the bar shows the second run's last caption");
        assertFalse(bar.otherText().isEmpty());

        notation.set(Notation.CHINESE);
        robot.interact(() -> bar.update(model, false));
        assertEquals(model.lastCaption().text(Locale.ENGLISH, Notation.CHINESE), bar.mainText(),
                "a notation switch rewrites the bar");
    }
}
