package org.xqlab.ui.engines;

import org.xqlab.ui.FxTexts;
import org.xqlab.ui.I18n;

import javafx.event.ActionEvent;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.Spinner;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.VBox;
import javafx.stage.Window;
import org.xqlab.protocol.Dialect;

/**
 * View ▸ Oracle engine…: whether to consult an external engine about the current position, and which
 * (protocol, command line, time per query). A blank command is explained under the form and OK does
 * nothing until it is fixed. Ids: {@code #oracle-enabled}, {@code #oracle-protocol},
 * {@code #oracle-command}, {@code #oracle-time}, {@code #oracle-dialog-error}, {@code #oracle-ok}.
 */
public final class OracleDialog {
    /** The answer: the engine, and whether to consult it. */
    public record Result(boolean enabled, EngineChoice choice) {
    }

    private OracleDialog() {
    }

    public static Dialog<Result> create(Window owner, I18n i18n, EngineChoice initial, boolean enabled) {
        Dialog<Result> dialog = new Dialog<>();
        if (owner != null) {
            dialog.initOwner(owner);
        }
        dialog.setTitle(i18n.get("engine.oracle.dialogTitle"));
        CheckBox on = new CheckBox(i18n.get("engine.oracle.enabled"));
        on.setId("oracle-enabled");
        on.setSelected(enabled);
        ComboBox<Dialect> protocol = new ComboBox<>();
        protocol.setId("oracle-protocol");
        protocol.getItems().setAll(Dialect.values());
        protocol.setValue(initial.dialect());
        TextField command = new TextField(initial.command());
        command.setId("oracle-command");
        command.setPrefColumnCount(28);
        Spinner<Integer> time = new Spinner<>(10, 600_000, (int) Math.min(600_000, initial.millis()), 100);
        time.setId("oracle-time");
        time.setEditable(true);
        GridPane grid = new GridPane();
        grid.setHgap(8);
        grid.setVgap(6);
        grid.addRow(0, new Label(i18n.get("engine.external.protocol")), protocol);
        grid.addRow(1, new Label(i18n.get("engine.external.command")), command);
        grid.addRow(2, new Label(i18n.get("engine.external.time")), time);
        Label error = new Label();
        error.setId("oracle-dialog-error");
        error.setWrapText(true);
        error.setStyle("-fx-text-fill: #b00000;");
        dialog.getDialogPane().setContent(new VBox(8, on, grid, error));
        dialog.getDialogPane().getButtonTypes().addAll(ButtonType.OK, ButtonType.CANCEL);
        FxTexts.buttons(dialog.getDialogPane(), i18n);
        Button ok = (Button) dialog.getDialogPane().lookupButton(ButtonType.OK);
        ok.setId("oracle-ok");
        Result[] chosen = new Result[1];
        ok.addEventFilter(ActionEvent.ACTION, e -> {
            EngineChoice choice = new EngineChoice(protocol.getValue(), command.getText().strip(), time.getValue());
            try {
                if (on.isSelected()) {
                    choice.level(); // refuses a blank command
                }
                chosen[0] = new Result(on.isSelected(), choice);
            } catch (IllegalArgumentException ex) {
                error.setText(i18n.get("newGame.invalid", ex.getMessage()));
                e.consume();
            }
        });
        dialog.setResultConverter(b -> b == ButtonType.OK ? chosen[0] : null);
        return dialog;
    }
}
