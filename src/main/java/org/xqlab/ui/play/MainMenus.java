package org.xqlab.ui.play;

import org.xqlab.ui.I18n;
import org.xqlab.ui.board.BoardViewModel;
import org.xqlab.ui.board.GameViewModel;

import org.xqlab.rules.Notation;
import org.xqlab.rules.RepetitionJudge;
import javafx.scene.control.Button;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.RadioMenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.ToggleGroup;
import javafx.scene.layout.FlowPane;
import javafx.scene.input.KeyCombination;

/**
 * The menu bar and toolbar of a {@link MainWindow}, every label bound to the window's {@link I18n}.
 * Game: New, New game against the engine…, Change players…, Set up position…, Open…, Save…, Copy FEN, Paste FEN, Copy PGN,
 * Paste PGN, Flip, Resign, Offer draw…, Hero list…, Rules (Asian / Chinese, for repetitions), Quit (Save… sits
 * after Open…, then Game information…, then Review game…);
 * Edit: Undo, Redo, Paste game, Back to main line, Promote variation, Delete variation;
 * View: projector mode, simplified characters, notation (unavailable notations are disabled and say so),
 * the engine's line as arrows, Analysis…, Oracle engine…; Language: 中文 / English; Help: About. Menu ids are {@code menu-game} …, item ids
 * {@code item-new} …, toolbar button ids {@code tb-new} ….
 */
public final class MainMenus {
    private MainMenus() {
    }

    static MenuBar menuBar(MainWindow w) {
        I18n i18n = w.i18n();
        GameViewModel game = w.game();
        BoardViewModel board = w.board();

        Menu gameMenu = menu(i18n, "menu-game", "menu.game",
                item(i18n, "item-new", "action.new", "Shortcut+N", w::newGame),
                item(i18n, "item-new-engine", "action.newEngine", "Shortcut+Shift+N", w::newGameAgainstEngine),
                item(i18n, "item-change-players", "action.changePlayers", null, w::changePlayers),
                item(i18n, "item-setup", "action.setup", null, w::setupPosition),
                item(i18n, "item-open", "action.open", "Shortcut+O", w::open),
                item(i18n, "item-save", "action.save", "Shortcut+S", w::save),
                item(i18n, "item-tags", "action.tags", null, w::tags),
                item(i18n, "item-review", "action.review", null, w::reviewGame),
                new SeparatorMenuItem(),
                item(i18n, "item-copy-fen", "action.copyFen", null, w::copyFen),
                item(i18n, "item-paste-fen", "action.pasteFen", null, w::pasteFen),
                item(i18n, "item-copy-pgn", "action.copyPgn", null, w::copyPgn),
                item(i18n, "item-paste-pgn", "action.pastePgn", null, w::pastePgn),
                new SeparatorMenuItem(),
                item(i18n, "item-flip", "action.flip", null, w::flip),
                item(i18n, "item-resign", "action.resign", null, w::resign),
                item(i18n, "item-draw", "action.draw", null, w::offerDraw),
                item(i18n, "item-heroes", "action.heroes", null, w::heroes),
                rulesMenu(w),
                new SeparatorMenuItem(),
                item(i18n, "item-quit", "action.quit", "Shortcut+Q", w::quit));

        MenuItem undo = item(i18n, "item-undo", "action.undo", "Shortcut+Z", w::undo);
        MenuItem redo = item(i18n, "item-redo", "action.redo", "Shortcut+Y", game::redo);
        undo.disableProperty().bind(game.canUndoProperty().not());
        redo.disableProperty().bind(game.canRedoProperty().not());
        MenuItem mainLine = item(i18n, "item-main-line", "moves.mainLine", null, game::backToMainLine);
        MenuItem promote = item(i18n, "item-promote", "moves.promote", null, game::promoteVariation);
        MenuItem delete = item(i18n, "item-delete-variation", "moves.delete", null, game::deleteVariation);
        for (MenuItem m : new MenuItem[] {mainLine, promote, delete}) {
            m.disableProperty().bind(game.inVariationProperty().not());
        }
        Menu editMenu = menu(i18n, "menu-edit", "menu.edit", undo, redo, new SeparatorMenuItem(),
                item(i18n, "item-paste-game", "action.pasteGame", "Shortcut+Shift+V", w::pastePgn),
                new SeparatorMenuItem(), mainLine, promote, delete);

        CheckMenuItem projector = new CheckMenuItem();
        projector.setId("item-projector");
        i18n.bind(projector.textProperty(), "view.projector");
        projector.selectedProperty().bindBidirectional(board.projectorProperty());
        CheckMenuItem simplified = new CheckMenuItem();
        simplified.setId("item-simplified");
        i18n.bind(simplified.textProperty(), "view.simplified");
        simplified.selectedProperty().bindBidirectional(board.simplifiedProperty());
        CheckMenuItem arrows = new CheckMenuItem();
        arrows.setId("item-arrows");
        i18n.bind(arrows.textProperty(), "view.arrows");
        arrows.selectedProperty().bindBidirectional(w.boardArrows());
        Menu notation = menu(i18n, "menu-notation", "view.notation");
        ToggleGroup notations = new ToggleGroup();
        for (Notation kind : Notation.values()) {
            RadioMenuItem r = new RadioMenuItem();
            r.setId("notation-" + kind.name().toLowerCase());
            r.setToggleGroup(notations);
            r.textProperty().bind(i18n.text("notation." + kind));
            r.setSelected(game.notationProperty().get() == kind);
            r.setOnAction(e -> game.notationProperty().set(kind));
            notation.getItems().add(r);
        }
        Menu viewMenu = menu(i18n, "menu-view", "menu.view", projector, simplified, notation, arrows,
                new SeparatorMenuItem(), org.xqlab.ui.analysis.AnalysisWindow.menuItem(w),
                org.xqlab.ui.classroom.ClassroomView.menuItem(i18n, board.projectorProperty()),
                item(i18n, "item-experiments", "action.experiments", null, w::experiments),
                item(i18n, "item-oracle", "view.oracle", null, w::oracleEngine));

        ToggleGroup languages = new ToggleGroup();
        RadioMenuItem zh = new RadioMenuItem("中文");
        zh.setId("lang-zh");
        RadioMenuItem en = new RadioMenuItem("English");
        en.setId("lang-en");
        zh.setToggleGroup(languages);
        en.setToggleGroup(languages);
        zh.setSelected(i18n.isChinese());
        en.setSelected(!i18n.isChinese());
        zh.setOnAction(e -> i18n.setLocale(I18n.CHINESE));
        en.setOnAction(e -> i18n.setLocale(I18n.ENGLISH));
        i18n.localeProperty().addListener((o, a, v) -> (I18n.CHINESE.equals(v) ? zh : en).setSelected(true));
        Menu languageMenu = menu(i18n, "menu-language", "menu.language", zh, en);

        Menu helpMenu = menu(i18n, "menu-help", "menu.help", item(i18n, "item-about", "action.about", null, w::about));

        MenuBar bar = new MenuBar(gameMenu, editMenu, viewMenu, languageMenu, helpMenu);
        bar.setId("menu-bar");
        return bar;
    }

    /**
     * The toolbar: a row of buttons that wraps onto a second row when the window is too narrow for all of
     * them at the window's font size (projector mode), so no button hides behind an overflow arrow or is cut.
     */
    static FlowPane toolBar(MainWindow w) {
        I18n i18n = w.i18n();
        GameViewModel game = w.game();
        Button undo = button(i18n, "tb-undo", "action.undo", w::undo);
        Button redo = button(i18n, "tb-redo", "action.redo", game::redo);
        undo.disableProperty().bind(game.canUndoProperty().not());
        redo.disableProperty().bind(game.canRedoProperty().not());
        FlowPane bar = new FlowPane(4, 4, button(i18n, "tb-new", "action.new", w::newGame),
                button(i18n, "tb-new-engine", "action.newEngine", w::newGameAgainstEngine),
                button(i18n, "tb-setup", "action.setup", w::setupPosition),
                button(i18n, "tb-open", "action.open", w::open),
                button(i18n, "tb-save", "action.save", w::save),
                undo, redo,
                button(i18n, "tb-flip", "action.flip", w::flip),
                button(i18n, "tb-resign", "action.resign", w::resign),
                button(i18n, "tb-draw", "action.draw", w::offerDraw));
        bar.setId("tool-bar");
        bar.getStyleClass().add("tool-bar");
        return bar;
    }

    /**
     * Game ▸ Rules: the rule book that judges repetitions (perpetual check and chase), Asian or Chinese; the
     * choice applies to this game and the next ones and is remembered.
     */
    private static Menu rulesMenu(MainWindow w) {
        I18n i18n = w.i18n();
        Menu rules = menu(i18n, "menu-rules", "menu.rules");
        ToggleGroup group = new ToggleGroup();
        for (RepetitionJudge.RuleSet set : RepetitionJudge.RuleSet.values()) {
            RadioMenuItem r = new RadioMenuItem();
            r.setId("rules-" + set.key());
            r.setToggleGroup(group);
            r.textProperty().bind(i18n.text("rules." + set));
            r.setSelected(w.game().rules() == set);
            r.setOnAction(e -> w.setRules(set));
            rules.getItems().add(r);
        }
        return rules;
    }

    private static Menu menu(I18n i18n, String id, String key, MenuItem... items) {
        Menu m = new Menu();
        m.setId(id);
        i18n.bind(m.textProperty(), key);
        m.getItems().addAll(items);
        return m;
    }

    private static MenuItem item(I18n i18n, String id, String key, String accelerator, Runnable action) {
        MenuItem item = new MenuItem();
        item.setId(id);
        i18n.bind(item.textProperty(), key);
        if (accelerator != null) {
            item.setAccelerator(KeyCombination.keyCombination(accelerator));
        }
        item.setOnAction(e -> action.run());
        return item;
    }

    private static Button button(I18n i18n, String id, String key, Runnable action) {
        Button b = new Button();
        b.setId(id);
        i18n.bind(b.textProperty(), key);
        b.setOnAction(e -> action.run());
        b.setFocusTraversable(false);
        return b;
    }
}
