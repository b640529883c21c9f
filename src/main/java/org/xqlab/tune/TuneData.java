package org.xqlab.tune;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.Set;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.xqlab.book.OpeningBook;
import org.xqlab.game.GameRecord;
import org.xqlab.game.Outcome;
import org.xqlab.game.RecordCollection;
import org.xqlab.game.RecordReader;
import org.xqlab.io.AtomicFile;
import org.xqlab.protocol.EngineSpec;
import org.xqlab.protocol.MatchGame;
import org.xqlab.protocol.MoveBudget;
import org.xqlab.protocol.Opening;
import org.xqlab.rules.Fen;
import org.xqlab.rules.MoveGenerator;
import org.xqlab.rules.Piece;
import org.xqlab.rules.Position;
import org.xqlab.search.Evaluator;

/**
 * A tuning data set: quiet positions, each labelled with the result of the game it comes from, from
 * red's point of view (1 red won, 0.5 draw, 0 black won) — or, relabelled by {@link TuneLabels}, with an
 * engine's expected score for red from its search (a number from 0 to 1). Positions come from game records (any format
 * {@link RecordReader} reads, files or whole folders) and from self-play games played with the match
 * machinery ({@link MatchGame} between in-process engines at a node budget, games in parallel, each
 * from its own opening of the bundled book's lines shuffled by the seed, the book after the opening —
 * so the same seed gives the same games whatever the number of threads).
 *
 * <p>The filter (the same for both sources): a game without a result ({@code *}) gives nothing; the
 * first {@code skipPlies} plies of each game are skipped (book knowledge, not evaluation); a position
 * is kept only when it is <em>quiet</em>: the side to move is not in check, and a capture-only
 * quiescence search with the default evaluation returns exactly the static evaluation (no capture
 * gains anything). Repeated positions (same FEN) are kept once.
 *
 * <p>The file is UTF-8 text, one position a line: {@code FEN ; result ; game N} (N numbers the games of
 * the set from 0; files without it, as older versions wrote them, are read too), with {@code #} comments.
 * It is saved atomically and read back by {@link #load}.
 */
public final class TuneData {
    /** One labelled position. */
    public record Entry(Position position, double result) {
    }

    /**
     * The positions as FEN text, their labels and games: a data set keeps about a hundred bytes a position;
     * the {@link Position}s (several kilobytes each) are made when {@link #entries} is first asked for.
     */
    private final List<String> fens;
    private final double[] results;
    /** The game each entry comes from, numbered from 0 within the set; -1 when the file did not say. */
    private final int[] games;
    private final String source;
    private List<Entry> entries;

    private TuneData(List<String> fens, double[] results, int[] games, String source) {
        if (fens.size() != results.length || fens.size() != games.length) {
            throw new IllegalArgumentException("as many FENs, results and games expected");
        }
        this.fens = List.copyOf(fens);
        this.results = results.clone();
        this.games = games.clone();
        this.source = source;
    }

    /** The labelled positions (parsed from the FENs at the first call and kept). */
    public synchronized List<Entry> entries() {
        if (entries == null) {
            List<Entry> out = new ArrayList<>(fens.size());
            for (int i = 0; i < fens.size(); i++) {
                out.add(new Entry(Fen.parse(fens.get(i)), results[i]));
            }
            entries = List.copyOf(out);
        }
        return entries;
    }

    public int size() {
        return fens.size();
    }

    /** The label of entry {@code i}: a game's result for red, or a search's expected score. */
    public double result(int i) {
        return results[i];
    }

    /** The game entry {@code i} comes from (numbered from 0 within the set), or -1 when not known. */
    public int game(int i) {
        return games[i];
    }

    /** Where the data came from (written as the file's first comment line). */
    public String source() {
        return source;
    }

    /** Builds a data set from games; games without a result are skipped. */
    public static TuneData ofGames(List<GameRecord> games, int skipPlies, String source) {
        Builder b = new Builder(skipPlies);
        for (GameRecord g : games) {
            b.add(g);
        }
        return b.build(source);
    }

    /** A data set read from game records and the number of games the records held. */
    public record Read(TuneData data, int games) {
    }

    /**
     * Builds a data set from the game records in the files and folders (recursively, in name order), one
     * game at a time: each file is indexed by {@link RecordCollection} (its text and a line a game), each
     * game parsed, filtered and dropped before the next, and repeated positions are recognised by their
     * 64-bit Zobrist key. Memory is thus the largest file's text, the index and about a hundred bytes a
     * kept position — a 20,000-game PGN runs in a 256 MB heap — where reading every game first would hold
     * some 30 KB a game. Files the reader cannot read inside a folder are reported and skipped; a file
     * named on its own must be readable.
     */
    public static Read readGames(List<Path> paths, int skipPlies, String source, Consumer<String> warnings) throws IOException {
        Builder b = new Builder(skipPlies);
        int count = 0;
        for (Path f : recordFiles(paths)) {
            RecordCollection records;
            try {
                records = RecordCollection.open(f);
            } catch (RuntimeException e) {
                if (paths.contains(f)) {
                    throw new IllegalArgumentException("cannot read game records from " + f + ": " + e.getMessage());
                }
                warnings.accept("skipped " + f + ": " + e.getMessage());
                continue;
            }
            for (int i = 0; i < records.size(); i++) {
                b.add(records.game(i));
                count++;
            }
        }
        return new Read(b.build(source), count);
    }

    private static List<Path> recordFiles(List<Path> paths) throws IOException {
        List<Path> out = new ArrayList<>();
        for (Path root : paths) {
            if (!Files.exists(root)) {
                throw new IllegalArgumentException("no such file or folder: " + root);
            }
            if (!Files.isDirectory(root)) {
                org.xqlab.io.InputFiles.require(root, "a game record", "no such file: " + root);
            }
            try (Stream<Path> s = Files.walk(root)) {
                out.addAll(s.filter(Files::isRegularFile).sorted().toList());
            }
        }
        return out;
    }

    /**
     * Plays {@code games} self-play games of {@code engine} against itself at {@code nodes} nodes a move
     * on {@code threads} threads, reporting one line per game. Game i starts from opening i of the
     * bundled book's lines shuffled by {@code seed} (with the same engine on both sides, swapping
     * colours would only replay the game), and after the last opening the list starts again with
     * {@link #varied random plies} added (1 to {@value #MAX_RANDOM_PLIES}, by round), seeded by the seed and the
     * game; each game has fresh
     * engines ({@link MatchGame}, {@link EngineSpec#start}), so the games do not depend on the threads.
     */
    public static List<GameRecord> selfPlay(String engine, int games, long nodes, int threads, long seed,
                                            Consumer<String> progress) throws InterruptedException {
        EngineSpec spec = EngineSpec.parse(engine);
        if (!spec.inProcess()) {
            throw new IllegalArgumentException("self-play needs an in-process engine (preset:NAME), not " + engine);
        }
        if (games < 1 || threads < 1 || nodes < 1) {
            throw new IllegalArgumentException("self-play needs at least one game, thread and node");
        }
        SelfPlay plan = new SelfPlay(spec, nodes, seed);
        java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(threads);
        List<java.util.concurrent.Future<GameRecord>> futures = new ArrayList<>();
        for (int i = 0; i < games; i++) {
            int game = i;
            futures.add(pool.submit(() -> plan.play(game, progress)));
        }
        pool.shutdown();
        List<GameRecord> out = new ArrayList<>();
        try {
            for (java.util.concurrent.Future<GameRecord> f : futures) {
                out.add(f.get());
            }
        } catch (java.util.concurrent.ExecutionException e) {
            pool.shutdownNow();
            throw new IllegalStateException("self-play failed: " + e.getCause(), e.getCause());
        }
        return out;
    }

    /**
     * The self-play games of one engine, budget and seed: game {@code i} (from 0) is the same game
     * whoever plays it, in whatever order or process (the runs of {@code tune data} and the shards of a
     * tune experiment play the same games).
     */
    public static final class SelfPlay {
        private final EngineSpec spec;
        private final MoveBudget budget;
        private final long seed;
        private final List<Opening> openings;
        private final OpeningBook book = OpeningBook.bundled();

        public SelfPlay(EngineSpec spec, long nodes, long seed) {
            if (!spec.inProcess()) {
                throw new IllegalArgumentException("self-play needs an in-process engine (preset:NAME), not " + spec);
            }
            if (nodes < 1) {
                throw new IllegalArgumentException("self-play needs at least one node a move");
            }
            this.spec = spec;
            this.budget = MoveBudget.nodes(nodes);
            this.seed = seed;
            List<Opening> list = new ArrayList<>(Opening.bundled());
            Collections.shuffle(list, new Random(seed));
            this.openings = List.copyOf(list);
        }

        /** Plays game {@code game} (from 0) and reports one line. */
        public GameRecord play(int game, Consumer<String> progress) {
            Opening opening = varied(openings.get(game % openings.size()), randomPlies(game / openings.size()),
                    new Random(seed * 31 + game));
            MatchGame.Result r = MatchGame.play(spec.start(book, seed * 1_000_003L + 2L * game, 0),
                    spec.start(book, seed * 1_000_003L + 2L * game + 1, 0), opening, budget, 300);
            progress.accept(String.format(Locale.ROOT, "game %d: %s %s, %d plies, %s", game + 1, r.outcome().result(),
                    r.outcome().kind().name().toLowerCase(Locale.ROOT), r.record().mainLine().size(), opening.name()));
            return r.record();
        }
    }

    /** Random plies after the opening at most: more would leave little of the opening and of sense. */
    static final int MAX_RANDOM_PLIES = 6;

    /**
     * The random plies of a round of openings: none in the first round, then 1, 2, … {@value #MAX_RANDOM_PLIES}
     * and again from 1 (each game draws its own random moves, so a repeated count gives new games).
     */
    static int randomPlies(int round) {
        return round == 0 ? 0 : 1 + (round - 1) % MAX_RANDOM_PLIES;
    }

    /**
     * The opening followed by {@code plies} random legal moves: once every opening has been played,
     * the next round of games starts one random ply further, the next two, … up to
     * {@value #MAX_RANDOM_PLIES} and then from one again (engines at a node budget would otherwise
     * replay the same games).
     */
    static Opening varied(Opening opening, int plies, Random random) {
        if (plies == 0) {
            return opening;
        }
        Position p = Fen.parse(opening.fen());
        List<Integer> moves = new ArrayList<>(opening.moves());
        moves.forEach(p::play);
        for (int k = 0; k < plies; k++) {
            int[] legal = p.legalMoves();
            if (legal.length == 0) {
                break;
            }
            int m = legal[random.nextInt(legal.length)];
            p.play(m);
            moves.add(m);
        }
        return new Opening(opening.name() + " +" + plies + " random", opening.fen(), moves);
    }

    /**
     * The largest data file read (64 MiB, some 900,000 positions, whose FEN strings take about four times that
     * in memory); a larger file is refused before it is read, naming the cap.
     */
    public static final long MAX_BYTES = 64L << 20;

    /** Reads a data file written by {@link #save} (at most {@link #MAX_BYTES}); errors name the file and line. */
    public static TuneData load(Path file) throws IOException {
        org.xqlab.io.InputFiles.require(file, "a tune data file", "no such data file: " + file);
        List<String> fens = new ArrayList<>();
        DoubleList results = new DoubleList();
        IntList games = new IntList();
        String source = file.toString();
        try (java.io.BufferedReader in = new java.io.BufferedReader(new java.io.InputStreamReader(
                org.xqlab.io.InputFiles.open(file, MAX_BYTES, "tune data file"), StandardCharsets.UTF_8))) {
            int n = 0;
            for (String raw = in.readLine(); raw != null; raw = in.readLine()) {
                n++;
                String t = raw.strip();
                if (t.startsWith("# source: ")) {
                    source = t.substring("# source: ".length());
                }
                if (t.isEmpty() || t.startsWith("#")) {
                    continue;
                }
                String[] fields = t.split(";", -1);
                String where = file + " line " + n + ": ";
                if (fields.length < 2 || fields.length > 3) {
                    throw new IllegalArgumentException(where + "expected 'FEN ; result ; game N', not '" + t + "'");
                }
                String fen = fields[0].strip();
                double result;
                try {
                    result = Double.parseDouble(fields[1].strip());
                } catch (NumberFormatException e) {
                    throw new IllegalArgumentException(where + "the result must be a number from 0 to 1, not '" + fields[1].strip() + "'");
                }
                int game = -1;
                if (fields.length == 3) {
                    String g = fields[2].strip();
                    if (g.matches("game \\d{1,9}")) {
                        game = Integer.parseInt(g.substring(5));
                    } else {
                        throw new IllegalArgumentException(where + "the third field must be 'game N' (N from 0), not '" + g + "'");
                    }
                }
                if (!(result >= 0 && result <= 1)) {
                    throw new IllegalArgumentException(where + "the result must be from 0 to 1 (1, 0.5 or 0 for a game's result,"
                            + " a fraction for a label from a search), not " + fields[1].strip());
                }
                try {
                    Fen.parse(fen);
                } catch (RuntimeException e) {
                    throw new IllegalArgumentException(where + "bad FEN: " + e.getMessage());
                }
                fens.add(fen);
                results.add(result);
                games.add(game);
            }
        }
        if (fens.isEmpty()) {
            throw new IllegalArgumentException(file + " holds no position");
        }
        return new TuneData(fens, results.toArray(), games.toArray(), source);
    }

    /** Saves the data set atomically. */
    public void save(Path file) throws IOException {
        StringBuilder sb = new StringBuilder();
        sb.append("# Xiangqi Lab tuning data: FEN ; result for red (1 win, 0.5 draw, 0 loss) ; game it comes from\n");
        sb.append("# source: ").append(source).append('\n');
        // the build that made the file (a data set is an experiment's input: its results name it, and it names this);
        // the build alone, no date or command line, so one seed gives the same file whatever the threads
        sb.append("# provenance: ").append(org.xqlab.build.Provenance.now().build()).append('\n');
        long red = java.util.Arrays.stream(results).filter(r -> r == 1).count();
        long draws = java.util.Arrays.stream(results).filter(r -> r == 0.5).count();
        long black = java.util.Arrays.stream(results).filter(r -> r == 0).count();
        if (red + draws + black == size()) {
            sb.append(String.format(Locale.ROOT, "# %d positions: %d from red wins, %d from draws, %d from black wins%n",
                    size(), red, draws, black));
        } else {
            sb.append(String.format(Locale.ROOT, "# %d positions labelled from 0 to 1 (a search's expected score for red), mean %.4f%n",
                    size(), java.util.Arrays.stream(results).average().orElse(0)));
        }
        for (int i = 0; i < fens.size(); i++) {
            sb.append(fens.get(i)).append(" ; ").append(result(results[i]));
            if (games[i] >= 0) {
                sb.append(" ; game ").append(games[i]);
            }
            sb.append('\n');
        }
        AtomicFile.writeString(file, sb.toString());
    }

    /**
     * Splits the set into a training part and a held-out part ({@code [training, held out]}) by game: the
     * share {@code holdout} (0 to 0.9) of the games, rounded, at least one and never all of them when the
     * share is above 0, is held out with all its positions — the games whose hash of their number and the
     * seed is lowest — so the held-out games are results the fit has not seen.
     * A set read from an older file that does not say which game a position comes from is split by
     * position instead (a hash of its Zobrist key): then positions of one game land on both sides, and
     * the held-out error is only a check for overfitting.
     */
    public TuneData[] split(double holdout, long seed) {
        if (!(holdout >= 0 && holdout <= 0.9)) {
            throw new IllegalArgumentException("the held-out share must be from 0 to 0.9, not " + holdout);
        }
        boolean byGame = byGame();
        Set<Integer> heldGameSet = byGame ? heldOutGames(holdout, seed) : Set.of();
        boolean[] held = new boolean[size()];
        boolean[] train = new boolean[size()];
        for (int i = 0; i < size(); i++) {
            held[i] = byGame ? heldGameSet.contains(games[i]) : heldOut(Fen.parse(fens.get(i)).key(), holdout, seed);
            train[i] = !held[i];
        }
        return new TuneData[] {subset(train, source + " (training)"), subset(held, source + " (held out)")};
    }

    /** Whether every position says which game it comes from, so that {@link #split} goes by game. */
    public boolean byGame() {
        return games.length > 0 && java.util.Arrays.stream(games).allMatch(g -> g >= 0);
    }

    /** The numbers of the games held out for the share and seed (see {@link #split}). */
    public Set<Integer> heldOutGames(double holdout, long seed) {
        List<Integer> distinct = java.util.Arrays.stream(games).distinct().sorted().boxed()
                .collect(java.util.stream.Collectors.toList());
        int n = distinct.size();
        int k = holdout <= 0 || n < 2 ? 0 : (int) Math.max(1, Math.min(n - 1, Math.round(holdout * n)));
        distinct.sort(java.util.Comparator.comparingLong((Integer g) -> gameHash(g, seed)).thenComparing(g -> g));
        return new HashSet<>(distinct.subList(0, k));
    }

    private static long gameHash(int game, long seed) {
        long h = (0x5851F42D4C957F2DL * (game + 1)) ^ (seed * 0x9E3779B97F4A7C15L);
        h *= 0xBF58476D1CE4E5B9L;
        h ^= h >>> 31;
        h *= 0x94D049BB133111EBL;
        return h ^ (h >>> 29);
    }

    /** Whether the position with Zobrist key {@code key} is held out for the share and seed. */
    public static boolean heldOut(long key, double holdout, long seed) {
        long h = (key ^ (seed * 0x9E3779B97F4A7C15L)) * 0xBF58476D1CE4E5B9L;
        h ^= h >>> 31;
        h *= 0x94D049BB133111EBL;
        h ^= h >>> 29;
        return (h >>> 11) * 0x1.0p-53 < holdout;
    }

    /** Merges two data sets (positions already in the first are not repeated). */
    public TuneData plus(TuneData other) {
        List<String> f = new ArrayList<>(fens);
        DoubleList r = new DoubleList();
        IntList g = new IntList();
        for (int i = 0; i < size(); i++) {
            r.add(results[i]);
            g.add(games[i]);
        }
        Set<String> seen = new HashSet<>();
        fens.forEach(x -> seen.add(boardAndSide(x)));
        // the other set's games are numbered after this set's
        int offset = java.util.Arrays.stream(games).max().orElse(-1) + 1;
        for (int i = 0; i < other.size(); i++) {
            if (seen.add(boardAndSide(other.fens.get(i)))) {
                f.add(other.fens.get(i));
                r.add(other.results[i]);
                int game = other.games[i];
                g.add(game < 0 ? -1 : game + offset);
            }
        }
        return new TuneData(f, r.toArray(), g.toArray(), source + " + " + other.source);
    }

    /** The FEN's board and side to move: repeated positions are kept once whatever the move counters say. */
    static String boardAndSide(String fen) {
        String[] f = fen.split(" ");
        return f.length >= 2 ? f[0] + " " + f[1] : fen;
    }

    private static String result(double r) {
        if (r == 1 || r == 0 || r == 0.5) {
            return r == 1 ? "1" : r == 0 ? "0" : "0.5";
        }
        return String.format(Locale.ROOT, "%.4f", r);
    }

    /**
     * The same positions (and games) with new labels, from 0 to 1 each, and a new source line; labels
     * are kept to four decimals, as the file keeps them.
     */
    public TuneData relabelled(double[] labels, String newSource) {
        if (labels.length != size()) {
            throw new IllegalArgumentException("expected " + size() + " labels, not " + labels.length);
        }
        double[] out = new double[labels.length];
        for (int i = 0; i < labels.length; i++) {
            if (!(labels[i] >= 0 && labels[i] <= 1)) {
                throw new IllegalArgumentException("label " + i + " is not from 0 to 1: " + labels[i]);
            }
            out[i] = Double.parseDouble(result(labels[i]));
        }
        return new TuneData(fens, out, games, newSource);
    }

    /** The positions whose index {@code keep} says, with their labels and games. */
    public TuneData subset(boolean[] keep, String newSource) {
        List<String> f = new ArrayList<>();
        DoubleList r = new DoubleList();
        IntList g = new IntList();
        for (int i = 0; i < size(); i++) {
            if (keep[i]) {
                f.add(fens.get(i));
                r.add(results[i]);
                g.add(games[i]);
            }
        }
        return new TuneData(f, r.toArray(), g.toArray(), newSource);
    }

    /** The FEN of entry {@code i}, as the file has it. */
    public String fen(int i) {
        return fens.get(i);
    }

    /** The result of a finished game for red, or NaN when it has none. */
    static double resultForRed(GameRecord g) {
        List<GameRecord.Node> line = g.mainLine();
        Outcome o = line.isEmpty() ? null : line.get(line.size() - 1).termination();
        if (o == null) {
            o = Outcome.of(org.xqlab.rules.GameEnd.of(line.isEmpty() ? g.positionAt(g.root())
                    : g.positionAt(line.get(line.size() - 1))));
        }
        String header = g.headers().getOrDefault("Result", "*").strip();
        if (o != null) {
            return o.isDraw() ? 0.5 : o.winner() == Piece.RED ? 1 : 0;
        }
        return switch (header) {
            case "1-0" -> 1;
            case "0-1" -> 0;
            case "1/2-1/2" -> 0.5;
            default -> Double.NaN;
        };
    }

    /**
     * Whether a position is quiet: not in check, and a capture-only search with the default evaluation
     * (stand pat, at most {@value #QUIET_DEPTH} captures deep) returns the static evaluation.
     */
    public static boolean isQuiet(Position p) {
        if (p.inCheck()) {
            return false;
        }
        int stand = Evaluator.defaults().evaluate(p);
        return quiesce(p, stand - 1, stand + 1, 0) == stand;
    }

    static final int QUIET_DEPTH = 6;

    private static int quiesce(Position p, int alpha, int beta, int depth) {
        int stand = Evaluator.defaults().evaluate(p);
        if (stand >= beta || depth >= QUIET_DEPTH) {
            return stand;
        }
        alpha = Math.max(alpha, stand);
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.generate(p, moves, 0, MoveGenerator.CAPTURES);
        for (int i = 0; i < n; i++) {
            if (!p.makeMove(moves[i])) {
                continue;
            }
            int score = -quiesce(p, -beta, -alpha, depth + 1);
            p.unmakeMove();
            if (score >= beta) {
                return score;
            }
            alpha = Math.max(alpha, score);
        }
        return alpha;
    }

    /**
     * Collects the quiet positions of games, one game at a time: FEN text, label and game; a repeated
     * position (same board and side to move) is recognised by its Zobrist key.
     */
    private static final class Builder {
        private final int skipPlies;
        private final List<String> fens = new ArrayList<>();
        private final DoubleList results = new DoubleList();
        private final IntList games = new IntList();
        private final LongSet seen = new LongSet();
        private int gameNumber;

        Builder(int skipPlies) {
            this.skipPlies = skipPlies;
        }

        void add(GameRecord g) {
            double result = resultForRed(g);
            if (Double.isNaN(result)) {
                return;
            }
            int game = gameNumber++;
            Position p = Fen.parse(g.startFen());
            int ply = 0;
            for (GameRecord.Node node : g.mainLine()) {
                p.play(node.move());
                ply++;
                if (ply <= skipPlies || !p.hasLegalMove() || !isQuiet(p)) {
                    continue;
                }
                if (seen.add(p.key())) {
                    fens.add(Fen.format(p));
                    results.add(result);
                    games.add(game);
                }
            }
        }

        TuneData build(String source) {
            return new TuneData(fens, results.toArray(), games.toArray(), source);
        }
    }

    /** A growing array of doubles. */
    private static final class DoubleList {
        private double[] a = new double[64];
        private int n;

        void add(double v) {
            if (n == a.length) {
                a = java.util.Arrays.copyOf(a, n * 2);
            }
            a[n++] = v;
        }

        double[] toArray() {
            return java.util.Arrays.copyOf(a, n);
        }
    }

    /** A growing array of ints. */
    private static final class IntList {
        private int[] a = new int[64];
        private int n;

        void add(int v) {
            if (n == a.length) {
                a = java.util.Arrays.copyOf(a, n * 2);
            }
            a[n++] = v;
        }

        int[] toArray() {
            return java.util.Arrays.copyOf(a, n);
        }
    }

    /** A set of 64-bit keys by open addressing (8 to 16 bytes a key, where a HashSet of Longs takes about 50). */
    static final class LongSet {
        private long[] keys = new long[1024];
        private boolean[] used = new boolean[1024];
        private int size;

        /** Adds {@code k}; true when it was not there. */
        boolean add(long k) {
            if (2 * (size + 1) > keys.length) {
                grow();
            }
            int mask = keys.length - 1;
            int i = (int) (mix(k) & mask);
            while (used[i]) {
                if (keys[i] == k) {
                    return false;
                }
                i = (i + 1) & mask;
            }
            used[i] = true;
            keys[i] = k;
            size++;
            return true;
        }

        int size() {
            return size;
        }

        private void grow() {
            long[] oldKeys = keys;
            boolean[] oldUsed = used;
            keys = new long[oldKeys.length * 2];
            used = new boolean[oldKeys.length * 2];
            size = 0;
            for (int i = 0; i < oldKeys.length; i++) {
                if (oldUsed[i]) {
                    add(oldKeys[i]);
                }
            }
        }

        private static long mix(long k) {
            k ^= k >>> 33;
            k *= 0xff51afd7ed558ccdL;
            return k ^ (k >>> 33);
        }
    }
}
