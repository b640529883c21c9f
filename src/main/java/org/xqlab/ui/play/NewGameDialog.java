package org.xqlab.ui.play;

import org.xqlab.ui.FxTexts;
import org.xqlab.ui.I18n;
import org.xqlab.ui.engines.EngineChoice;
import org.xqlab.ui.engines.Level;

import javafx.event.ActionEvent;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.Spinner;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.VBox;
import javafx.stage.Window;
import org.xqlab.protocol.Dialect;
import org.xqlab.search.SearchConfig;
import org.xqlab.search.SearchLimits;

import java.util.List;
import java.util.prefs.Preferences;

/**
 * Choosing the players of a new game: for red and for black a person or a level (Easy, Medium, Hard,
 * Custom) or an external engine. Custom shows a preset of {@link SearchConfig#presetNames()}, {@code key=value} changes, a
 * depth and a time per move; input the engine would not accept is explained under the form and OK does
 * nothing until it is fixed. "External engine…" shows the protocol (UCCI/UCI), the command line and a
 * time per move, remembered in the preferences ({@link EngineChoice}, prefix {@code opponent.}); the
 * engine starts at its first turn. The result is the two levels (null for a person). Ids:
 * {@code #player-red}, {@code #player-black}, {@code #custom-red-preset}, {@code #custom-red-changes},
 * {@code #custom-red-depth}, {@code #custom-red-time}, {@code #external-red-protocol},
 * {@code #external-red-command}, {@code #external-red-time} (and the same for black), {@code #new-game-error}.
 */
public final class NewGameDialog {
    /** The chosen players; null for a person. */
    record Players(Level red, Level black) {
    }

    private static final List<String> CHOICES = List.of("human", "easy", "medium", "hard", "custom", "external");
    public static final String PREFS_PREFIX = "opponent.";

    /** One side's choice with its custom settings. */
    private static final class Side {
        final ComboBox<String> choice = new ComboBox<>();
        final ComboBox<String> preset = new ComboBox<>();
        final TextField changes = new TextField();
        final Spinner<Integer> depth = new Spinner<>(1, SearchLimits.MAX_DEPTH, 6);
        final Spinner<Integer> time = new Spinner<>(10, 600_000, 2000, 100);
        final GridPane custom = new GridPane();
        final ComboBox<Dialect> protocol = new ComboBox<>();
        final TextField command = new TextField();
        final Spinner<Integer> engineTime = new Spinner<>(10, 600_000, 1000, 100);
        final GridPane external = new GridPane();

        Side(String name, I18n i18n, String initial, EngineChoice remembered) {
            choice.setId("player-" + name);
            choice.getItems().setAll(CHOICES);
            choice.setCellFactory(v -> cell(i18n));
            choice.setButtonCell(cell(i18n));
            choice.setValue(initial);
            preset.setId("custom-" + name + "-preset");
            preset.getItems().setAll(SearchConfig.presetNames());
            preset.setValue("full");
            changes.setId("custom-" + name + "-changes");
            changes.setPromptText("random=30, nullmove=false");
            depth.setId("custom-" + name + "-depth");
            depth.setEditable(true);
            time.setId("custom-" + name + "-time");
            time.setEditable(true);
            custom.setHgap(6);
            custom.setVgap(4);
            custom.addRow(0, label(i18n, "newGame.preset"), preset);
            custom.addRow(1, label(i18n, "newGame.changes"), changes);
            custom.addRow(2, label(i18n, "newGame.depth"), depth);
            custom.addRow(3, label(i18n, "newGame.time"), time);
            custom.visibleProperty().bind(choice.valueProperty().isEqualTo("custom"));
            custom.managedProperty().bind(custom.visibleProperty());
            protocol.setId("external-" + name + "-protocol");
            protocol.getItems().setAll(Dialect.values());
            protocol.setValue(remembered.dialect());
            command.setId("external-" + name + "-command");
            command.setText(remembered.command());
            command.setPrefColumnCount(24);
            engineTime.setId("external-" + name + "-time");
            engineTime.setEditable(true);
            engineTime.getValueFactory().setValue((int) Math.min(600_000, remembered.millis()));
            external.setHgap(6);
            external.setVgap(4);
            external.addRow(0, label(i18n, "engine.external.protocol"), protocol);
            external.addRow(1, label(i18n, "engine.external.command"), command);
            external.addRow(2, label(i18n, "newGame.time"), engineTime);
            external.visibleProperty().bind(choice.valueProperty().isEqualTo("external"));
            external.managedProperty().bind(external.visibleProperty());
        }

        EngineChoice engineChoice() {
            return new EngineChoice(protocol.getValue(), command.getText().strip(), engineTime.getValue());
        }

        /** The level chosen, null for a person; throws with the engine's message for bad custom input. */
        Level level() {
            return switch (choice.getValue()) {
                case "human" -> null;
                case "custom" -> Level.custom(preset.getValue(), changes.getText(), depth.getValue(), time.getValue());
                case "external" -> engineChoice().level();
                default -> Level.byId(choice.getValue());
            };
        }
    }

    private NewGameDialog() {
    }

    /** The external engine a level plays, or the remembered one. */
    private static EngineChoice rememberedOr(Level level, EngineChoice remembered) {
        return level != null && level.isExternal() ? new EngineChoice(level.engine().dialect(),
                String.join(" ", level.engine().command()), level.moveTimeMillis()) : remembered;
    }

    private static ListCell<String> cell(I18n i18n) {
        return new ListCell<>() {
            @Override
            protected void updateItem(String item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty || item == null ? null : i18n.get(item.equals("human") ? "player.human" : "level." + item));
            }
        };
    }

    private static Label label(I18n i18n, String key) {
        return new Label(i18n.get(key));
    }

    /** Builds the dialog; {@code red} and {@code black} are the current players (null: a person). */
    static Dialog<Players> create(Window owner, I18n i18n, Level red, Level black) {
        return create(owner, i18n, red, black, null);
    }

    /** As above, remembering the external engine in {@code prefs} (null: not remembered). */
    static Dialog<Players> create(Window owner, I18n i18n, Level red, Level black, Preferences prefs) {
        EngineChoice remembered = prefs == null
                ? new EngineChoice(Dialect.UCI, EngineChoice.DEFAULT_COMMAND, EngineChoice.DEFAULT_MILLIS)
                : EngineChoice.load(prefs, PREFS_PREFIX);
        Dialog<Players> dialog = new Dialog<>();
        if (owner != null) {
            dialog.initOwner(owner);
        }
        dialog.setTitle(i18n.get("newGame.title"));
        Side redSide = new Side("red", i18n, red == null ? "human" : red.id(), rememberedOr(red, remembered));
        Side blackSide = new Side("black", i18n, black == null ? (red == null ? "easy" : "human") : black.id(),
                rememberedOr(black, remembered));
        Label error = new Label();
        error.setId("new-game-error");
        error.setWrapText(true);
        error.setStyle("-fx-text-fill: #b00000;");
        error.setMaxWidth(420);
        GridPane grid = new GridPane();
        grid.setHgap(8);
        grid.setVgap(6);
        grid.addRow(0, new Label(i18n.get("side.0")), redSide.choice);
        grid.add(redSide.custom, 1, 1);
        grid.addRow(3, new Label(i18n.get("side.1")), blackSide.choice);
        grid.add(redSide.external, 1, 2);
        grid.add(blackSide.custom, 1, 4);
        grid.add(blackSide.external, 1, 5);
        dialog.getDialogPane().setContent(new VBox(8, grid, error));
        dialog.getDialogPane().getButtonTypes().addAll(ButtonType.OK, ButtonType.CANCEL);
        FxTexts.buttons(dialog.getDialogPane(), i18n);
        Node ok = dialog.getDialogPane().lookupButton(ButtonType.OK);
        ok.setId("new-game-ok");
        Players[] chosen = new Players[1];
        ((Button) ok).addEventFilter(ActionEvent.ACTION, e -> {
            try {
                chosen[0] = new Players(redSide.level(), blackSide.level());
                error.setText("");
                for (Side side : List.of(redSide, blackSide)) {
                    if (prefs != null && side.choice.getValue().equals("external")) {
                        side.engineChoice().save(prefs, PREFS_PREFIX);
                    }
                }
            } catch (IllegalArgumentException ex) {
                error.setText(i18n.get("newGame.invalid", ex.getMessage()));
                e.consume();
            }
        });
        dialog.setResultConverter(b -> b == ButtonType.OK ? chosen[0] : null);
        Runnable fit = () -> {
            if (dialog.getDialogPane().getScene() != null && dialog.getDialogPane().getScene().getWindow() != null) {
                dialog.getDialogPane().getScene().getWindow().sizeToScene();
            }
        };
        dialog.setOnShown(e -> fit.run());
        // the form grows with a side's custom or external settings and with an explanation: keep OK in view
        redSide.choice.valueProperty().addListener((o, x, y) -> javafx.application.Platform.runLater(fit));
        blackSide.choice.valueProperty().addListener((o, x, y) -> javafx.application.Platform.runLater(fit));
        error.textProperty().addListener((o, x, y) -> javafx.application.Platform.runLater(fit));
        return dialog;
    }
}
