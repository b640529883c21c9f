package org.xqlab.ui.classroom;

import javafx.scene.control.MenuButton;
import org.xqlab.figure.FigureFormat;
import org.xqlab.figure.TreeAnimation;
import org.xqlab.figure.TreeFigure;
import org.xqlab.figure.TreeFigureOptions;
import org.xqlab.teach.TextbookSearch;
import org.xqlab.teach.TextbookTree;
import org.xqlab.ui.ExportMenu;

import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * The classroom's "Export…" menu: the tree on the board, searched by the left lesson's algorithm and
 * ordering, as SVG or PNG at the step the lesson shows (the finished search at its end) or TikZ, with its
 * values, windows and cuts, or as an animated GIF with a frame
 * per node entered — the same figures as {@code xiangqi-lab figure tree --tree FILE}.
 */
final class ClassroomExport {
    static final int GIF_DELAY = 800;

    private ClassroomExport() {
    }

    static MenuButton menu(ClassroomText text, Supplier<TextbookTree> tree, Supplier<TextbookSearch> search,
                           java.util.function.IntSupplier step,
                           Supplier<org.xqlab.teach.exercise.Exercise> exercise, Consumer<String> status) {
        // as the window draws it: values, the (α, β) window each node was entered with, cuts
        Supplier<TreeFigureOptions> options = () -> TreeFigureOptions.forTextbook().withChinese(text.chinese())
                .withLabels(java.util.EnumSet.of(org.xqlab.figure.TreeLabel.MOVE, org.xqlab.figure.TreeLabel.SCORE,
                        org.xqlab.figure.TreeLabel.WINDOW, org.xqlab.figure.TreeLabel.CUT));
        List<ExportMenu.Entry> entries = List.of(
                figure("classroom-export-svg", "export.tree.svg", FigureFormat.SVG, tree, search, step, options),
                figure("classroom-export-png", "export.tree.png", FigureFormat.PNG, tree, search, step, options),
                figure("classroom-export-tikz", "export.tree.tikz", FigureFormat.TIKZ, tree, search, step, options),
                new ExportMenu.Entry("classroom-export-gif", "export.lesson.gif", FigureFormat.GIF, "lesson.gif", () -> {
                    TextbookTree t = tree.get();
                    if (t == null) {
                        return null;
                    }
                    TreeAnimation a = TreeAnimation.ofTextbook(t.copy(), search.get(), options.get(),
                            TreeAnimation.Every.NODE, 400);
                    return path -> a.write(FigureFormat.GIF, path, GIF_DELAY, 1.5);
                }),
                new ExportMenu.Entry("classroom-export-web", "export.web.lesson", FigureFormat.HTML, "lesson.html", () -> {
                    TextbookTree t = tree.get();
                    String page = t == null ? null : org.xqlab.web.WebExport.textbookPage(t.copy(), search.get());
                    return page == null ? null : path -> org.xqlab.web.WebExport.save(page, path);
                }),
                // the exercise the students practise (the exercise pane's current one), checked in their browser
                new ExportMenu.Entry("classroom-export-exercise", "export.exercise.web", FigureFormat.HTML, "exercise.html",
                        () -> {
                            org.xqlab.teach.exercise.Exercise e = exercise.get();
                            String page = e == null ? null : org.xqlab.web.WebExport.exercisePage(e);
                            return page == null ? null : path -> org.xqlab.web.WebExport.save(page, path);
                        }));
        return ExportMenu.create(text.i18n(), "classroom-export", entries, status);
    }

    /**
     * The tree as an SVG or PNG figure of the moment the lesson shows ({@code step} events in; at its end, or
     * before its first step, the finished search), or as a TikZ document of the finished search.
     */
    private static ExportMenu.Entry figure(String id, String key, FigureFormat f, Supplier<TextbookTree> tree,
                                           Supplier<TextbookSearch> search, java.util.function.IntSupplier step,
                                           Supplier<TreeFigureOptions> options) {
        return new ExportMenu.Entry(id, key, f, "tree." + f.extension(), () -> {
            TextbookTree t = tree.get();
            if (t == null) {
                return null;
            }
            int at = step.getAsInt();
            if (at > 0 && f != FigureFormat.TIKZ) {
                org.xqlab.figure.Drawing moment = TreeAnimation.textbookMoment(t.copy(), search.get(), options.get(), at);
                return path -> org.xqlab.figure.Figures.write(moment, f, 2, path);
            }
            TreeFigure figure = TreeFigure.ofTextbook(t.copy(), search.get(), options.get());
            return path -> figure.write(f, path);
        });
    }
}
