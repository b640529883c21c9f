package org.xqlab.protocol;

import org.xqlab.book.OpeningLines;
import org.xqlab.book.OpeningBook;
import org.xqlab.game.GameRecord;
import org.xqlab.game.RecordCollection;
import org.xqlab.game.RecordReader;
import org.xqlab.game.TextDecoder;
import org.xqlab.rules.Fen;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A match opening: a name, a start FEN and the moves played from it before the engines take over.
 * Read from a file of named lines ({@link OpeningLines} format) or from the main lines of the games of a
 * record file (any format the game reader knows). The default set is the bundled book's named lines of at least four plies,
 * spread over all opening families.
 */
public record Opening(String name, String fen, List<Integer> moves) {
    public Opening {
        moves = List.copyOf(moves);
    }

    /** The most openings a file may hold (a match plays each with both colours; more is no opening set). */
    public static final int MAX_OPENINGS = 100_000;

    /**
     * The openings of a file: the main lines of a game record in any format {@link RecordReader} reads
     * (recognised by its bytes, or any {@code .pgn} file), else named lines. The file is read with the game
     * records' checks ({@link RecordReader#bytesOf}: a regular file of at most 64 MiB), the games one at a time
     * (only their main lines are kept), and at most {@link #MAX_OPENINGS} openings; anything larger is refused
     * with a message naming the file.
     */
    public static List<Opening> read(Path file) throws IOException {
        byte[] bytes = RecordReader.bytesOf(file);
        List<Opening> list = new ArrayList<>();
        if (RecordReader.detect(bytes) != null || file.toString().toLowerCase(java.util.Locale.ROOT).endsWith(".pgn")) {
            RecordCollection games = RecordCollection.of(bytes, file.toString());
            requireFew(file, games.size());
            for (int n = 0; n < games.size(); n++) {
                GameRecord g = games.game(n);
                List<Integer> moves = new ArrayList<>();
                g.mainLine().forEach(node -> moves.add(node.move()));
                list.add(new Opening(g.headers().getOrDefault("Opening", file.getFileName() + " #" + (n + 1)),
                        g.startFen(), moves));
            }
        } else {
            String text = TextDecoder.decode(bytes).text();
            List<OpeningLines.Line> lines = OpeningLines.parse(text, file.toString());
            requireFew(file, lines.size());
            for (OpeningLines.Line l : lines) {
                list.add(new Opening(l.name().toString(), Fen.START, l.moves()));
            }
        }
        if (list.isEmpty()) {
            throw new IllegalArgumentException(file + " holds no opening");
        }
        return list;
    }

    private static void requireFew(Path file, int count) {
        if (count > MAX_OPENINGS) {
            throw new IllegalArgumentException(file + " holds " + count + " openings, more than the " + MAX_OPENINGS
                    + " an opening file may hold");
        }
    }

    /** The bundled book's named lines of at least four plies. */
    public static List<Opening> bundled() {
        try (InputStream in = OpeningBook.class.getResourceAsStream("/org/xqlab/book/openings.txt")) {
            String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            List<Opening> list = new ArrayList<>();
            for (OpeningLines.Line l : OpeningLines.parse(text, "openings.txt")) {
                if (l.moves().size() >= 4) {
                    list.add(new Opening(l.name().toString(), Fen.START, l.moves()));
                }
            }
            return list;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** {@code count} openings spread evenly over the list (all of them, repeated, if it is shorter). */
    public static List<Opening> spread(List<Opening> all, int count) {
        List<Opening> out = new ArrayList<>();
        for (int k = 0; k < count; k++) {
            out.add(count <= all.size() ? all.get((int) ((long) k * all.size() / count)) : all.get(k % all.size()));
        }
        return out;
    }

    /**
     * Whether the first {@code before} openings of {@code spread(all, before)} are those of
     * {@code spread(all, now)}: a match raised from {@code before} to {@code now} game pairs keeps the openings of
     * the pairs it has played (always so once each has at least as many pairs as there are openings).
     */
    public static boolean spreadKeeps(List<Opening> all, int before, int now) {
        int played = Math.min(before, now);
        return spread(all, now).subList(0, played).equals(spread(all, before).subList(0, played));
    }
}
