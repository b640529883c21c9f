package org.xqlab.ui.analysis;

import javafx.scene.control.MenuButton;
import org.xqlab.figure.FigureFormat;
import org.xqlab.figure.Figures;
import org.xqlab.figure.HeatmapFigure;
import org.xqlab.figure.KillerFigure;
import org.xqlab.figure.SearchFrame;
import org.xqlab.figure.TreeAnimation;
import org.xqlab.figure.TreeFigure;
import org.xqlab.figure.TreeFigureOptions;
import org.xqlab.figure.TreeFrame;
import org.xqlab.rules.Notation;
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
 * The analysis window's "Export…" menu: the moment the views show, as one {@link SearchFrame} — the search
 * tree exactly as the tree view drew it (its items and labels, {@link TreeFigure#ofFrame}) with the step's
 * caption under it, the history heatmap and the killer table the panels drew, the web page at that moment with
 * the tree's nodes — and the tree's animation from the events kept so far (a frame per cutoff). The frame is
 * taken on the FX thread, the files written in the background.
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
        Supplier<SearchFrame> frame = () -> frame(text, refresher, vm, notation);
        List<ExportMenu.Entry> entries = List.of(
                tree("export-tree-svg", "export.tree.svg", FigureFormat.SVG, frame, options),
                tree("export-tree-png", "export.tree.png", FigureFormat.PNG, frame, options),
                tree("export-tree-tikz", "export.tree.tikz", FigureFormat.TIKZ, frame, options),
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
                heatmap("export-heatmap-svg", "export.heatmap.svg", FigureFormat.SVG, text, frame),
                heatmap("export-heatmap-png", "export.heatmap.png", FigureFormat.PNG, text, frame),
                killers("export-killers-svg", "export.killers.svg", FigureFormat.SVG, text, frame),
                killers("export-killers-png", "export.killers.png", FigureFormat.PNG, text, frame),
                new ExportMenu.Entry("export-web", "export.web", FigureFormat.HTML, "search.html", () -> {
                    String page = webPage(vm, frame.get(), refresher, notation);
                    return page == null ? null : path -> org.xqlab.web.WebExport.save(page, path);
                }));
        return ExportMenu.create(text.i18n(), "analysis-export", entries, status);
    }

    /**
     * The moment the window shows, as its views drew it: the tree's frame (brought up to date first, so a tree
     * on a tab behind is not stale) under the step's caption, the tables the panels drew, the status line and
     * where the moment stands. Every export of the window writes this frame.
     */
    static SearchFrame frame(AnalysisText text, ViewRefresher refresher, AnalysisViewModel vm, Supplier<Notation> notation) {
        TreeFrame tree = refresher.treeFrame()
                .withCaption(vm.statusLine().caption(text.i18n().getLocale(), notation.get()));
        ReplayCursor cursor = vm.timeline().replayCursor();
        ReplayLog log = vm.timeline().shownLog();
        int events = log == null ? 0 : log.size();
        boolean held = cursor != null && cursor.position() > 0 || cursor == null && vm.isRunning();
        int position = held && cursor != null ? cursor.position() : events;
        return new SearchFrame(tree, vm.timeline().snapshot(), vm.status(), position, events, held);
    }

    /**
     * Export ▸ Web page: the events up to the frame's moment, in the window's notation and score view, with every
     * node the frame's tree draws; held, paused or stepped back, the page opens at that moment. Null with no events.
     */
    static String webPage(AnalysisViewModel vm, SearchFrame frame, ViewRefresher refresher, Supplier<Notation> notation) {
        ReplayLog log = vm.timeline().shownLog();
        if (log == null || frame.events() == 0) {
            return null;
        }
        int end = frame.position();
        return org.xqlab.web.WebExport.eventsPage(l -> log.deliver(0, end, l),
                org.xqlab.web.WebExport.Options.defaults().withNotation(notation.get()),
                refresher.scoreView().perspective, frame.held(), frame.tree().nodeIds());
    }

    /** The figures write moves and scores as the tree shows them now: its notation, language and score view. */
    static TreeFigureOptions treeOptions(AnalysisText text, ViewRefresher refresher, Supplier<Notation> notation) {
        return TreeFigureOptions.forSearch().withNotation(notation.get()).withChinese(text.isChinese())
                .withPerspective(refresher.scoreView().perspective);
    }

    private static ExportMenu.Entry tree(String id, String key, FigureFormat f, Supplier<SearchFrame> frame,
                                         Supplier<TreeFigureOptions> options) {
        return new ExportMenu.Entry(id, key, f, "search-tree." + f.extension(), () -> {
            TreeFigure figure = treeFigure(frame.get(), options.get());
            return figure == null ? null : path -> figure.write(f, path);
        });
    }

    /** The frame's tree as a figure, drawn as the window drew it (null before any search). */
    static TreeFigure treeFigure(SearchFrame frame, TreeFigureOptions options) {
        return frame.tree().items().isEmpty() ? null : TreeFigure.ofFrame(frame.tree(), options);
    }

    private static ExportMenu.Entry heatmap(String id, String key, FigureFormat f, AnalysisText text,
                                            Supplier<SearchFrame> frame) {
        return new ExportMenu.Entry(id, key, f, "heatmap." + f.extension(), () -> {
            DigestSnapshot s = frame.get().tables();
            if (s.historyShape().isEmpty()) {
                return null;
            }
            HeatmapFigure figure = new HeatmapFigure(s.tables(), HeatmapFigure.Options.defaults()
                    .withChinese(text.isChinese()));
            return path -> Figures.write(figure, f, 2, path);
        });
    }

    private static ExportMenu.Entry killers(String id, String key, FigureFormat f, AnalysisText text,
                                            Supplier<SearchFrame> frame) {
        return new ExportMenu.Entry(id, key, f, "killers." + f.extension(), () -> {
            DigestSnapshot s = frame.get().tables();
            if (s.search() == 0) {
                return null;
            }
            KillerFigure figure = new KillerFigure(s.tables(), text.isChinese());
            return path -> Figures.write(figure, f, 2, path);
        });
    }
}
