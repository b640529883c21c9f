package org.xqlab.ui.analysis;

import javafx.scene.control.MenuButton;
import org.xqlab.figure.FigureFormat;
import org.xqlab.figure.Figures;
import org.xqlab.figure.HeatmapFigure;
import org.xqlab.figure.KillerFigure;
import org.xqlab.figure.TreeAnimation;
import org.xqlab.figure.TreeFigure;
import org.xqlab.figure.TreeFigureOptions;
import org.xqlab.rules.Notation;
import org.xqlab.trace.TreeNode;
import org.xqlab.ui.ExportMenu;
import org.xqlab.analysis.AnalysisModel;
import org.xqlab.analysis.AnalysisViewModel;
import org.xqlab.analysis.DigestSnapshot;
import org.xqlab.analysis.ReplayCursor;
import org.xqlab.analysis.ReplayLog;

import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * The analysis window's "Export…" menu: what the views show now — the search tree of the latest root
 * search (live, stepped back or replayed) with the nodes the tree view draws, its labels' words and the
 * step's caption under it, its animation from the events kept so far (a frame per
 * cutoff), the history heatmap and the killer table — written as the command line's {@code figure}
 * writes them ({@link org.xqlab.figure}). The figure is taken on the FX thread, written in the background.
 */
final class AnalysisExport {
    static final int GIF_FRAMES = 200;
    static final int GIF_DELAY = 700;

    private AnalysisExport() {
    }

    static MenuButton menu(AnalysisText text, AnalysisModel model, ViewRefresher refresher, AnalysisViewModel vm,
                           Supplier<Notation> notation,
                           Consumer<String> status) {
        Supplier<TreeFigureOptions> options = () -> treeOptions(text, refresher, notation);
        Supplier<TreeFigureOptions> screen = () -> screenOptions(text, refresher, vm, notation);
        List<ExportMenu.Entry> entries = List.of(
                tree("export-tree-svg", "export.tree.svg", FigureFormat.SVG, model, screen),
                tree("export-tree-png", "export.tree.png", FigureFormat.PNG, model, screen),
                tree("export-tree-tikz", "export.tree.tikz", FigureFormat.TIKZ, model, screen),
                new ExportMenu.Entry("export-tree-gif", "export.tree.gif", FigureFormat.GIF, "search-tree.gif", () -> {
                    ReplayLog log = vm.timeline().shownLog();
                    if (log == null || log.size() == 0) {
                        return null;
                    }
                    int end = vm.timeline().shownPosition();
                    TreeAnimation a = TreeAnimation.ofEvents(l -> log.deliver(0, end, l), options.get(),
                            TreeAnimation.Every.CUTOFF, GIF_FRAMES);
                    return path -> a.write(FigureFormat.GIF, path, GIF_DELAY, 1.5);
                }),
                heatmap("export-heatmap-svg", "export.heatmap.svg", FigureFormat.SVG, text, vm),
                heatmap("export-heatmap-png", "export.heatmap.png", FigureFormat.PNG, text, vm),
                killers("export-killers-svg", "export.killers.svg", FigureFormat.SVG, text, vm),
                killers("export-killers-png", "export.killers.png", FigureFormat.PNG, text, vm),
                new ExportMenu.Entry("export-web", "export.web", FigureFormat.HTML, "search.html", () -> {
                    String page = webPage(vm, refresher, notation);
                    return page == null ? null : path -> org.xqlab.web.WebExport.save(page, path);
                }));
        return ExportMenu.create(text.i18n(), "analysis-export", entries, status);
    }

    /** The tree figure's options as the screen has it: the nodes it draws (the others folded as there), under the step's caption. */
    static TreeFigureOptions screenOptions(AnalysisText text, ViewRefresher refresher, AnalysisViewModel vm,
                                           Supplier<Notation> notation) {
        return treeOptions(text, refresher, notation).withMaxPly(Integer.MAX_VALUE)
                .withMaxNodes(TreeFigureOptions.NODE_LIMIT).withShown(refresher.treeShown())
                .withCaption(vm.statusLine().caption(text.i18n().getLocale(), notation.get()));
    }

    /**
     * Export ▸ Web page: the events up to the moment shown, in the window's notation and score view, with every
     * node the tree draws; held, paused or stepped back, the page opens at that moment. Null with no events.
     */
    static String webPage(AnalysisViewModel vm, ViewRefresher refresher, Supplier<Notation> notation) {
        ReplayCursor cursor = vm.timeline().replayCursor();
        ReplayLog log = vm.timeline().shownLog();
        if (log == null || log.size() == 0) {
            return null;
        }
        boolean atMoment = cursor != null && cursor.position() > 0 || cursor == null && vm.isRunning();
        int end = atMoment && cursor != null ? cursor.position() : log.size();
        return org.xqlab.web.WebExport.eventsPage(l -> log.deliver(0, end, l),
                org.xqlab.web.WebExport.Options.defaults().withNotation(notation.get()),
                refresher.scoreView().perspective, atMoment, refresher.treeShown());
    }

    /** The figures write moves and scores as the tree shows them now: its notation, language and score view. */
    static TreeFigureOptions treeOptions(AnalysisText text, ViewRefresher refresher, Supplier<Notation> notation) {
        return TreeFigureOptions.forSearch().withNotation(notation.get()).withChinese(text.isChinese())
                .withPerspective(refresher.scoreView().perspective);
    }

    private static ExportMenu.Entry tree(String id, String key, FigureFormat f, AnalysisModel model,
                                         Supplier<TreeFigureOptions> options) {
        return new ExportMenu.Entry(id, key, f, "search-tree." + f.extension(), () -> {
            TreeFigure figure = treeFigure(model, options.get());
            return figure == null ? null : path -> figure.write(f, path);
        });
    }

    /** The latest root search of {@code model} as a figure with {@code options} (null before any). */
    static TreeFigure treeFigure(AnalysisModel model, TreeFigureOptions options) {
        TreeNode root = model.tree().latestRoot();
        return root == null ? null : TreeFigure.ofSearch(root, model.rootFen(), options, model.isSearching());
    }

    private static ExportMenu.Entry heatmap(String id, String key, FigureFormat f, AnalysisText text,
                                            AnalysisViewModel vm) {
        return new ExportMenu.Entry(id, key, f, "heatmap." + f.extension(), () -> {
            DigestSnapshot s = vm.timeline().snapshot();
            if (s.historyShape().isEmpty()) {
                return null;
            }
            HeatmapFigure figure = new HeatmapFigure(s.tables(), HeatmapFigure.Options.defaults()
                    .withChinese(text.isChinese()));
            return path -> Figures.write(figure, f, 2, path);
        });
    }

    private static ExportMenu.Entry killers(String id, String key, FigureFormat f, AnalysisText text,
                                            AnalysisViewModel vm) {
        return new ExportMenu.Entry(id, key, f, "killers." + f.extension(), () -> {
            DigestSnapshot s = vm.timeline().snapshot();
            if (s.search() == 0) {
                return null;
            }
            KillerFigure figure = new KillerFigure(s.tables(), text.isChinese());
            return path -> Figures.write(figure, f, 2, path);
        });
    }
}
