package org.xqlab.ui.play;

import org.xqlab.game.GameRecord;

import org.xqlab.ui.FxTexts;
import org.xqlab.ui.AppStyle;
import org.xqlab.ui.AppPreferences;
import org.xqlab.ui.I18n;
import org.xqlab.ui.MainBoard;
import org.xqlab.ui.WindowFit;
import org.xqlab.ui.board.BoardView;
import org.xqlab.ui.board.BoardViewModel;
import org.xqlab.ui.board.GameViewModel;
import org.xqlab.ui.engines.EngineExecutor;
import org.xqlab.ui.engines.Level;
import org.xqlab.ui.engines.Oracle;
import org.xqlab.ui.engines.OraclePanel;
import org.xqlab.ui.experiments.ExperimentPanel;

import javafx.application.Platform;
import javafx.beans.binding.Bindings;
import javafx.collections.ListChangeListener;
import javafx.scene.Scene;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Label;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TextInputControl;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.control.TextInputDialog;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.xqlab.game.HeroList;
import org.xqlab.game.Outcome;
import org.xqlab.rules.Notation;
import org.xqlab.rules.Position;

import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The main window's content: menu bar and toolbar on top ({@link MainMenus}), the board in the centre,
 * the move list on the right, a dock for analysis panels on the left (hidden while it holds no tab) and
 * the status line at the bottom (side to move or the game's end and result, check, and the latest note
 * such as why a move was refused). Display options and language start from {@link AppPreferences} and
 * are written back as they change. Keys: Left/Right/Home/End navigate, F flips (not while typing in a
 * text field); Ctrl+N/O/S/Z/Y are menu accelerators.
 */
public final class MainWindow implements MainBoard {
    /** The width of the move list and engine panel on the right, and of the dock on the left. */
    static final double SIDE_WIDTH = 290;
    static final double SIDE_MIN_WIDTH = 200;
    static final double DOCK_WIDTH = 380;
    private final AppPreferences prefs;
    private final I18n i18n;
    private final GameViewModel game = new GameViewModel();
    private final BoardViewModel board = new BoardViewModel(game);
    private final PlayController play;
    private final EnginePanel enginePanel;
    private final javafx.beans.property.BooleanProperty boardArrows = new javafx.beans.property.SimpleBooleanProperty();
    private final javafx.beans.property.BooleanProperty analysisArrows = new javafx.beans.property.SimpleBooleanProperty();
    private final EngineArrows engineArrows;
    private final Oracle oracle;
    private final ExternalEngineActions engineActions;
    private final RecordActions records;
    private final ReviewRun review = new ReviewRun(Platform::runLater,
            java.nio.file.Path.of(System.getProperty("user.home"), ".xiangqi-lab", "reviews"));
    private final MoveListView moveList;
    private final ReviewPanel reviewPanel;
    private Supplier<HeroList> heroes = HeroList::openDefault;
    private final BorderPane root = new BorderPane();
    private final TabPane dock = new TabPane();
    private final Scene scene;
    private Stage stage;
    private Stage experimentsStage;
    private final Runnable unstyleOwned;

    public MainWindow(AppPreferences prefs) {
        this(prefs, null);
    }

    /** A window on a game from {@code start} (null: the standard start position). */
    public MainWindow(AppPreferences prefs, Position start) {
        this(prefs, start, EngineExecutor.background());
    }

    /** A window whose engine runs on {@code engine}; its moves reach the board on the FX thread. */
    public MainWindow(AppPreferences prefs, Position start, EngineExecutor engine) {
        this.prefs = prefs;
        this.i18n = new I18n(prefs.language());
        this.play = new PlayController(game, engine, Platform::runLater);
        play.setHeroPrompt(this::askHeroName);
        play.setHeroes(() -> heroes.get());
        oracle = new Oracle(game, EngineExecutor.background(), Platform::runLater);
        engineActions = new ExternalEngineActions(prefs, i18n, play, oracle, this::window);
        records = new RecordActions(i18n, game, play, this::window);
        if (start != null) {
            game.newGameFromFen(start.toString());
        }
        board.flippedProperty().set(prefs.flipped());
        board.projectorProperty().set(prefs.projectorMode());
        board.simplifiedProperty().set(prefs.simplifiedGlyphs());
        game.notationProperty().set(prefs.notation());
        game.setRules(prefs.rules());
        board.flippedProperty().addListener((o, a, v) -> prefs.setFlipped(v));
        board.projectorProperty().addListener((o, a, v) -> prefs.setProjectorMode(v));
        board.simplifiedProperty().addListener((o, a, v) -> prefs.setSimplifiedGlyphs(v));
        game.notationProperty().addListener((o, a, v) -> prefs.setNotation(v));
        i18n.localeProperty().addListener((o, a, v) -> prefs.setLanguage(v));
        boardArrows.set(prefs.boardArrows());
        analysisArrows.set(prefs.analysisArrows());
        boardArrows.addListener((o, a, v) -> prefs.setBoardArrows(v));
        analysisArrows.addListener((o, a, v) -> prefs.setAnalysisArrows(v));
        engineArrows = new EngineArrows(game, board, play.thinking(), boardArrows);

        root.setId("main");
        root.setTop(new VBox(MainMenus.menuBar(this), MainMenus.toolBar(this)));
        root.setCenter(new BoardView(board));
        moveList = new MoveListView(game, i18n);
        enginePanel = new EnginePanel(game, play, i18n);
        enginePanel.addOracle(new OraclePanel(oracle, game, i18n));
        reviewPanel = new ReviewPanel(review, game, i18n, this::explain);
        enginePanel.addReview(reviewPanel);
        review.reviewProperty().addListener((o, a, r) -> {
            moveList.showMarks(review::markAt);
            enginePanel.graph().showReview(review::markAt);
            enginePanel.graphChanged();
        });
        // the engine box scrolls when the column is short of room (projector mode at 1024×768, the oracle on):
        // the move list keeps at least eight rows (its minimum height, app.css)
        javafx.scene.control.ScrollPane engineScroll = new javafx.scene.control.ScrollPane(enginePanel);
        engineScroll.setId("engine-scroll");
        engineScroll.setFitToWidth(true);
        engineScroll.setHbarPolicy(javafx.scene.control.ScrollPane.ScrollBarPolicy.NEVER);
        engineScroll.setMinHeight(0);
        // review mode: the engine box shows the graph and the review instead of the engine's thinking, fitted to the
        // column's height (the review's list gives up its spare rows first) and scrolled so that the graph is wholly
        // in sight, then as much of the review below it as there is room for; a game that no longer holds the
        // reviewed moves (a new game, a file opened) leaves it
        review.stateProperty().addListener((o, a, v) -> {
            boolean on = v != ReviewRun.State.IDLE;
            enginePanel.setReviewMode(on);
            engineScroll.setFitToHeight(on);
            Platform.runLater(() -> {
                engineScroll.layout();
                engineScroll.setVvalue(on ? graphInSight(engineScroll) : engineScroll.getVmax());
            });
        });
        // and again when the box's room or content changes in review mode (projector mode, the language, the size)
        javafx.beans.InvalidationListener refit = x -> {
            if (review.stateProperty().get() != ReviewRun.State.IDLE) {
                Platform.runLater(() -> engineScroll.setVvalue(graphInSight(engineScroll)));
            }
        };
        engineScroll.viewportBoundsProperty().addListener(refit);
        enginePanel.heightProperty().addListener(refit);
        game.getRows().addListener((ListChangeListener<GameViewModel.Row>) c -> {
            if (review.stateProperty().get() != ReviewRun.State.IDLE
                    && review.stateProperty().get() != ReviewRun.State.EMPTY && !review.reviewed(game.getRecord())) {
                review.clear();
            }
        });
        VBox right = new VBox(moveList, engineScroll);
        VBox.setVgrow(moveList, Priority.ALWAYS);
        // a fixed share for the side panel: a long opening name or engine line is wrapped or cut short
        // instead of widening the panel, so the board keeps the rest of the window
        right.setPrefWidth(SIDE_WIDTH);
        right.setMinWidth(SIDE_MIN_WIDTH);
        right.setMaxWidth(SIDE_WIDTH);
        root.setRight(right);
        root.setBottom(statusBar());
        dock.setId("dock");
        dock.setPrefWidth(DOCK_WIDTH);
        dock.setMinWidth(SIDE_MIN_WIDTH);
        dock.getTabs().addListener((ListChangeListener<Tab>) c -> root.setLeft(dock.getTabs().isEmpty() ? null : dock));
        board.projectorProperty().addListener((o, a, v) -> updateProjectorStyle());
        updateProjectorStyle();

        double[] size = WindowFit.scene(1100, 820);
        scene = new Scene(root, size[0], size[1]);
        AppStyle.apply(scene);
        AppStyle.followLanguage(root, i18n.localeProperty());
        // its dialogs and the experiments window take the stylesheet and follow projector mode and the language
        unstyleOwned = AppStyle.styleOwnedWindows(this::window, board.projectorProperty(), i18n.localeProperty());
        scene.addEventFilter(KeyEvent.KEY_PRESSED, this::onKey);
        records.installDrop(scene);
    }

    /**
     * The engine box's scroll value that shows as much of its end as there is room for with the score graph's top
     * still in sight: the end when the graph and all below it fit, else the graph at the top.
     */
    private double graphInSight(javafx.scene.control.ScrollPane scroll) {
        double content = enginePanel.getLayoutBounds().getHeight();
        double view = scroll.getViewportBounds().getHeight();
        if (content <= view) {
            return scroll.getVmax();
        }
        double top = enginePanel.graph().getBoundsInParent().getMinY();
        return Math.min(scroll.getVmax(), scroll.getVmin() + (scroll.getVmax() - scroll.getVmin()) * top / (content - view));
    }

    private void updateProjectorStyle() {
        AppStyle.projector(root, board.projectorProperty().get());
    }

    private HBox statusBar() {
        Label turn = new Label();
        turn.setId("status-turn");
        turn.textProperty().bind(Bindings.createStringBinding(this::turnText, i18n.localeProperty(),
                game.positionProperty(), game.outcomeProperty()));
        Label outcome = new Label();
        outcome.setId("status-outcome");
        outcome.textProperty().bind(Bindings.createStringBinding(this::outcomeText, i18n.localeProperty(),
                game.outcomeProperty()));
        Label note = new Label();
        note.setId("status-note");
        note.textProperty().bind(Bindings.createStringBinding(() -> {
            GameViewModel.Note n = game.noteProperty().get();
            if (n == null) {
                return "";
            }
            String detail = n.detail(i18n);
            return i18n.get(n.key()) + (detail == null ? "" : i18n.get("note.separator") + detail);
        }, i18n.localeProperty(), game.noteProperty()));
        HBox bar = new HBox(turn, outcome, note);
        bar.setId("status-bar");
        return bar;
    }

    private String turnText() {
        Position p = game.getPosition();
        if (game.outcomeProperty().get() != null) {
            return "";
        }
        String text = i18n.get("status.toMove", i18n.get("side." + p.sideToMove()));
        return p.inCheck() ? text + "  " + i18n.get("status.check") : text;
    }

    private String outcomeText() {
        return OutcomeMessage.text(i18n, game.outcomeProperty().get(), game.getRecord().repetitionVerdict());
    }

    private void onKey(KeyEvent e) {
        if (e.isShortcutDown() || e.isAltDown() || scene.getFocusOwner() instanceof TextInputControl) {
            return;
        }
        switch (e.getCode()) {
            case LEFT -> game.prev();
            case RIGHT -> game.next();
            case HOME -> game.first();
            case END -> game.last();
            case F -> flip();
            default -> {
                return;
            }
        }
        e.consume();
    }

    // ------------------------------------------------------------------ actions (menus and toolbar)

    void flip() {
        board.flippedProperty().set(!board.flippedProperty().get());
    }

    void copyFen() {
        ClipboardContent content = new ClipboardContent();
        content.putString(game.fen());
        Clipboard.getSystemClipboard().setContent(content);
        game.noteProperty().set(GameViewModel.Note.of("note.fenCopied"));
    }

    void pasteFen() {
        Clipboard clip = Clipboard.getSystemClipboard();
        String fen = clip.hasString() ? clip.getString() : "";
        play.newGame(fen, play.level(0), play.level(1));
    }

    void copyPgn() {
        ClipboardContent content = new ClipboardContent();
        content.putString(game.pgn());
        Clipboard.getSystemClipboard().setContent(content);
        game.noteProperty().set(GameViewModel.Note.of("note.pgnCopied"));
    }

    /** Paste PGN / Edit ▸ Paste game: any text record (several games: pick one); asks before replacing an unsaved game. */
    void pastePgn() {
        records.pasteGame();
    }

    void newGame() {
        if (records.confirmDiscard()) {
            play.newGame(null, null, null);
        }
    }

    /** Asks for the players (people or levels) and starts a new game with them (asking first about an unsaved game). */
    public void newGameAgainstEngine() {
        if (records.confirmDiscard()) {
            engineActions.newGame();
        }
    }

    /** Game ▸ Game information…: the tags, editable. */
    void tags() {
        records.tags();
    }

    /** Game ▸ Change players…: keeps the game as it is. */
    void changePlayers() {
        engineActions.changePlayers();
    }

    /** View ▸ Oracle engine…. */
    public void oracleEngine() {
        engineActions.chooseOracle();
    }

    /** The piece palette editor, starting from the position on the board. */
    void setupPosition() {
        SetupDialog.create(window(), i18n, game.fen()).showAndWait()
                .ifPresent(fen -> play.newGame(fen, play.level(0), play.level(1)));
    }

    void undo() {
        play.undo();
    }

    void moveNow() {
        play.moveNow();
    }

    /** Asks about an unsaved game, then for a record file of any format (see {@link RecordActions}). */
    void open() {
        records.open();
    }

    /**
     * Opens a record file of any format as a game between people, asking first about an unsaved game and,
     * for a file of several games, which one; a bad file leaves the game as it is (the note says why). A file
     * over a megabyte is read in the background with its progress shown; true then means the reading started.
     */
    public boolean open(Path file) {
        return records.confirmDiscard() && records.open(file);
    }

    /** Save as PGN, PGN for XQWizard (GBK), DhtmlXQ or XQF. */
    void save() {
        records.save();
    }

    private String askHeroName(Level level, int side, int moves, int seconds) {
        TextInputDialog dialog = new TextInputDialog(System.getProperty("user.name", ""));
        dialog.initOwner(window());
        dialog.setTitle(i18n.get("heroes.title"));
        dialog.setHeaderText(i18n.get("heroes.won", i18n.get(level.nameKey()), moves, seconds / 60, seconds % 60));
        dialog.setContentText(i18n.get("heroes.name"));
        dialog.getEditor().setId("hero-name");
        FxTexts.buttons(dialog.getDialogPane(), i18n); // OK and Cancel in the window's language
        return dialog.showAndWait().orElse(null);
    }

    void resign() {
        if (game.outcomeProperty().get() != null) {
            return;
        }
        String side = i18n.get("side." + game.getPosition().sideToMove());
        if (confirm("dialog.resign.title", i18n.get("dialog.resign.text", side))) {
            game.resign();
        }
    }

    void offerDraw() {
        if (game.outcomeProperty().get() != null) {
            return;
        }
        int mover = game.getPosition().sideToMove();
        String text = i18n.get("dialog.draw.text", i18n.get("side." + mover), i18n.get("side." + (mover ^ 1)));
        if (confirm("dialog.draw.title", text)) {
            game.agreeDraw();
        }
    }

    void heroes() {
        try (HeroList list = heroes.get()) {
            HeroListDialog.show(window(), i18n, list);
        }
    }

    /** Where the hero list lives (tests point it at a temporary file). */
    public void setHeroStore(Path base) {
        heroes = () -> new HeroList(base);
    }

    void about() {
        Alert alert = new Alert(Alert.AlertType.INFORMATION, i18n.get("about.text"), ButtonType.OK);
        FxTexts.buttons(alert.getDialogPane(), i18n);
        alert.setTitle(i18n.get("about.title"));
        alert.setHeaderText(i18n.get("app.title"));
        alert.initOwner(window());
        alert.showAndWait();
    }

    /** What ends the program after Quit (a test replaces it to watch the exit without ending its JVM). */
    static volatile Runnable exit = javafx.application.Platform::exit;

    /**
     * Game ▸ Quit: asks once about an unsaved game, then closes every window of the program (analysis,
     * classroom, dialogs), this one last, and ends the program.
     */
    void quit() {
        if (stage == null || !records.confirmDiscard(true)) {
            return;
        }
        for (Window w : new java.util.ArrayList<>(Window.getWindows())) {
            if (w != stage) {
                w.hide();
            }
        }
        stage.close();
        exit.run();
    }

    private boolean confirm(String titleKey, String text) {
        Alert alert = new Alert(Alert.AlertType.CONFIRMATION, text, ButtonType.YES, ButtonType.NO);
        FxTexts.buttons(alert.getDialogPane(), i18n);
        alert.setTitle(i18n.get(titleKey));
        alert.setHeaderText(null);
        alert.initOwner(window());
        Optional<ButtonType> answer = alert.showAndWait();
        return answer.isPresent() && answer.get() == ButtonType.YES;
    }

    private Window window() {
        return scene.getWindow();
    }

    // ------------------------------------------------------------------ stage, dock, accessors

    /** Puts the window on a stage: title, remembered bounds, and saving the bounds when it closes. */
    public void attach(Stage stage) {
        this.stage = stage;
        stage.titleProperty().bind(i18n.text("app.title"));
        double[] b = prefs.windowBounds();
        if (!Double.isNaN(b[2]) && !Double.isNaN(b[3])) { // sizes out of range come back as NaN
            stage.setWidth(b[2]);
            stage.setHeight(b[3]);
            if (!Double.isNaN(b[0]) && !Double.isNaN(b[1])) {
                stage.setX(b[0]);
                stage.setY(b[1]);
            }
        }
        stage.setScene(scene);
        WindowFit.place(stage);
        stage.setOnCloseRequest(e -> {
            if (!records.confirmDiscard(true)) { // closing the main window ends the program
                e.consume();
            }
        });
        stage.setOnHidden(e -> {
            shutdown();
            saveState();
        });
    }

    /**
     * Game ▸ Review game…: reviews the game's main line with the engine ({@code full}, one second a position,
     * positions in parallel on every core) off the FX thread; the engine box shows the progress, time left and
     * Cancel, then the marks (docs/review.md).
     */
    void reviewGame() {
        reviewGame(org.xqlab.review.ReviewSettings.defaults());
    }

    /** Reviews the main line with {@code settings} (tests and the docs' figures give a node budget). */
    public void reviewGame(org.xqlab.review.ReviewSettings settings) {
        review.start(game.getRecord(), settings);
    }

    /** The window's review (tests, the docs' figures). */
    public ReviewRun review() {
        return review;
    }

    /** Selects the review list's first mark, as a click on it does (the docs' figures). */
    public void selectFirstReviewMark() {
        reviewPanel.list().getSelectionModel().select(0);
    }

    /** The engine box's score graph (tests). */
    ScoreGraph enginePanelGraph() {
        return enginePanel.graph();
    }

    /** The review's section of the engine box (tests). */
    ReviewPanel reviewPanel() {
        return reviewPanel;
    }

    /**
     * Why? on a reviewed mistake: the board goes to the position before it, and the analysis window searches
     * that position with the played move and the engine's better move as its only root moves, to its end.
     */
    void explain(org.xqlab.review.MoveReview m) {
        GameRecord.Node node = review.nodeAt(m.ply());
        game.goTo(node.parent());
        String fen = org.xqlab.rules.Fen.format(game.getRecord().positionAt(node.parent()));
        String moves = org.xqlab.rules.Move.iccs(m.move())
                + (m.bestMove() == 0 || m.bestMove() == m.move() ? "" : " " + org.xqlab.rules.Move.iccs(m.bestMove()));
        org.xqlab.ui.analysis.AnalysisWindow.open(this).compareMoves(fen, moves, WHY_DEPTH);
    }

    /** The depth of Why?'s search: a tree small enough to read, deep enough to see the refutation. */
    static final int WHY_DEPTH = 4;

    /** Stops the engine and the panel's frame timer (the window is closing). */
    public void shutdown() {
        review.cancel();
        play.shutdown();
        unstyleOwned.run();
        oracle.shutdown();
        enginePanel.stop();
        engineArrows.stop();
    }

    /** Writes window bounds and every remembered option to the preferences store. */
    public void saveState() {
        Window w = scene.getWindow();
        if (w != null) {
            prefs.setWindowBounds(w.getX(), w.getY(), w.getWidth(), w.getHeight());
        }
        prefs.flush();
    }

    /** Adds an analysis panel to the dock (the dock appears with its first tab). */
    public void dock(Tab tab) {
        dock.getTabs().add(tab);
    }

    /**
     * View ▸ Experiments: the experiments window, one for the program (a second call while it shows brings it to the
     * front), wide enough for its tables and charts on a 1024×768 screen; it offers ~/.xiangqi-lab/experiments for
     * the results until the user chooses another folder, and follows projector mode and the language. Closed, it
     * cancels a run still going (finished searches are kept, as with Stop) and is let go; the next call opens a
     * new one.
     */
    public void experiments() {
        if (experimentsStage == null) {
            ExperimentPanel panel = new ExperimentPanel(i18n.follower(),
                    java.nio.file.Path.of(System.getProperty("user.home"), ".xiangqi-lab", "experiments"));
            double[] size = WindowFit.scene(1000, 720);
            Scene s = new Scene(panel, size[0], size[1]);
            AppStyle.apply(s);
            AppStyle.projector(panel, board.projectorProperty().get()); // and follows it (styleOwnedWindows)
            Stage st = new Stage();
            st.initOwner(window());
            st.titleProperty().bind(i18n.text("experiment.title"));
            st.setScene(s);
            WindowFit.place(st);
            st.setOnHidden(e -> {
                panel.close();
                if (experimentsStage == st) {
                    experimentsStage = null;
                }
            });
            experimentsStage = st;
        }
        experimentsStage.show();
        experimentsStage.toFront();
    }

    /** The experiments window while View ▸ Experiments shows it, else null. */
    public Stage experimentsWindow() {
        return experimentsStage;
    }

    @Override
    public Position boardPosition() {
        return game.getPosition().copy();
    }

    @Override
    public Notation boardNotation() {
        return game.notationProperty().get();
    }

    @Override
    public boolean loadPosition(String fen) {
        return play.newGame(fen, play.level(0), play.level(1));
    }

    @Override
    public javafx.beans.value.ObservableBooleanValue projectorMode() {
        return board.projectorProperty();
    }

    @Override
    public javafx.beans.property.BooleanProperty analysisArrows() {
        return analysisArrows;
    }

    /** View ▸ Engine's line as arrows: the engine's principal variation drawn on this board. */
    public javafx.beans.property.BooleanProperty boardArrows() {
        return boardArrows;
    }

    @Override
    public Scene scene() {
        return scene;
    }

    @Override
    public I18n i18n() {
        return i18n;
    }

    /** Judges repetitions by {@code rules} from now on (this game and the next ones) and remembers the choice. */
    public void setRules(org.xqlab.rules.RepetitionJudge.RuleSet rules) {
        game.setRules(rules);
        prefs.setRules(rules);
    }

    public GameViewModel game() {
        return game;
    }

    public PlayController play() {
        return play;
    }

    public Oracle oracle() {
        return oracle;
    }

    public BoardViewModel board() {
        return board;
    }

    public TabPane dockPane() {
        return dock;
    }
}
