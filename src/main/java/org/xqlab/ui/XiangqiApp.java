package org.xqlab.ui;

import javafx.application.Application;
import javafx.scene.Scene;
import javafx.scene.layout.BorderPane;
import javafx.stage.Stage;
import org.xqlab.rules.Position;

/** The Xiangqi Lab window: the board in the middle. */
public final class XiangqiApp extends Application {
    @Override
    public void start(Stage stage) {
        stage.setTitle("Xiangqi Lab 象棋实验室");
        stage.setScene(createScene(Position.startPosition()));
        stage.show();
    }

    /** The main scene for a position (used by the app and by the UI tests). */
    public static Scene createScene(Position position) {
        BoardView board = new BoardView();
        board.setPosition(position);
        BorderPane root = new BorderPane(board);
        root.setId("main");
        return new Scene(root, 720, 800);
    }
}
