package org.xqlab.game;

import org.xqlab.rules.Move;
import org.xqlab.rules.Position;
import org.xqlab.rules.ChineseNotation;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/** The real game records of the tests: copies in src/test/resources/records, and ../shared/real-games. */
final class RecordSamples {
    /** The shared folder of real game files, seen from the project root. */
    static final Path SHARED = org.xqlab.SharedFolder.realGames();

    private RecordSamples() {
    }

    /** The bundled copies. */
    static Path bundled(String name) {
        try {
            return Path.of(RecordSamples.class.getResource("/records/" + name).toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    static List<Path> bundledFiles() {
        try (Stream<Path> s = Files.list(bundled("SAMPLE.PGN").getParent())) {
            return s.sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The game files of the shared folder (its README left out), or an empty list when it is absent. */
    static List<Path> sharedFiles() {
        if (!Files.isDirectory(SHARED)) {
            return List.of();
        }
        try (Stream<Path> s = Files.list(SHARED)) {
            return s.filter(p -> !p.getFileName().toString().equalsIgnoreCase("README.md")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The start position, every move and comment of the tree, with or without the tags. */
    static String tree(GameRecord g, boolean withTags) {
        StringBuilder sb = new StringBuilder(withTags ? g.headers().toString() : "").append('\n').append(g.startFen())
                .append('\n');
        tree(g.root(), sb, 0);
        return sb.toString();
    }

    private static void tree(GameRecord.Node node, StringBuilder sb, int depth) {
        sb.append(depth).append(' ').append(node.move() == 0 ? "root" : Move.iccs(node.move()))
                .append(" {").append(node.comment()).append("}\n");
        for (GameRecord.Node child : node.children()) {
            tree(child, sb, depth + 1);
        }
    }

    /** Every line from the start to a leaf, in simplified Chinese moves joined by commas. */
    static List<String> lines(GameRecord g) {
        List<String> out = new ArrayList<>();
        lines(g.root(), g.positionAt(g.root()), new ArrayList<>(), out);
        return out;
    }

    private static void lines(GameRecord.Node node, Position p, List<String> path, List<String> out) {
        if (node.children().isEmpty()) {
            out.add(String.join(",", path));
            return;
        }
        for (GameRecord.Node child : node.children()) {
            path.add(ChineseNotation.format(p, child.move(), true));
            p.play(child.move());
            lines(child, p, path, out);
            p.unmakeMove();
            path.remove(path.size() - 1);
        }
    }

    /** The main line in simplified Chinese moves. */
    static List<String> chineseMainLine(GameRecord g) {
        Position p = g.positionAt(g.root());
        List<String> out = new ArrayList<>();
        for (GameRecord.Node n : g.mainLine()) {
            out.add(ChineseNotation.format(p, n.move(), true));
            p.play(n.move());
        }
        return out;
    }
}
