package org.xqlab.ui.play;

import javafx.scene.control.Dialog;
import javafx.stage.Stage;
import org.xqlab.game.HeroList;
import org.xqlab.ui.I18n;

import java.nio.file.Path;
import java.util.List;

/** The main window's dialogs for {@code LayoutAuditTest}, opened as the program opens them. */
public final class MainAudit {
    private MainAudit() {
    }

    /** The dialogs that do not wait for an answer, shown (on the FX thread): new game, set-up, heroes, oracle, game picker, tags. */
    /**
     * Loads {@code pgn} and reviews its main line at {@code nodes} a position (on the FX thread; the review runs on
     * its own thread): {@link #reviewDone} says when it has ended.
     */
    public static void review(MainWindow main, String pgn, long nodes) {
        main.game().loadPgn(pgn);
        main.game().last();
        main.reviewGame(new org.xqlab.review.ReviewSettings(org.xqlab.search.SearchConfig.preset("full"),
                "nodes=" + nodes, 2));
    }

    /** Whether the window's review has ended with its marks shown (read on the FX thread). */
    public static boolean reviewDone(MainWindow main) {
        return main.review().stateProperty().get() == ReviewRun.State.DONE;
    }

    /** Selects the review list's first mark, as a click on it does (read on the FX thread). */
    public static void selectFirstMark(MainWindow main) {
        main.reviewPanel().list().getSelectionModel().select(0);
    }

    public static List<Dialog<?>> openDialogs(Stage owner, MainWindow main, Path heroes) {
        I18n i18n = main.i18n();
        List<org.xqlab.game.GameRecord> games = org.xqlab.game.RecordReader.readText(
                "[Event \"全国赛\"]\n[Red \"甲\"]\n[Black \"乙\"]\n1. 炮二平五 马８进７ *\n\n[Red \"丙\"]\n1. 兵七进一 *\n", null).games();
        List<Dialog<?>> out = List.of(
                NewGameDialog.create(owner, i18n, null, null),
                SetupDialog.create(owner, i18n, main.game().fen()),
                HeroListDialog.create(owner, i18n, new HeroList(heroes)),
                org.xqlab.ui.engines.OracleDialog.create(owner, i18n, new org.xqlab.ui.engines.EngineChoice(
                        org.xqlab.protocol.Dialect.UCI, org.xqlab.ui.engines.EngineChoice.DEFAULT_COMMAND,
                        org.xqlab.ui.engines.EngineChoice.DEFAULT_MILLIS), false),
                GamePickerDialog.create(owner, i18n, "棋谱.pgn", games),
                TagsDialog.create(owner, i18n, games.get(0).headers()));
        out.forEach(Dialog::show);
        return out;
    }

    /** Help ▸ About (it waits for its answer). */
    public static void about(MainWindow main) {
        main.about();
    }

    /** The resign question (it waits for its answer). */
    public static void resign(MainWindow main) {
        main.resign();
    }

    /** The draw offer (it waits for its answer). */
    public static void offerDraw(MainWindow main) {
        main.offerDraw();
    }

    /** The hero list's name prompt after a win against the medium level (it waits for its answer). */
    public static void heroName(MainWindow main) {
        main.play().heroPrompt().askName(org.xqlab.ui.engines.Level.MEDIUM, 0, 41, 754);
    }

    /** The alert of an external engine that failed to start (it waits for its answer). */
    public static void engineFailed(Stage owner, MainWindow main) {
        ExternalEngineActions.engineFailedAlert(owner, main.i18n(), new PlayController.EngineFailure("fairy-stockfish",
                org.xqlab.protocol.EngineException.Kind.OTHER,
                "Cannot run program \"fairy-stockfish\": error=2, No such file or directory")).showAndWait();
    }

    /** The move list's comment dialog, from its context menu (it waits for its answer). */
    public static void comment(Stage owner) {
        MoveListView moves = (MoveListView) owner.getScene().lookup("#move-list-pane");
        moves.contextMenu().getItems().stream().filter(m -> "ctx-comment".equals(m.getId())).findFirst().orElseThrow().fire();
    }

    /** The question whether to save as XQF what that format cannot keep (it waits for its answer). */
    public static void saveWarnings(Stage owner, MainWindow main) {
        List<org.xqlab.game.RecordWarning> lost = main.game().saveWarnings(org.xqlab.game.RecordWriter.Target.XQF);
        if (lost.isEmpty()) {
            throw new AssertionError("saving this game as XQF loses nothing to warn about");
        }
        RecordActions.saveAnyway(owner, main.i18n(), "全国象棋个人赛.xqf", lost);
    }

    /** The question whether to discard the game's changes (shown, not waiting). */
    public static Dialog<?> discard(Stage owner, MainWindow main) {
        Dialog<?> d = RecordActions.discardQuestion(owner, main.i18n());
        d.show();
        return d;
    }

    /** The main window's side panel (the column right of the board) and its width at most. */
    public static javafx.scene.layout.Region sidePanel(MainWindow main) {
        javafx.scene.Node n = main.scene().lookup("#engine-opening");
        javafx.scene.Parent right = n.getParent();
        while (right.getParent() != main.scene().getRoot()) {
            right = right.getParent();
        }
        return (javafx.scene.layout.Region) right;
    }

    public static double sideWidth() {
        return MainWindow.SIDE_WIDTH;
    }
}
