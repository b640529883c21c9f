package org.xqlab.ui.classroom;

import javafx.scene.Node;
import javafx.scene.control.ButtonBase;
import org.xqlab.teach.Algorithm;
import org.xqlab.teach.Examples;
import org.xqlab.ui.I18n;

import java.io.IOException;

/**
 * The steps that put a classroom into the states docs/classroom.md shows, one figure each: the first cut
 * of the R&amp;N figure ({@code classroom-cutoff}), alpha-beta beside minimax ({@code classroom-compare})
 * and the β-cutoff example in 中文 with large
 * fonts as in projector mode ({@code classroom-projector-zh}) and the α-cutoff example's cut with the pseudocode beside it, also in
 * 中文 with large fonts ({@code classroom-pseudocode-zh}). Used by the {@code snapshot --docs} command and the classroom's
 * test (best-first beside worst-first, classroom-ordering, needs a wider window than 1024×768 to show its
 * 27 leaves, so the test makes it); the caller says how to run code on the JavaFX thread and how to take a picture. Buttons are pressed
 * as a user presses them (by their ids).
 */
public final class ClassroomFigures {
    /** Runs a step on the JavaFX thread and waits for it. */
    public interface Fx {
        void run(Runnable step);
    }

    /** Takes the picture named {@code name} of the classroom as it is now. */
    public interface Camera {
        void shoot(String name) throws IOException;
    }

    private ClassroomFigures() {
    }

    /** Shoots the lesson guide's figures ({@code settle} waits until the window has been laid out and drawn); {@code i18n} is the classroom's language, left in 中文 afterwards; the view follows projector mode as the figures need. */
    public static void shoot(ClassroomView view, I18n i18n, Fx fx, Runnable settle, Camera camera) throws IOException {
        javafx.beans.property.BooleanProperty projector = new javafx.beans.property.SimpleBooleanProperty(false);
        fx.run(() -> {
            view.followProjector(projector);
            view.showExample(Examples.MINIMAX);
            view.left().algorithmBox().setValue(Algorithm.ALPHA_BETA);
            press(view, "nextCut");
        });
        camera.shoot("classroom-cutoff");
        fx.run(() -> {
            view.showExample(Examples.BOTH_CUTOFFS);
            press(view, "compare");
            press(view, "end");
        });
        camera.shoot("classroom-compare");
        fx.run(() -> {
            press(view, "compare");
            view.showExample(Examples.BETA_CUTOFF);
            i18n.setLocale(I18n.CHINESE);
            projector.set(true);
            press(view, "nextCut");
        });
        camera.shoot("classroom-projector-zh");
        fx.run(() -> {
            view.showExample(Examples.ALPHA_CUTOFF);
            press(view, "show-code");
        });
        settle.run(); // the code pane laid out in its large font, so that the cut line scrolls into view
        fx.run(() -> press(view, "nextCut"));
        camera.shoot("classroom-pseudocode-zh");
        fx.run(() -> {
            press(view, "show-code");
            projector.set(false);
        });
    }

    private static void press(ClassroomView view, String id) {
        Node n = view.lookup("#" + id);
        if (!(n instanceof ButtonBase b)) {
            throw new IllegalStateException("the classroom has no button #" + id);
        }
        b.fire();
    }
}
