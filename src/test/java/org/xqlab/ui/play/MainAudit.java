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
}
