package org.xqlab.ui.engines;

import org.xqlab.protocol.Dialect;
import org.xqlab.protocol.EngineSpec;
import org.xqlab.search.ParallelSearch;
import org.xqlab.search.SearchConfig;
import org.xqlab.search.SearchLimits;

import java.util.List;

/**
 * How strongly the engine plays: a {@link SearchConfig}, a depth limit, a time limit per move, and for
 * the weaker levels a little randomness (the config key {@code random}: noise in centipawns added to
 * the root moves, so a weak engine does not always pick the same move; {@link #configForGame} sets the
 * {@code seed} so every game differs). The first limit reached ends the engine's move.
 *
 * <p>{@link #EASY}: depth 2, 0.5 s, noise 80 cp (misses simple tactics now and then). {@link #MEDIUM}:
 * depth 4, 1 s, noise 20 cp. {@link #HARD}: full strength, no depth limit, 3 s, no noise, and every core the
 * machine offers ({@link #threads()}: {@link ParallelSearch#availableThreads()}, at most eight); the other levels
 * and custom ones search on one thread. A custom
 * level is any preset of {@link SearchConfig#presetNames()} with {@code key=value} changes and its own
 * depth and time; bad input throws {@link IllegalArgumentException} with SearchConfig's message.
 * {@link #heroLevel()} is the number the hero list files the level under (1 easy … 4 custom).
 *
 * <p>An {@link #external external} level is another program: a UCCI or UCI engine executable
 * ({@link #engine()}, never null there and null for our own levels) given {@code moveTimeMillis} per
 * move; its {@code config} and {@code depth} are not used, and wins against it do not enter the hero
 * list ({@link #heroLevel()} 0).
 */
public record Level(String id, int heroLevel, SearchConfig config, int depth, long moveTimeMillis, EngineSpec engine,
                    int threads) {
    public static final Level EASY = new Level("easy", 1, SearchConfig.defaults().with("random=80"), 2, 500);
    public static final Level MEDIUM = new Level("medium", 2, SearchConfig.defaults().with("random=20"), 4, 1000);
    public static final Level HARD = new Level("hard", 3, SearchConfig.defaults(), SearchLimits.MAX_DEPTH, 3000, null,
            ParallelSearch.availableThreads());
    /** The hero-list number of every custom level. */
    public static final int CUSTOM_HERO_LEVEL = 4;

    /** One of this program's own levels, searching on one thread. */
    public Level(String id, int heroLevel, SearchConfig config, int depth, long moveTimeMillis) {
        this(id, heroLevel, config, depth, moveTimeMillis, null);
    }

    /** A level searching on one thread (an external one: the engine's threads are its own options). */
    public Level(String id, int heroLevel, SearchConfig config, int depth, long moveTimeMillis, EngineSpec engine) {
        this(id, heroLevel, config, depth, moveTimeMillis, engine, 1);
    }

    public Level {
        if (engine != null && engine.inProcess()) {
            throw new IllegalArgumentException("an external level needs a ucci: or uci: engine, not " + engine.text());
        }
        if (depth < 1 || depth > SearchLimits.MAX_DEPTH) {
            throw new IllegalArgumentException("depth must be from 1 to " + SearchLimits.MAX_DEPTH + ", not " + depth);
        }
        if (moveTimeMillis < 10 || moveTimeMillis > 3_600_000) {
            throw new IllegalArgumentException("time per move must be from 10 ms to one hour, not " + moveTimeMillis + " ms");
        }
        if (threads < 1 || threads > ParallelSearch.MAX_THREADS) {
            throw new IllegalArgumentException("threads must be from 1 to " + ParallelSearch.MAX_THREADS + ", not " + threads);
        }
    }

    /** Easy, Medium, Hard. */
    public static List<Level> standard() {
        return List.of(EASY, MEDIUM, HARD);
    }

    /** A custom level: a preset with {@code key=value} changes (commas or new lines), a depth and a time. */
    public static Level custom(String preset, String changes, int depth, long moveTimeMillis) {
        SearchConfig config = SearchConfig.preset(preset).with(changes == null ? "" : changes);
        return new Level("custom", CUSTOM_HERO_LEVEL, config, depth, moveTimeMillis);
    }

    /**
     * An external engine: {@code command} (the executable and its arguments, split at spaces) speaking
     * {@code dialect}, thinking {@code moveTimeMillis} per move. A blank command throws
     * {@link IllegalArgumentException}.
     */
    public static Level external(Dialect dialect, String command, long moveTimeMillis) {
        if (command == null || command.isBlank()) {
            throw new IllegalArgumentException("the external engine needs a command, e.g. /usr/games/fairy-stockfish");
        }
        EngineSpec spec = EngineSpec.parse((dialect == Dialect.UCCI ? "ucci:" : "uci:") + command.strip());
        return new Level("external", 0, SearchConfig.defaults(), SearchLimits.MAX_DEPTH, moveTimeMillis, spec);
    }

    /** True for another program's engine. */
    public boolean isExternal() {
        return engine != null;
    }

    /** The standard level with this id (easy, medium, hard), or null. */
    public static Level byId(String id) {
        return standard().stream().filter(l -> l.id.equals(id)).findFirst().orElse(null);
    }

    /** The limits of one move. */
    public SearchLimits limits() {
        return SearchLimits.moveTime(moveTimeMillis).withDepth(depth);
    }

    /** The config for one game: with the noise seeded by {@code seed} when the level has noise. */
    public SearchConfig configForGame(int seed) {
        return Integer.parseInt(config.get(SearchConfig.Key.RANDOM)) > 0
                ? config.with("seed", Integer.toString(Math.floorMod(seed, Integer.MAX_VALUE))) : config;
    }

    /** The message key of the level's name ({@code level.easy} …). */
    public String nameKey() {
        return "level." + id;
    }

    /** The message key of a hero-list level number. */
    public static String heroLevelKey(int heroLevel) {
        return switch (heroLevel) {
            case 1 -> "level.easy";
            case 2 -> "level.medium";
            case 3 -> "level.hard";
            case 0 -> "level.external";
            default -> "level.custom";
        };
    }
}
