package org.xqlab.ui.analysis;

import javafx.event.Event;
import javafx.scene.Scene;
import javafx.scene.control.ComboBox;
import javafx.scene.control.ToggleButton;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.stage.Stage;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;
import org.xqlab.search.SearchConfig;
import org.xqlab.teach.TeachingPosition;
import org.xqlab.trace.GateStop;
import org.xqlab.trace.SearchTree;
import org.xqlab.trace.StepMode;
import org.xqlab.trace.TreeNode;
import org.xqlab.ui.Await;
import org.xqlab.ui.SnapshotLauncher;
import org.xqlab.ui.play.MainWindow;
import org.xqlab.analysis.AnalysisViewModel;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The analysis window for {@code LayoutAuditTest}: the named steps that bring it to a state (held at a cut,
 * stepped node by node, stopped with Esc, panes shown, a tab, a finished run, an A/B comparison) and the
 * check of its drawn search tree, read from what GraphStream draws ({@link DrawnTree}). One window serves
 * every analysis row: a step that is already done is not done again.
 */
public final class AnalysisAudit {
    private final AnalysisWindow window;
    private final AnalysisPanel panel;

    private AnalysisAudit(AnalysisWindow window) {
        this.window = window;
        this.panel = window.panel();
    }

    /** Opens the analysis window of {@code main} (on the FX thread). */
    public static AnalysisAudit open(MainWindow main) {
        return new AnalysisAudit(AnalysisWindow.open(main));
    }

    public Stage stage() {
        return window.stage();
    }

    public Scene scene() {
        return window.stage().getScene();
    }

    // ------------------------------------------------------------------ steps

    /** No search running or held, the tree tab, the side panes as the window opens (controls and details on). */
    public void fresh(FxRobot robot) throws Exception {
        robot.interact(() -> {
            if (predict != null) {
                predict.stage().hide();
                predict = null;
            }
            panel.viewModel().stop();
        });
        Await.until("analysis: no search running", 60, () -> !panel.viewModel().session().isRunning());
        robot.interact(() -> {
            panel.views().config().setConfig(SearchConfig.defaults());
            column().setVvalue(0);
        });
        panes(robot, true, true, false);
        tab(robot, "tab-tree");
        // the pointer away from the tree: a node under it is labelled first and takes a neighbour's room
        robot.moveTo(new javafx.geometry.Point2D(1900, 1150));
    }

    /** The search of the teaching position at depth 3 held at its {@code betaCuts}-th β-cutoff of a move loop. */
    public void holdAtCut(FxRobot robot, int betaCuts) throws Exception {
        robot.interact(() -> window.holdAtCutoff(SnapshotLauncher.TEACHING_FEN, 3));
        Await.until("analysis: held at a cutoff", 30, () -> window.heldAt() > 0);
        for (int cuts = 0, beta = 0; cuts < 500; cuts++) {
            if (window.isHeldAtBetaCutoff() && ++beta >= betaCuts) {
                break;
            }
            long before = window.heldAt();
            robot.interact(window::stepToNextCutoff);
            Await.until("analysis: held at the next cutoff after event " + before, 30, () -> window.heldAt() > before);
        }
        robot.interact(() -> panel.views().refresher().refreshAll());
    }

    /** {@code count} steps of one node each (Step: node) from where the search is held. */
    public void stepByNode(FxRobot robot, int count) throws Exception {
        for (int i = 0; i < count; i++) {
            long before = window.heldAt();
            robot.interact(() -> panel.viewModel().forward(StepMode.NEXT_NODE));
            Await.until("analysis: held at the next node after event " + before, 30,
                    () -> window.heldAt() > before || !panel.viewModel().session().isRunning());
        }
        robot.interact(() -> panel.views().refresher().refreshAll());
    }

    /** Esc pressed in the window (it stops the search, as a presenter does). */
    public void escape(FxRobot robot) throws Exception {
        robot.interact(() -> Event.fireEvent(panel, new KeyEvent(KeyEvent.KEY_PRESSED, "", "", KeyCode.ESCAPE,
                false, false, false, false)));
        Await.until("analysis: the search stopped after Esc", 30, () -> !panel.viewModel().session().isRunning());
        robot.interact(() -> panel.views().refresher().refreshAll());
    }

    /**
     * The settings sheet in view: the alphabeta preset chosen, quiescence switched off (a changed value to
     * mark), the controls' column scrolled down to the sheet.
     */
    public void settings(FxRobot robot) {
        robot.interact(() -> {
            ConfigSheet sheet = panel.views().config();
            sheet.setConfig(SearchConfig.preset("alphabeta"));
            sheet.set("quiescence", "false");
        });
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> {
            javafx.scene.control.ScrollPane column = column();
            javafx.geometry.Bounds sheet = panel.views().config().localToScene(panel.views().config().getLayoutBounds());
            javafx.geometry.Bounds content = column.getContent().localToScene(column.getContent().getLayoutBounds());
            double room = content.getHeight() - column.getViewportBounds().getHeight();
            column.setVvalue(room <= 0 ? 0 : Math.min(1, (sheet.getMinY() - content.getMinY()) / room));
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** The scroll area of the controls' column (the settings sheet scrolls with it). */
    private javafx.scene.control.ScrollPane column() {
        javafx.scene.Node n = panel.views().config();
        while (!(n instanceof javafx.scene.control.ScrollPane)) {
            n = n.getParent();
        }
        return (javafx.scene.control.ScrollPane) n;
    }

    /** The three side panes as given (Controls, Node details, Pseudocode), switched with their toggles. */
    public void panes(FxRobot robot, boolean controls, boolean detail, boolean code) {
        robot.interact(() -> toggle("#controls-drawer", false));
        // one at a time, as a user clicks them; Pseudocode first: on a narrow window it hides the details
        for (Object[] t : new Object[][] {{"#show-code", code}, {"#show-controls", controls}, {"#show-detail", detail}}) {
            robot.interact(() -> toggle((String) t[0], (Boolean) t[1]));
            WaitForAsyncUtils.waitForFxEvents();
        }
    }

    /**
     * The drawer of the folded controls opened (the three side panes on, a narrow window): the Run button is
     * then on screen.
     */
    public void openDrawer(FxRobot robot) throws Exception {
        robot.interact(() -> toggle("#controls-drawer", true));
        Await.until("analysis: the controls' drawer open, its Run button in sight", 10,
                () -> org.xqlab.ui.SceneClip.inSight(scene().lookup("#run")));
    }

    private void toggle(String id, boolean on) {
        ToggleButton b = (ToggleButton) panel.lookup(id);
        if (b.isSelected() != on) {
            b.fire();
        }
    }

    /** One of the views' tabs (tab-tree, tab-heatmap, tab-killers, tab-stages, tab-statistics, tab-captions, tab-ab). */
    public void tab(FxRobot robot, String id) {
        robot.interact(() -> {
            panel.showTab(id);
            panel.views().refresher().refreshAll();
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** The node the search is held at selected in the tree (the node details show it). */
    public void selectHeld(FxRobot robot) {
        robot.interact(() -> {
            GateStop held = panel.viewModel().session().held();
            if (held != null) {
                panel.views().tree().select(held.nodeId());
            }
            panel.views().refresher().refreshAll();
        });
    }

    /** The search's root selected in the tree (the node details show the principal variation as numbered arrows). */
    public void selectRoot(FxRobot robot) {
        robot.interact(() -> {
            panel.views().tree().select(panel.viewModel().model().tree().latestRoot().id());
            panel.views().refresher().refreshAll();
        });
    }

    /** The last root move off the best line selected, as a teacher clicks one. */
    public void selectOffBestLine(FxRobot robot) {
        robot.interact(() -> {
            TreeNode root = panel.viewModel().model().tree().latestRoot();
            List<TreeNode> best = SearchTree.bestLine(root);
            root.children().stream().filter(c -> !best.contains(c)).reduce((a, b) -> b)
                    .ifPresent(n -> panel.views().tree().select(n.id()));
            panel.views().refresher().refreshAll();
        });
    }

    /** A teaching position chosen and searched with {@code preset} to {@code depth} (its own depth if 0), to its end. */
    public void runToEnd(FxRobot robot, String position, String preset, int depth) throws Exception {
        TeachingPosition t = TeachingRuns.position(position);
        robot.interact(() -> {
            @SuppressWarnings("unchecked")
            ComboBox<TeachingPosition> box = (ComboBox<TeachingPosition>) panel.lookup("#teaching-position");
            box.setValue(t);
            panel.views().config().setConfig(SearchConfig.preset(preset));
            panel.views().controls().setDepth(depth > 0 ? depth : t.depth());
            panel.viewModel().runOrResume();
        });
        Await.until("analysis: " + position + " searched to its end", 90,
                () -> panel.viewModel().lastResult() != null && !panel.viewModel().session().isRunning()
                        && !panel.viewModel().model().isSearching());
        robot.interact(() -> {
            panel.views().tree().fit();
            panel.views().refresher().refreshAll();
        });
    }

    /** An A/B comparison of {@code a} and {@code b} from the start position at depth 3, finished, its tab shown. */
    public void abCompare(FxRobot robot, String a, String b) throws Exception {
        abError = false;
        robot.interact(() -> {
            panel.views().controls().setFen(org.xqlab.rules.Fen.format(org.xqlab.rules.Position.startPosition()));
            panel.views().controls().setDepth(3);
            panel.showTab("tab-ab");
            panel.views().ab().setConfigs(a, "", b, "");
            panel.views().ab().run();
        });
        Await.until("analysis: the A/B comparison " + a + " / " + b + " finished", 120,
                () -> panel.views().ab().resultB() != null && !panel.views().ab().isRunning());
        robot.interact(() -> panel.views().refresher().refreshAll());
    }

    /** A teaching position chosen in the chooser (its description shown above the status line), no search run. */
    public void choose(FxRobot robot, String position) {
        TeachingPosition t = TeachingRuns.position(position);
        robot.interact(() -> {
            @SuppressWarnings("unchecked")
            ComboBox<TeachingPosition> box = (ComboBox<TeachingPosition>) panel.lookup("#teaching-position");
            box.setValue(t);
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** The Predict dialog opened for the node the search is held at. */
    public void predict(FxRobot robot, org.xqlab.ui.play.MainWindow main) {
        robot.interact(() -> {
            TreeNode node = panel.viewModel().model().tree().node(panel.viewModel().session().held().nodeId());
            predict = CutPredictionDialog.open(panel, new AnalysisText(main.i18n()), node, main::boardNotation);
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    private CutPredictionDialog predict;

    /** The scenes the window shows beside its own (the Predict dialog while it is open). */
    public List<Scene> dialogs() {
        return predict == null ? List.of() : List.of(predict.stage().getScene());
    }

    /** True after an A/B comparison was asked with an unknown key (the table then shows the one before). */
    private boolean abError;

    /** An A/B comparison asked with an unknown key ("killer=0"): its error names the valid keys. */
    public void abUnknownKey(FxRobot robot) {
        abError = true;
        robot.interact(() -> {
            panel.showTab("tab-ab");
            panel.views().ab().setConfigs("alphabeta", "killer=0", "pvs", "");
            panel.views().ab().run();
        });
        org.xqlab.ui.Await.untilFx("analysis: the A/B error naming the valid keys shown", 10, () -> {
            javafx.scene.control.Labeled status = (javafx.scene.control.Labeled) panel.lookup("#ab-status");
            return status.getText() != null && status.getText().contains("killer");
        });
    }

    /** Closes the window and stops its search and timers. */
    public void close(FxRobot robot) {
        robot.interact(() -> {
            if (predict != null) {
                predict.stage().hide();
            }
            panel.viewModel().stop();
            window.stage().hide();
        });
    }

    // ------------------------------------------------------------------ what the tree draws

    /** True if the tree tab is the one shown (its canvas is in sight). */
    public boolean treeShown() {
        return ViewRefresher.showing(panel.views().tree());
    }

    /**
     * Waits until the drawn tree stays the same over a few frames (GraphStream's camera takes a frame to
     * follow a fit), then returns what is wrong with it, each finding naming {@code where} and the item.
     */
    public List<String> treeFindings(FxRobot robot, String where) throws Exception {
        String[] last = {""};
        long[] since = {0};
        // GraphStream draws on its own timer and its camera follows a fit at its next frame: the drawing is
        // taken as settled once it has not changed for a few of those frames
        Await.until(where + ": the search tree drawn and unchanged for 150 ms", 20, () -> {
            String now = WaitForAsyncUtils.asyncFx(() -> {
                panel.views().refresher().refreshAll();
                return signature();
            }).get();
            if (now.isEmpty() || !now.equals(last[0])) {
                last[0] = now;
                since[0] = System.nanoTime();
                return false;
            }
            return System.nanoTime() - since[0] > 150_000_000L;
        });
        return WaitForAsyncUtils.asyncFx(() -> treeProblems(where)).get();
    }

    private String signature() {
        SearchTreeView tree = panel.views().tree();
        double[] canvas = tree.canvasSize();
        if (canvas[0] <= 0 || canvas[1] <= 0) {
            return "";
        }
        if (panel.viewModel().model().tree().latestRoot() == null) {
            return "no tree yet";
        }
        StringBuilder s = new StringBuilder(Math.round(canvas[0]) + "x" + Math.round(canvas[1]));
        DrawnTree.items(tree).stream().sorted(java.util.Comparator.comparing(DrawnTree.Item::id)).forEach(i -> {
            s.append('|').append(i.id()).append(':').append(i.label());
            if (i.shape() != null) {
                s.append('@').append(Math.round(i.shape().l())).append(',').append(Math.round(i.shape().t()));
            }
        });
        return s.toString();
    }

    /**
     * The drawn tree's problems: a shown node without a label (a folded one is drawn as its "+N more" box,
     * which is labelled), a shape or label outside the canvas, two shapes or two labels over each other, a
     * label over another node, an edge through a label, and a node a lesson points at (the best line, the
     * current, the selected and the cut node) drawn without its label.
     */
    private List<String> treeProblems(String where) {
        SearchTreeView tree = panel.views().tree();
        double[] canvas = tree.canvasSize();
        List<DrawnTree.Box> nodes = new ArrayList<>();
        List<DrawnTree.Box> labels = new ArrayList<>();
        List<String> out = new ArrayList<>();
        Map<String, DrawnTree.Item> drawn = new LinkedHashMap<>();
        String size = " (canvas " + Math.round(canvas[0]) + "×" + Math.round(canvas[1]) + ")";
        for (DrawnTree.Item item : DrawnTree.items(tree)) {
            drawn.put(item.id(), item);
            if (item.shape() == null) {
                out.add(where + ": tree node " + item.id() + " is in the graph but not placed");
                continue;
            }
            nodes.add(item.shape());
            if (item.text() == null) {
                out.add(where + ": tree node " + item.id() + " [" + tree.drawnClass(item.id())
                        + "] is drawn without a label and not inside a \"+N more\" box" + size);
            } else {
                labels.add(item.text());
            }
        }
        for (List<DrawnTree.Box> boxes : List.of(nodes, labels)) {
            for (DrawnTree.Box b : boxes) {
                if (b.outside(canvas[0], canvas[1])) {
                    out.add(where + ": tree " + b.what() + " lies outside the canvas" + size + ": " + b);
                }
            }
            for (int i = 0; i < boxes.size(); i++) {
                for (int j = i + 1; j < boxes.size(); j++) {
                    if (boxes.get(i).overlaps(boxes.get(j))) {
                        out.add(where + ": tree " + boxes.get(i).what() + " overlaps " + boxes.get(j).what());
                    }
                }
            }
        }
        for (DrawnTree.Box l : labels) {
            for (DrawnTree.Box n : nodes) {
                if (!n.id().equals(l.id()) && l.overlaps(n)) {
                    out.add(where + ": tree " + l.what() + " overlaps " + n.what());
                }
            }
        }
        out.addAll(DrawnTree.edgesThroughLabels(tree, where, false));
        // every move of a drawn node is drawn or counted in its "+N more" box (a node whose moves are all left
        // out, a level folded or beyond the plies shown, draws none of them)
        for (org.xqlab.figure.TreeLayout.Placed p : tree.placed()) {
            DrawnTree.Item box = drawn.get(p.id());
            if (p.isMore() && box != null && box.shape() != null && box.text() == null) {
                out.add(where + ": the \"+" + p.moreCount() + " more\" box under node " + p.node().id()
                        + " is drawn without its count" + size);
            }
            if (p.isMore() || p.isGhost()) {
                continue;
            }
            List<TreeNode> children = p.node().children();
            long shown = children.stream().filter(c -> tree.isShown(c.id())).count();
            int more = tree.moreCount(p.node().id());
            if (shown > 0 && shown + more < children.size()) {
                out.add(where + ": tree node " + p.id() + " '" + tree.labelOf(p.id()) + "' draws " + shown + " of its "
                        + children.size() + " moves and a \"+" + more + " more\" box: " + (children.size() - shown - more)
                        + " moves neither drawn nor counted" + size);
            }
        }
        mustLabel().forEach((id, what) -> {
            DrawnTree.Item i = drawn.get(id);
            if (i == null || i.shape() == null) {
                out.add(where + ": the " + what + " " + id + " is not drawn in the tree");
            } else if (i.text() == null) {
                out.add(where + ": the " + what + " " + id + " is drawn without its label" + size);
            }
        });
        return out;
    }

    /** The nodes a lesson points at, which must carry their labels, by item id. */
    private Map<String, String> mustLabel() {
        SearchTreeView tree = panel.views().tree();
        SearchTree t = panel.viewModel().model().tree();
        Map<String, String> must = new LinkedHashMap<>();
        if (t.latestRoot() != null) {
            for (TreeNode n : SearchTree.bestLine(t.latestRoot())) {
                must.put(Long.toString(n.id()), "best-line node");
            }
        }
        if (t.current() != null) {
            must.put(Long.toString(t.current().id()), "current node");
        }
        if (tree.selected() != null) {
            must.put(Long.toString(tree.selected().id()), "selected node");
        }
        GateStop held = panel.viewModel().session().held();
        if (held != null && held.nodeId() >= 0 && t.node(held.nodeId()) != null && t.node(held.nodeId()).hasCutoff()) {
            must.put(Long.toString(held.nodeId()), "cut node");
        }
        return must;
    }

    /** Extra checks of the analysis window that are its own: the tree's labels at 16 px in projector mode. */
    public List<String> extraFindings(String where, boolean projector) {
        List<String> out = new ArrayList<>();
        if (projector && panel.views().tree().labelFontSize() < AnalysisPanel.PROJECTOR_FONT) {
            out.add(where + ": tree labels at " + panel.views().tree().labelFontSize() + " px in projector mode");
        }
        if (projector && ViewRefresher.showing(panel.views().heatmap())
                && panel.views().heatmap().coordinateFontSize() < AnalysisPanel.PROJECTOR_FONT) {
            out.add(where + ": the heatmap's coordinates a–i, 0–9 at " + panel.views().heatmap().coordinateFontSize() + " px");
        }
        out.addAll(detailBoard(where));
        out.addAll(statusAgreesWithRoot(where));
        out.addAll(settingsSheet(where));
        out.addAll(rootMovesShown(where, projector));
        out.addAll(keysWhole(where));
        out.addAll(treeWidth(where));
        // the status line is always on screen, whatever the column above it holds
        javafx.scene.Node status = scene().lookup("#analysis-status");
        javafx.scene.Node folded = scene().lookup("#analysis-status-folded");
        boolean controlsShown = panel.views().controls().pane().getScene() != null;
        if (controlsShown ? !org.xqlab.ui.SceneClip.inSight(status)
                : ((ToggleButton) panel.lookup("#show-controls")).isSelected() && !org.xqlab.ui.SceneClip.inSight(folded)) {
            out.add(where + ": the status line is not wholly in sight (the controls "
                    + (controlsShown ? "shown" : "folded into their drawer") + ")");
        }
        if (ViewRefresher.showing(panel.lookup("#ab-table")) && panel.views().ab().resultB() != null && !abError) {
            out.addAll(abTable(where));
        }
        // the tree's toolbar wraps between label-and-field pairs, never between a label and its field
        for (String id : List.of("#tree-max-ply", "#tree-cap", "#tree-font-size", "#tree-scores")) {
            javafx.scene.Node field = scene().lookup(id);
            if (field == null || !org.xqlab.ui.SceneClip.inSight(field)) {
                continue;
            }
            javafx.scene.Node label = field.getParent().getChildrenUnmodifiable().get(0);
            double dy = Math.abs(label.localToScene(label.getLayoutBounds()).getCenterY()
                    - field.localToScene(field.getLayoutBounds()).getCenterY());
            if (!(label instanceof javafx.scene.control.Label) || dy >= 2) {
                out.add(where + ": " + id + " is " + dy + " px off its label's row");
            }
        }
        return out;
    }

    /**
     * The A/B table after a comparison: no sideways scrollbar (the ratio column is not behind it), its four
     * drawn column headers inside the table's viewport.
     */
    private List<String> abTable(String where) {
        List<String> out = new ArrayList<>();
        javafx.scene.control.TableView<?> table = (javafx.scene.control.TableView<?>) panel.lookup("#ab-table");
        if (table.getItems().size() <= 15) {
            out.add(where + ": the A/B table has only " + table.getItems().size() + " rows");
        }
        double right = table.localToScene(table.getLayoutBounds()).getMaxX() - table.snappedRightInset();
        for (javafx.scene.Node n : table.lookupAll(".scroll-bar")) {
            if (n instanceof javafx.scene.control.ScrollBar bar && bar.isVisible()) {
                if (bar.getOrientation() == javafx.geometry.Orientation.HORIZONTAL) {
                    out.add(where + ": the A/B table scrolls sideways: its columns need " + bar.getMax() + " px more");
                } else {
                    right = Math.min(right, bar.localToScene(bar.getLayoutBounds()).getMinX());
                }
            }
        }
        double left = table.localToScene(table.getLayoutBounds()).getMinX() + table.snappedLeftInset();
        int headers = 0;
        for (javafx.scene.Node n : table.lookupAll(".column-header")) {
            if (n instanceof javafx.scene.control.skin.TableColumnHeader h && h.getTableColumn() != null
                    && panel.views().ab().columns().contains(h.getTableColumn())) {
                headers++;
                javafx.geometry.Bounds b = h.localToScene(h.getLayoutBounds());
                if (b.getMinX() < left - 1 || b.getMaxX() > right + 1 || b.getWidth() < 10) {
                    out.add(where + ": A/B column \"" + h.getTableColumn().getText() + "\" drawn at x "
                            + Math.round(b.getMinX()) + "–" + Math.round(b.getMaxX()) + ", the table shows x "
                            + Math.round(left) + "–" + Math.round(right));
                }
            }
        }
        List<String> seen = new ArrayList<>();
        for (javafx.scene.Node n : table.lookupAll(".table-row-cell")) {
            if (n instanceof javafx.scene.control.TableRow<?> r && r.isVisible()
                    && r.getItem() instanceof org.xqlab.analysis.AbViewModel.Row row && org.xqlab.ui.SceneClip.inSight(r)) {
                seen.add(row.name());
            }
        }
        for (String row : List.of("nodes", "firstMove")) {
            if (!seen.contains(row)) {
                out.add(where + ": the A/B row " + row + " is not in sight without scrolling (seen " + seen + ")");
            }
        }
        if (headers != 4) {
            out.add(where + ": " + headers + " drawn A/B column headers, not 4");
        }
        return out;
    }

    /**
     * The node details' small board: its eighteen file numbers (一…九, 1…9) drawn; no number (a file's, or an
     * arrow's in its disc) over a piece or the river's names.
     */
    private List<String> detailBoard(String where) {
        List<String> out = new ArrayList<>();
        NodeDetailView detail = panel.views().detail();
        if (!ViewRefresher.showing(detail) || detail.getWidth() < 1) {
            return out;
        }
        javafx.scene.canvas.Canvas canvas = (javafx.scene.canvas.Canvas) detail.board().getChildrenUnmodifiable().get(0);
        List<org.xqlab.ui.CanvasTexts.Drawn> texts = org.xqlab.ui.CanvasTexts.of(canvas);
        java.util.Set<String> drawn = new java.util.HashSet<>();
        texts.forEach(t -> drawn.add(t.text()));
        for (String file : List.of("一", "五", "九", "1", "5", "9")) {
            if (!drawn.contains(file)) {
                out.add(where + ": the node details' board did not draw its file number " + file);
            }
        }
        for (org.xqlab.ui.CanvasTexts.Drawn a : texts) {
            if (!a.text().matches("[1-9一二三四五六七八九]")) {
                continue;
            }
            for (org.xqlab.ui.CanvasTexts.Drawn b : texts) {
                if (b != a && b.text().length() == 1 && !b.text().matches("[1-9]") && a.overlaps(b)) {
                    out.add(where + ": the node details' number (a file's or an arrow's) " + a + " overlaps " + b);
                }
            }
        }
        return out;
    }

    /**
     * The tree's width on a 1024-wide window: a useful width beside the controls and the node details (440 px),
     * nearly all of it with both hidden.
     */
    private List<String> treeWidth(String where) {
        List<String> out = new ArrayList<>();
        if (!treeShown() || scene().getWidth() > 1100) {
            return out;
        }
        boolean controls = ((ToggleButton) panel.lookup("#show-controls")).isSelected();
        boolean detail = ((ToggleButton) panel.lookup("#show-detail")).isSelected();
        boolean code = ((ToggleButton) panel.lookup("#show-code")).isSelected();
        double w = panel.views().tree().getLayoutBounds().getWidth();
        if (controls && detail && !code && w < 440) {
            out.add(where + ": the tree is " + w + " px wide beside the controls and the node details");
        }
        if (!controls && !detail && !code && w < scene().getWidth() - 74) {
            out.add(where + ": the tree alone is " + w + " px wide in a " + scene().getWidth() + " px window");
        }
        return out;
    }

    /**
     * The settings sheet: no scroll area of its own (it scrolls with the controls' column), every group open,
     * and exactly the keys whose value is not the chosen preset's marked.
     */
    private List<String> settingsSheet(String where) {
        List<String> out = new ArrayList<>();
        ConfigSheet sheet = panel.views().config();
        if (sheet.getScene() == null) {
            return out;
        }
        int scrolls = 0;
        for (javafx.scene.Node n = sheet; n != null; n = n.getParent()) {
            scrolls += n instanceof javafx.scene.control.ScrollPane ? 1 : 0;
        }
        if (scrolls != 1 || !sheet.lookupAll(".scroll-pane").isEmpty()) {
            out.add(where + ": the settings sheet is a scroll area inside a scroll area (" + scrolls + " around it, "
                    + sheet.lookupAll(".scroll-pane").size() + " in it)");
        }
        for (javafx.scene.Node n : sheet.lookupAll(".titled-pane")) {
            if (n instanceof javafx.scene.control.TitledPane t && !t.isExpanded()) {
                out.add(where + ": the settings group " + t.getText() + " is folded");
            }
        }
        org.xqlab.search.SearchConfig base = org.xqlab.search.SearchConfig.preset(sheet.presetName());
        List<String> differ = new ArrayList<>();
        for (org.xqlab.search.SearchConfig.Key k : org.xqlab.search.SearchConfig.Key.values()) {
            if (!base.get(k).equals(sheet.getConfig().get(k))) {
                differ.add(k.key());
            }
        }
        if (!new java.util.HashSet<>(sheet.changedKeys()).equals(new java.util.HashSet<>(differ))) {
            out.add(where + ": the settings sheet marks " + sheet.changedKeys() + " as changed from the preset "
                    + sheet.presetName() + ", which differs in " + differ);
        }
        return out;
    }

    /**
     * A search that ended (finished or stopped): the status line's score is the score the tree's root shows, or
     * the root says it was stopped unfinished (and the status names that depth).
     */
    private List<String> statusAgreesWithRoot(String where) {
        List<String> out = new ArrayList<>();
        AnalysisViewModel vm = panel.viewModel();
        SearchTree t = vm.model().tree();
        String status = vm.status();
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("(?:score|分数) ([^ （(，,]+)").matcher(status);
        if (vm.isRunning() || vm.timeline().reviewing() || t.latestRoot() == null || !m.find()
                || !status.matches("^(Stopped|Finished|已停止|完成).*")) {
            return out;
        }
        String root = panel.views().tree().labelOf(org.xqlab.figure.TreeLayout.idOf(t.latestRoot()));
        String[] words = root.strip().split("\\s+");
        String score = words[words.length - 1].replaceAll("[≥≤]", ""); // "+35", "M2", "杀2", "(stopped)"
        if (score.matches(".*\\d.*") && !score.startsWith("(") && !score.startsWith("（") && !score.equals(m.group(1))) {
            out.add(where + ": the status says score " + m.group(1) + ", the tree's root shows '" + root + "' ("
                    + status + ")");
        }
        return out;
    }

    /** The A/B error's list of valid keys wraps between keys, never inside one ("search.\nnull"). */
    private List<String> keysWhole(String where) {
        List<String> out = new ArrayList<>();
        javafx.scene.Node status = panel.lookup("#ab-status");
        if (status == null || !ViewRefresher.showing(status) || !(status.lookup(".text") instanceof javafx.scene.text.Text drawn)) {
            return out;
        }
        String s = drawn.getText();
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("\\p{L}+(\\.\\W?\\p{L}+)+").matcher(s);
        while (m.find()) {
            if (lineOf(drawn, m.start()) != lineOf(drawn, m.end() - 1)) {
                out.add(where + ": the key " + m.group() + " is split over two lines in the A/B error");
            }
        }
        return out;
    }

    /** The y of the line holding character {@code i} of a drawn text. */
    private static double lineOf(javafx.scene.text.Text t, int i) {
        javafx.scene.shape.PathElement[] caret = t.caretShape(i, true);
        return caret.length > 0 && caret[0] instanceof javafx.scene.shape.MoveTo mt ? Math.round(mt.getY()) : -1;
    }

    /**
     * A finished search's fitted tree at 1024 px, normal labels, the node details beside it, shows at least
     * min(the root's moves, K) root moves: K = 2 with the controls shown (a tree area of about 470 px), 4 without
     * (about 770 px); and with the root selected the details draw its line as numbered arrows.
     */
    private List<String> rootMovesShown(String where, boolean projector) {
        List<String> out = new ArrayList<>();
        TreeNode root = panel.viewModel().model().tree().latestRoot();
        if (root == null || !treeShown()) {
            return out;
        }
        SearchTreeView tree = panel.views().tree();
        if (tree.selected() == root && ViewRefresher.showing(panel.views().detail())
                && (panel.views().detail().arrows().isEmpty()
                || panel.views().detail().arrows().stream().allMatch(a -> a.label().isEmpty()))) {
            out.add(where + ": the root's line is not drawn as numbered arrows: " + panel.views().detail().arrows());
        }
        boolean controls = ((ToggleButton) panel.lookup("#show-controls")).isSelected();
        boolean detail = ((ToggleButton) panel.lookup("#show-detail")).isSelected();
        boolean code = ((ToggleButton) panel.lookup("#show-code")).isSelected();
        if (projector || !detail || code || scene().getWidth() > 1100 || panel.viewModel().session().isRunning()
                || panel.viewModel().lastResult() == null) {
            return out;
        }
        long shown = root.children().stream().filter(c -> tree.isShown(c.id())).count();
        int want = Math.min(root.children().size(), controls ? 2 : 4);
        if (shown < want) {
            out.add(where + ": " + shown + " of the root's " + root.children().size() + " moves shown, " + want + " wanted");
        }
        return out;
    }
}
