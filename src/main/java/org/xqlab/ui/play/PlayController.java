package org.xqlab.ui.play;

import org.xqlab.ui.board.GameViewModel;
import org.xqlab.ui.engines.EngineExecutor;
import org.xqlab.ui.engines.EngineThinking;
import org.xqlab.ui.engines.ExternalSeats;
import org.xqlab.ui.engines.Level;

import org.xqlab.book.OpeningBook;
import org.xqlab.game.GameRecord;
import org.xqlab.game.HeroList;
import org.xqlab.game.Outcome;
import org.xqlab.protocol.EngineClient;
import org.xqlab.protocol.EngineException;
import org.xqlab.protocol.EngineReply;
import org.xqlab.protocol.MoveBudget;
import org.xqlab.rules.Fen;
import org.xqlab.rules.Move;
import org.xqlab.rules.Piece;
import org.xqlab.rules.Position;
import org.xqlab.search.SearchResult;
import org.xqlab.search.ParallelSearch;

import java.time.Clock;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.WeakHashMap;
import java.util.concurrent.Executor;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * Who moves which side, and the engine's turns. Each side is a person ({@code null}) or a {@link Level};
 * both people is human vs human, both levels is engine vs engine.
 *
 * <p>Whenever the game stands at the end of its line, is not over and an engine is to move, the
 * controller searches a copy of the position on the {@link EngineExecutor} (never on the caller's
 * thread in the app), reporting through {@link #thinking()}, and hands the result to {@code uiThread}
 * (the FX thread in the app), which plays it unless the game moved on meanwhile (every search carries
 * a generation number; {@link #stop()} bumps it and stops the searcher). Going back in the game does not
 * wake the engine; playing a move at the end does. {@link #undo()} against an engine takes back the
 * engine's reply too, so the person is to move again. {@link #moveNow()} makes the engine play its best
 * move so far. {@link #pause()} / {@link #resume()} hold engine turns (engine vs engine).
 *
 * <p>Scores of engine moves are kept per game node (red's view) for the score graph. When a person wins
 * against a level in a game from the standard start, {@code heroPrompt} asks for a name and the win
 * (name, level, side, the person's moves, seconds since the game started, date) goes into the hero list
 * that {@code heroes} opens (and closes again).
 *
 * <p>An {@link Level#isExternal() external} level is another program's engine: its process starts on
 * the engine thread at its first turn and is given the game as start FEN and moves, with the level's time
 * per move; its reply fills {@link #thinking()} (score and depth when it reports them). When it dies,
 * stays silent or answers an illegal move, the game stays exactly as it was, its side passes to a person,
 * the status note ({@code engine.failed}) and {@code onEngineFailure} carry the engine's message (which
 * names it). Engine processes are closed on a new game, on {@link #setPlayers} and on {@link #shutdown()}.
 */
public final class PlayController {
    /** Asks the winner's name; null or blank declines. */
    public interface HeroPrompt {
        String askName(Level level, int side, int moves, int seconds);
    }

    /** The name of a person in the tags of a game against the engine. */
    public static final String PERSON = "Player";

    private final GameViewModel game;
    private final EngineExecutor engine;
    private final Executor uiThread;
    private final EngineThinking thinking = new EngineThinking();
    private final Map<GameRecord.Node, Integer> scores = new WeakHashMap<>();
    private final Level[] levels = new Level[2];
    private final ParallelSearch[] searchers = new ParallelSearch[2];
    private HeroPrompt heroPrompt;
    private Supplier<HeroList> heroes = HeroList::openDefault;
    private Clock clock = Clock.systemUTC();
    private long startMillis;
    private int generation;
    private final ExternalSeats seats = new ExternalSeats();
    private Runnable running; // stops the running search
    private Consumer<String> onEngineFailure = message -> { };
    private Consumer<EngineFailure> onEngineFailed = failure -> { };

    /**
     * An external engine's failure: the name the app gave it ({@link #playerName}), what kind of failure it
     * was, and the engine layer's own words (English, naming the program).
     */
    public record EngineFailure(String engine, org.xqlab.protocol.EngineException.Kind kind, String detail) {
        /** "fairy-stockfish (uci) did not answer in time. Detail: …" in the language of {@code i18n}. */
        public String text(org.xqlab.ui.I18n i18n) {
            return i18n.get("engine.failedDetail", PlayerNames.shown(i18n, engine),
                    i18n.get("engine.oracle.why." + kind.name()), detail);
        }
    }
    private int runningGeneration = -1;
    private boolean paused;
    private boolean heroHandled;
    private int seed = (int) System.nanoTime();
    private Runnable onScores = () -> { };

    public PlayController(GameViewModel game, EngineExecutor engine, Executor uiThread) {
        this.game = game;
        this.engine = engine;
        this.uiThread = uiThread;
        game.setHumanSide(side -> levels[side] == null);
        game.positionProperty().addListener((o, a, b) -> maybeStart());
        game.outcomeProperty().addListener((o, a, now) -> {
            if (now != null) {
                uiThread.execute(() -> checkHero(now)); // after the move's own event handling
            }
        });
        startMillis = clock.millis();
    }

    public EngineThinking thinking() {
        return thinking;
    }

    /** The level playing a side, or null for a person. */
    public Level level(int side) {
        return levels[side];
    }

    /** True while an engine search of this controller runs. */
    public synchronized boolean isThinking() {
        return running != null;
    }

    public void setHeroPrompt(HeroPrompt prompt) {
        this.heroPrompt = prompt;
    }

    /** The prompt a win over a level asks (tests show it the way a win does, to look at its dialog). */
    HeroPrompt heroPrompt() {
        return heroPrompt;
    }

    public void setHeroes(Supplier<HeroList> heroes) {
        this.heroes = heroes;
    }

    /** The clock for game time (tests pass a fixed one). */
    public void setClock(Clock clock) {
        this.clock = clock;
        startMillis = clock.millis();
    }

    /** The seed of the first game's noise (later games add one each); tests fix it. */
    public void setSeed(int seed) {
        this.seed = seed;
    }

    /** Called after an engine move's score is stored. */
    public void setOnScores(Runnable onScores) {
        this.onScores = onScores;
    }

    /** Called on the UI thread with the message when an external engine failed (after the note is set). */
    public void setOnEngineFailure(Consumer<String> onEngineFailure) {
        this.onEngineFailure = onEngineFailure;
    }

    /** Called on the UI thread with the failure, its kind and the engine's name, after {@code onEngineFailure}. */
    public void setOnEngineFailed(Consumer<EngineFailure> onEngineFailed) {
        this.onEngineFailed = onEngineFailed;
    }

    /** The engine's score (red's view) after the move of this node, or null. */
    public Integer scoreAt(GameRecord.Node node) {
        return scores.get(node);
    }

    /**
     * A new game from {@code fen} (null: the start) with these players; stops any search first. The
     * game stays unchanged if the FEN is bad (the note says why) and false is returned.
     */
    public boolean newGame(String fen, Level red, Level black) {
        stop();
        boolean ok = fen == null ? replaceGame(() -> { game.newGame(); return true; })
                : replaceGame(() -> game.newGameFromFen(fen));
        if (!ok) {
            return false;
        }
        seatPlayers(red, black);
        tagPlayers(true);
        scores.clear();
        thinking.reset(game.getPosition()); // the last game's depth, score and PV are gone
        heroHandled = false;
        paused = false;
        startMillis = clock.millis();
        maybeStart();
        return true;
    }

    /**
     * Changes who plays which side without touching the game (e.g. another opponent after an external
     * engine failed); the engine to move, if any, starts thinking.
     */
    public void setPlayers(Level red, Level black) {
        stop();
        seatPlayers(red, black);
        tagPlayers(false);
        heroHandled = true; // a game whose players changed midway enters no hero list
        maybeStart();
    }

    /** The name a player gets in the game's tags: {@value #PERSON}, or the engine with its level. */
    public static String playerName(Level level) {
        if (level == null) {
            return PERSON;
        }
        return level.isExternal() ? level.engine().label() : "Xiangqi Lab (" + levelName(level) + ")";
    }

    private static String levelName(Level level) {
        if (level.isExternal()) {
            return level.engine().label();
        }
        String id = level.id();
        return id.isEmpty() ? id : Character.toUpperCase(id.charAt(0)) + id.substring(1);
    }

    /**
     * Writes who plays into the tags when an engine takes part: Red, Black ({@link #playerName}), Level
     * (the engine's level, "red – black" when both are engines) and, for a new game, Date and Event.
     * The Result tag follows the game by itself. A game between people keeps its tags.
     */
    private void tagPlayers(boolean newGame) {
        if (levels[0] == null && levels[1] == null) {
            return;
        }
        Map<String, String> tags = game.getRecord().headers();
        if (newGame) {
            tags.put("Event", PlayerNames.APP_EVENT);
            tags.put("Date", LocalDate.ofInstant(clock.instant(), clock.getZone())
                    .format(java.time.format.DateTimeFormatter.ofPattern("yyyy.MM.dd")));
        }
        tags.put("Red", playerName(levels[Piece.RED]));
        tags.put("Black", playerName(levels[Piece.BLACK]));
        String red = levels[Piece.RED] == null ? null : levelName(levels[Piece.RED]);
        String black = levels[Piece.BLACK] == null ? null : levelName(levels[Piece.BLACK]);
        tags.put("Level", red != null && black != null ? red + " – " + black : red != null ? red : black);
        game.tagsChanged();
    }

    private void seatPlayers(Level red, Level black) {
        closeEngines();
        levels[Piece.RED] = red;
        levels[Piece.BLACK] = black;
        seed++;
        // the engines judge repetitions in their trees by the rules the game is judged by
        String rules = game.rules().key();
        searchers[Piece.RED] = red == null || red.isExternal() ? null
                : new ParallelSearch(red.configForGame(seed).with("rules", rules), red.threads());
        searchers[Piece.BLACK] = black == null || black.isExternal() ? null
                : new ParallelSearch(black.configForGame(seed + 7919).with("rules", rules), black.threads());
    }

    /** Closes the external engines on the engine thread, after the (stopped) search they may be running. */
    private void closeEngines() {
        EngineClient[] old = seats.takeAll();
        if (old[0] != null || old[1] != null) {
            engine.submit(() -> ExternalSeats.closeAll(old));
        }
    }

    private boolean replaceGame(Supplier<Boolean> action) {
        paused = true; // no engine turn while the game is being replaced
        try {
            return action.get();
        } finally {
            paused = false;
        }
    }

    /**
     * Replaces the game by what {@code load} reads (a file, pasted text) as a game between people; when
     * it returns false the game and the players stay as they were.
     */
    public boolean loadGame(BooleanSupplier load) {
        stop();
        boolean wasPaused = paused;
        paused = true;
        boolean ok = false;
        try {
            ok = load.getAsBoolean();
            if (ok) {
                closeEngines();
                levels[Piece.RED] = null;
                levels[Piece.BLACK] = null;
                scores.clear();
                heroHandled = true;
            }
        } finally {
            paused = wasPaused;
        }
        if (!ok) {
            maybeStart();
        }
        thinking.reset(game.getPosition());
        return ok;
    }

    /** Human vs human from the start position. */
    public void newGame() {
        newGame(null, null, null);
    }

    /** Takes back the last move, and the engine's reply before it when a person plays against it. */
    public void undo() {
        stop();
        paused = true;
        try {
            game.undo();
            if (!game.isHumanToMove() && (levels[0] == null) != (levels[1] == null) && game.canUndoProperty().get()) {
                game.undo();
            }
        } finally {
            paused = false;
        }
    }

    /** Stops the running search (its result is dropped). */
    public synchronized void stop() {
        generation++;
        if (running != null) {
            running.run();
        }
    }

    /** The engine plays its best move so far at once. */
    public synchronized void moveNow() {
        if (running != null) {
            running.run();
        }
    }

    /** No engine turns until {@link #resume()}; a running search is stopped. */
    public void pause() {
        paused = true;
        stop();
    }

    public void resume() {
        paused = false;
        maybeStart();
    }

    public boolean isPaused() {
        return paused;
    }

    /** Stops the engine for good (window closing). */
    public void shutdown() {
        paused = true;
        stop();
        closeEngines();
        engine.shutdown();
    }

    private void maybeStart() {
        Position p = game.getPosition();
        int side = p.sideToMove();
        Level level = levels[side];
        if (paused || level == null || game.outcomeProperty().get() != null || game.hasNext()) {
            return;
        }
        ParallelSearch searcher = searchers[side];
        int gen;
        synchronized (this) {
            if (running != null) {
                running.run();
            }
            gen = ++generation;
            running = level.isExternal() ? () -> seats.stop(side) : searcher::stop;
            runningGeneration = gen;
        }
        Position root = p.copy();
        long key = root.key();
        thinking.reset(root);
        if (level.isExternal()) {
            askExternal(gen, key, side, level);
            return;
        }
        engine.submit(() -> {
            if (!isCurrent(gen)) {
                uiThread.execute(() -> deliver(gen, key, Move.NONE, null));
                return;
            }
            // in the opening book the engine plays a book move at once (unless its config says book=false)
            int bookMove = searcher.config().useBook()
                    ? OpeningBook.bundled().choose(root, new Random(root.key() ^ seed)) : Move.NONE;
            if (bookMove != Move.NONE) {
                thinking.playedFromBook(bookMove);
                uiThread.execute(() -> deliver(gen, key, bookMove, null));
                return;
            }
            SearchResult result = searcher.search(root, level.limits(), thinking);
            uiThread.execute(() -> deliver(gen, key, result.bestMove(), result.score()));
        });
    }

    /** The external engine's turn: on the engine thread, with the game's start FEN and moves so far. */
    private void askExternal(int gen, long key, int side, Level level) {
        String startFen = game.getRecord().startFen();
        List<Integer> moves = ExternalSeats.movesToCursor(game.getRecord());
        engine.submit(() -> {
            if (!isCurrent(gen)) {
                uiThread.execute(() -> deliver(gen, key, Move.NONE, null));
                return;
            }
            long started = System.nanoTime();
            try {
                EngineClient client = seats.client(side, level);
                if (!isCurrent(gen)) { // the game moved on while the engine started
                    uiThread.execute(() -> deliver(gen, key, Move.NONE, null));
                    return;
                }
                EngineReply reply = client.think(startFen, moves, MoveBudget.moveTime(level.moveTimeMillis()));
                thinking.engineReplied(reply, (System.nanoTime() - started) / 1_000_000);
                Integer score = reply.hasScore() ? reply.score() : null;
                uiThread.execute(() -> deliver(gen, key, reply.bestMove(), score));
            } catch (EngineException | IllegalArgumentException e) {
                seats.drop(side);
                EngineFailure failure = new EngineFailure(playerName(level),
                        e instanceof EngineException ee ? ee.kind() : EngineException.Kind.OTHER, e.getMessage());
                uiThread.execute(() -> engineFailed(gen, side, failure));
            }
        });
    }

    /** The external engine of {@code side} failed: the game stays, a person takes the side, the note says why. */
    private void engineFailed(int gen, int side, EngineFailure failure) {
        String message = failure.detail();
        synchronized (this) {
            if (runningGeneration == gen) {
                running = null;
                runningGeneration = -1;
            }
            if (gen != generation) {
                return; // the game moved on (or closed); the failure no longer matters
            }
        }
        levels[side] = null;
        heroHandled = true;
        game.noteProperty().set(new GameViewModel.Note("engine.failed", message,
                i18n -> failure.text(i18n).replace('\n', ' ')));
        onEngineFailure.accept(message);
        onEngineFailed.accept(failure);
    }

    private synchronized boolean isCurrent(int gen) {
        return gen == generation;
    }

    /** Plays the engine's move on the UI thread unless the game moved on; {@code score} is null for book moves. */
    private void deliver(int gen, long key, int move, Integer score) {
        synchronized (this) {
            if (runningGeneration == gen) {
                running = null;
                runningGeneration = -1;
            }
            if (gen != generation || move == Move.NONE) {
                return;
            }
        }
        if (paused || game.getPosition().key() != key || game.hasNext()) {
            return;
        }
        int side = game.getPosition().sideToMove();
        game.playEngineMove(move);
        if (score != null) {
            scores.put(game.getRecord().cursor(), side == Piece.RED ? score : -score);
        }
        onScores.run();
    }

    private void checkHero(Outcome outcome) {
        if (heroHandled || outcome.isDraw() || heroPrompt == null || game.hasNext()) {
            return;
        }
        int winner = outcome.winner();
        Level beaten = levels[winner ^ 1];
        GameRecord record = game.getRecord();
        if (levels[winner] != null || beaten == null || beaten.isExternal() || !Fen.START.equals(record.startFen())) {
            return;
        }
        heroHandled = true;
        int plies = record.cursor().ply();
        int moves = winner == Piece.RED ? (plies + 1) / 2 : plies / 2;
        int seconds = (int) Math.max(0, (clock.millis() - startMillis) / 1000);
        String name = heroPrompt.askName(beaten, winner, moves, seconds);
        if (name == null || name.isBlank()) {
            return;
        }
        try (HeroList list = heroes.get()) {
            list.record(name.trim(), beaten.heroLevel(), winner, moves, seconds,
                    LocalDate.ofInstant(clock.instant(), clock.getZone()));
        }
    }
}
