package org.xqlab.ui.play;

import org.xqlab.ui.FxTexts;
import org.xqlab.ui.Fonts;
import org.xqlab.ui.I18n;

import javafx.geometry.VPos;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.RadioButton;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.TextAlignment;
import javafx.stage.Window;
import org.xqlab.game.PositionSetup;
import org.xqlab.rules.FenException;
import org.xqlab.rules.Piece;

/**
 * Setting up a position with a piece palette: pick a piece (or the eraser) and click points to place it
 * (a right click empties a point); choose the side to move; Clear empties the board, Start sets the
 * start position; a FEN typed or pasted into the field and applied with Enter replaces the board. Under
 * the board a line says whether the position can be played, with {@link org.xqlab.rules.Fen}'s own
 * message when not (no king, facing kings, too many pieces, a piece where it can never stand…); OK is
 * disabled until it can. The result is the position's FEN. Ids: {@code #setup-board},
 * {@code #palette-K} … {@code #palette-p}, {@code #palette-erase}, {@code #setup-red},
 * {@code #setup-black}, {@code #setup-clear}, {@code #setup-start}, {@code #setup-fen},
 * {@code #setup-problem}.
 */
public final class SetupDialog {
    private static final double CELL = 38;
    private static final String LETTERS = "KABNRCPkabnrcp";

    private final PositionSetup setup = new PositionSetup();
    private final I18n i18n;
    private final Canvas board = new Canvas(CELL * 9.6, CELL * 10.6);
    private final ToggleGroup palette = new ToggleGroup();
    private final TextField fen = new TextField();
    private final Label problem = new Label();
    private final Dialog<String> dialog = new Dialog<>();

    private SetupDialog(Window owner, I18n i18n, String startFen) {
        this.i18n = i18n;
        if (owner != null) {
            dialog.initOwner(owner);
        }
        dialog.setTitle(i18n.get("setup.title"));
        try {
            setup.load(startFen);
        } catch (FenException e) {
            setup.startPosition();
        }
        board.setId("setup-board");
        board.setOnMouseClicked(e -> {
            int file = (int) Math.round((e.getX() - CELL * 0.8) / CELL);
            int row = (int) Math.round((e.getY() - CELL * 0.8) / CELL);
            if (file < 0 || file > 8 || row < 0 || row > 9) {
                return;
            }
            int rank = 9 - row;
            Object chosen = palette.getSelectedToggle() == null ? null : palette.getSelectedToggle().getUserData();
            if (e.getButton() == MouseButton.SECONDARY || chosen == null || " ".equals(chosen)) {
                setup.remove(file, rank);
            } else {
                setup.put(file, rank, (Character) chosen);
            }
            changed();
        });
        FlowPane pieces = new FlowPane(4, 4);
        pieces.setPrefWrapLength(CELL * 7.5);
        for (char c : LETTERS.toCharArray()) {
            ToggleButton b = new ToggleButton(glyph(c));
            b.setId("palette-" + c);
            b.setUserData(c);
            b.setToggleGroup(palette);
            b.setStyle("-fx-font-size: 18px; -fx-text-fill: " + (Character.isUpperCase(c) ? "#be1414" : "#141414") + ";");
            pieces.getChildren().add(b);
        }
        ToggleButton erase = new ToggleButton(i18n.get("setup.erase"));
        erase.setId("palette-erase");
        erase.setUserData(" ");
        erase.setToggleGroup(palette);
        pieces.getChildren().add(erase);
        palette.selectToggle(palette.getToggles().get(0));
        // a second click on the piece chosen keeps it chosen (a toggle would be let go, and the next board click lost)
        palette.selectedToggleProperty().addListener((o, was, now) -> {
            if (now == null && was != null) {
                palette.selectToggle(was);
            }
        });

        ToggleGroup sides = new ToggleGroup();
        RadioButton red = new RadioButton(i18n.get("side.0"));
        red.setId("setup-red");
        RadioButton black = new RadioButton(i18n.get("side.1"));
        black.setId("setup-black");
        red.setToggleGroup(sides);
        black.setToggleGroup(sides);
        (setup.sideToMove() == Piece.RED ? red : black).setSelected(true);
        red.setOnAction(e -> {
            setup.setSideToMove(Piece.RED);
            changed();
        });
        black.setOnAction(e -> {
            setup.setSideToMove(Piece.BLACK);
            changed();
        });
        Button clear = new Button(i18n.get("setup.clear"));
        clear.setId("setup-clear");
        clear.setOnAction(e -> {
            setup.clear();
            changed();
        });
        Button start = new Button(i18n.get("setup.start"));
        start.setId("setup-start");
        start.setOnAction(e -> {
            setup.startPosition();
            red.setSelected(true);
            changed();
        });
        fen.setId("setup-fen");
        fen.setPrefColumnCount(34);
        fen.setOnAction(e -> {
            try {
                setup.load(fen.getText());
                (setup.sideToMove() == Piece.RED ? red : black).setSelected(true);
                changed();
            } catch (FenException ex) {
                problem.setText(i18n.get("setup.badFen", ex.getMessage()));
            }
        });
        problem.setId("setup-problem");
        problem.setWrapText(true);
        problem.setMaxWidth(CELL * 16);

        VBox side = new VBox(8, new Label(i18n.get("setup.palette")), pieces,
                new Label(i18n.get("setup.toMove")), new HBox(8, red, black), new HBox(8, clear, start));
        side.setPrefWidth(CELL * 7.5);
        VBox content = new VBox(8, new HBox(12, board, side), new Label(i18n.get("setup.fen")), fen, problem);
        dialog.getDialogPane().setContent(content);
        dialog.getDialogPane().getButtonTypes().addAll(ButtonType.OK, ButtonType.CANCEL);
        FxTexts.buttons(dialog.getDialogPane(), i18n);
        dialog.getDialogPane().lookupButton(ButtonType.OK).setId("setup-ok");
        dialog.setResultConverter(b -> b == ButtonType.OK && setup.problem() == null ? setup.fen() : null);
        changed();
    }

    /** The dialog, starting from {@code fen} (the start position if it is not valid). */
    static Dialog<String> create(Window owner, I18n i18n, String fen) {
        return new SetupDialog(owner, i18n, fen).dialog;
    }

    private static String glyph(char c) {
        int color = Character.isUpperCase(c) ? Piece.RED : Piece.BLACK;
        return String.valueOf(Piece.chinese(color, Piece.typeOfLetter(c)));
    }

    private void changed() {
        fen.setText(setup.fen());
        String why = setup.problem();
        problem.setText(why == null ? i18n.get("setup.valid") : i18n.get("setup.invalid", why));
        problem.setStyle(why == null ? "-fx-text-fill: #106010;" : "-fx-text-fill: #b00000;");
        dialog.getDialogPane().lookupButton(ButtonType.OK).setDisable(why != null);
        draw();
    }

    private void draw() {
        GraphicsContext g = board.getGraphicsContext2D();
        double x0 = CELL * 0.8;
        double y0 = CELL * 0.8;
        g.setFill(Color.rgb(238, 200, 140));
        g.fillRect(0, 0, board.getWidth(), board.getHeight());
        g.setStroke(Color.rgb(90, 50, 20));
        g.setLineWidth(1);
        for (int r = 0; r <= 9; r++) {
            g.strokeLine(x0, y0 + r * CELL, x0 + 8 * CELL, y0 + r * CELL);
        }
        for (int f = 0; f <= 8; f++) {
            boolean edge = f == 0 || f == 8;
            g.strokeLine(x0 + f * CELL, y0, x0 + f * CELL, y0 + (edge ? 9 : 4) * CELL);
            if (!edge) {
                g.strokeLine(x0 + f * CELL, y0 + 5 * CELL, x0 + f * CELL, y0 + 9 * CELL);
            }
        }
        for (int top : new int[] {0, 7}) {
            g.strokeLine(x0 + 3 * CELL, y0 + top * CELL, x0 + 5 * CELL, y0 + (top + 2) * CELL);
            g.strokeLine(x0 + 5 * CELL, y0 + top * CELL, x0 + 3 * CELL, y0 + (top + 2) * CELL);
        }
        g.setTextAlign(TextAlignment.CENTER);
        g.setTextBaseline(VPos.CENTER);
        g.setFont(Font.font(Fonts.cjkFamily(), FontWeight.BOLD, CELL * 0.5));
        for (int rank = 0; rank <= 9; rank++) {
            for (int file = 0; file <= 8; file++) {
                char c = setup.at(file, rank);
                if (c == ' ') {
                    continue;
                }
                double x = x0 + file * CELL;
                double y = y0 + (9 - rank) * CELL;
                double r = CELL * 0.44;
                Color ink = Character.isUpperCase(c) ? Color.rgb(190, 20, 20) : Color.rgb(20, 20, 20);
                g.setFill(Color.rgb(250, 235, 205));
                g.fillOval(x - r, y - r, 2 * r, 2 * r);
                g.setStroke(ink);
                g.strokeOval(x - r, y - r, 2 * r, 2 * r);
                g.setFill(ink);
                g.fillText(glyph(c), x, y);
            }
        }
    }
}
