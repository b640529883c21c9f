package org.xqlab.ui;

import javafx.scene.Scene;
import org.xqlab.rules.Notation;
import org.xqlab.rules.Position;

/**
 * What the other windows (analysis, classroom, experiments) may ask of the main window without
 * knowing the play package: its language, the position and notation of the game on its board, its
 * scene (for style sheets, the owner window and a per-window registry), and a way to put a position
 * on its board ("load this position on the main board").
 */
public interface MainBoard {
    I18n i18n();

    Scene scene();

    /** The position on the main board now (a copy the caller may keep). */
    Position boardPosition();

    /** The notation the user chose under View ▸ Notation. */
    Notation boardNotation();

    /** View ▸ Projector mode: the other windows follow it (larger fonts, high contrast). */
    default javafx.beans.value.ObservableBooleanValue projectorMode() {
        return new javafx.beans.property.SimpleBooleanProperty(false);
    }

    /**
     * Whether the analysis board draws its arrows (the node's move and best line); the main window
     * remembers it between runs.
     */
    default javafx.beans.property.BooleanProperty analysisArrows() {
        return new javafx.beans.property.SimpleBooleanProperty(true);
    }

    /** Sets up this position on the main board as a new game (asks first if the game is unsaved); false if refused. */
    boolean loadPosition(String fen);
}
