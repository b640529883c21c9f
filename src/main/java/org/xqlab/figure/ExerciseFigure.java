package org.xqlab.figure;

import org.xqlab.teach.Algorithm;
import org.xqlab.teach.exercise.Exercise;
import org.xqlab.teach.exercise.ExerciseSheet;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;

/**
 * An exercise's handouts with its tree drawn: the figure shows what the sheet may show and nothing the
 * answers need — node names and the leaves' given values, every node searched alike (the tree is
 * drawn as minimax sees it, so no node is marked pruned) and no best line. Written beside the sheet
 * and key ({@link ExerciseSheet}) as {@code exercise-<kind>-<seed>.svg} (the Markdown shows it),
 * {@code .png} (for slides) and {@code .tex} (a standalone TikZ/forest document for LaTeX).
 */
public final class ExerciseFigure {
    private ExerciseFigure() {
    }

    /** The figure of the exercise's tree, its words in Chinese or English. */
    public static TreeFigure of(Exercise e, boolean zh) {
        TreeFigureOptions o = TreeFigureOptions.forTextbook().withLabels(EnumSet.of(TreeLabel.MOVE, TreeLabel.LEAF))
                .withChinese(zh);
        return TreeFigure.ofTextbook(e.tree(), Algorithm.MINIMAX, o);
    }

    /** Writes sheet, key, and the figure as SVG, PNG and TikZ into {@code dir}; returns the files written. */
    public static List<Path> write(Exercise e, Path dir, boolean zh) throws IOException {
        String base = ExerciseSheet.baseName(e);
        List<Path> out = new ArrayList<>(ExerciseSheet.write(e, dir, zh, base + ".svg"));
        TreeFigure f = of(e, zh);
        for (FigureFormat format : List.of(FigureFormat.SVG, FigureFormat.PNG, FigureFormat.TIKZ)) {
            Path file = dir.resolve(base + "." + format.extension());
            f.write(format, file);
            out.add(file);
        }
        return out;
    }
}
