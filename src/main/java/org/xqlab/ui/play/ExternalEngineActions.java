package org.xqlab.ui.play;

import org.xqlab.ui.AppPreferences;
import org.xqlab.ui.I18n;
import org.xqlab.ui.engines.EngineChoice;
import org.xqlab.ui.engines.Oracle;
import org.xqlab.ui.engines.OracleDialog;

import javafx.scene.control.Alert;
import javafx.scene.control.ButtonType;
import javafx.stage.Window;

import java.util.function.Supplier;

/**
 * The main window's actions about players and external engines: New game against the engine…, Change
 * players… (the game stays), View ▸ Oracle engine… (on with the chosen engine, or off; the engine is
 * remembered under the preference prefix {@value #ORACLE_PREFIX}), and the alert that says which external
 * opponent failed and why while the game is kept.
 */
public final class ExternalEngineActions {
    public static final String ORACLE_PREFIX = "oracle.";

    private final AppPreferences prefs;
    private final I18n i18n;
    private final PlayController play;
    private final Oracle oracle;
    private final Supplier<Window> window;

    ExternalEngineActions(AppPreferences prefs, I18n i18n, PlayController play, Oracle oracle, Supplier<Window> window) {
        this.prefs = prefs;
        this.i18n = i18n;
        this.play = play;
        this.oracle = oracle;
        this.window = window;
        play.setOnEngineFailed(this::engineFailed);
    }

    /** Asks for the players and starts a new game with them. */
    void newGame() {
        NewGameDialog.create(window.get(), i18n, play.level(0), play.level(1), prefs.node()).showAndWait()
                .ifPresent(p -> play.newGame(null, p.red(), p.black()));
    }

    /** Asks for the players and seats them in the game as it is. */
    void changePlayers() {
        NewGameDialog.create(window.get(), i18n, play.level(0), play.level(1), prefs.node()).showAndWait()
                .ifPresent(p -> play.setPlayers(p.red(), p.black()));
    }

    /** Switches the oracle on (with the chosen engine) or off. */
    void chooseOracle() {
        EngineChoice current = oracle.choice() != null ? oracle.choice() : EngineChoice.load(prefs.node(), ORACLE_PREFIX);
        OracleDialog.create(window.get(), i18n, current, oracle.isEnabled()).showAndWait().ifPresent(r -> {
            r.choice().save(prefs.node(), ORACLE_PREFIX);
            if (r.enabled()) {
                oracle.enable(r.choice());
            } else {
                oracle.disable();
            }
        });
    }

    private void engineFailed(PlayController.EngineFailure failure) {
        Window owner = window.get();
        if (owner == null) {
            return;
        }
        engineFailedAlert(owner, i18n, failure).show();
    }

    /**
     * The dialog that says an external engine failed, not yet shown: title, text (why, in the window's
     * language, then the engine's own detail) and OK button follow the language while it is open. Ids
     * {@code #engine-failed}, {@code #engine-failed-ok}.
     */
    static Alert engineFailedAlert(Window owner, I18n i18n, PlayController.EngineFailure failure) {
        ButtonType ok = new ButtonType(i18n.get("dialog.ok"), javafx.scene.control.ButtonBar.ButtonData.OK_DONE);
        Alert alert = new Alert(Alert.AlertType.WARNING, "", ok);
        alert.contentTextProperty().bind(javafx.beans.binding.Bindings.createStringBinding(
                () -> i18n.get("engine.failedText", failure.text(i18n)), i18n.localeProperty()));
        alert.titleProperty().bind(i18n.text("engine.failedTitle"));
        alert.setHeaderText(null);
        alert.setResizable(true);
        alert.getDialogPane().setId("engine-failed");
        javafx.scene.control.Button button = (javafx.scene.control.Button) alert.getDialogPane().lookupButton(ok);
        button.setId("engine-failed-ok");
        button.textProperty().bind(i18n.text("dialog.ok"));
        alert.initOwner(owner);
        return alert;
    }
}
