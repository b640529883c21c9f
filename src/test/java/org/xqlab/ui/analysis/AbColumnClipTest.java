package org.xqlab.ui.analysis;

import javafx.geometry.Bounds;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.control.Labeled;
import javafx.scene.control.ScrollBar;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.skin.TableColumnHeader;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.xqlab.rules.Notation;
import org.xqlab.rules.Position;
import org.xqlab.ui.I18n;
import org.xqlab.ui.UiTestSupport;
import org.xqlab.watch.AbViewModel;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The A/B table at 1024×736 (a 1024×768 screen less the title bar), in English and 中文, after a
 * comparison with the long rows (the quiescence-nodes row, a principal variation, β-cutoffs by stage):
 * every column's drawn header lies inside the table's viewport (the ratio column is not behind the
 * sideways scrollbar, which does not show), and no drawn header or cell text is cut or reaches out of its
 * row. Read from the scene graph as drawn, not from the columns' settings.
 */
@ExtendWith(ApplicationExtension.class)
class AbColumnClipTest {
    private Stage stage;
    private AnalysisPanel panel;

    @Start
    void start(Stage stage) {
        this.stage = stage;
    }

    @AfterEach
    void close(FxRobot robot) {
        robot.interact(() -> {
            if (panel != null) {
                panel.close();
            }
            stage.hide();
        });
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"en", "zh"})
    void everyColumnOfTheAbTableIsInSightAndNoTextIsCut(String language, FxRobot robot) throws Exception {
        AtomicReference<CompletableFuture<Void>> shown = new AtomicReference<>();
        robot.interact(() -> {
            AnalysisText text = new AnalysisText(new I18n("zh".equals(language) ? I18n.CHINESE : I18n.ENGLISH));
            panel = new AnalysisPanel(text, Position::startPosition, () -> Notation.CHINESE);
            UiTestSupport.showAt(stage, panel, 1024, 736);
            panel.views().controls().setDepth(3);
            panel.showTab("tab-ab");
            panel.views().ab().setConfigs("alphabeta", "", "full", "");
            shown.set(panel.views().ab().run());
        });
        shown.get().get(120, TimeUnit.SECONDS);
        WaitForAsyncUtils.waitForFxEvents();
        List<String> findings = new ArrayList<>();
        robot.interact(() -> {
            for (int i = 0; i < 3; i++) {
                stage.getScene().getRoot().applyCss();
                stage.getScene().getRoot().layout();
            }
            @SuppressWarnings("unchecked")
            TableView<AbViewModel.Row> table = (TableView<AbViewModel.Row>) panel.lookup("#ab-table");
            assertTrue(table.getItems().size() > 15, "the comparison's rows: " + table.getItems().size());
            assertTrue(table.getItems().stream().anyMatch(r -> r.name().equals("qnodes")));
            for (Node n : table.lookupAll(".scroll-bar")) {
                if (n instanceof ScrollBar bar && bar.getOrientation() == Orientation.HORIZONTAL && bar.isVisible()) {
                    findings.add("a sideways scrollbar shows: the columns need " + bar.getMax() + " px more");
                }
            }
            Bounds viewport = viewport(table);
            List<TableColumn<AbViewModel.Row, String>> columns = panel.views().ab().columns();
            int headers = 0;
            for (Node n : table.lookupAll(".column-header")) {
                if (!(n instanceof TableColumnHeader h) || h.getTableColumn() == null
                        || !columns.contains(h.getTableColumn())) {
                    continue;
                }
                headers++;
                Bounds b = h.localToScene(h.getLayoutBounds());
                if (b.getMinX() < viewport.getMinX() - 1 || b.getMaxX() > viewport.getMaxX() + 1 || b.getWidth() < 10) {
                    findings.add("column \"" + h.getTableColumn().getText() + "\" drawn at x " + Math.round(b.getMinX())
                            + "–" + Math.round(b.getMaxX()) + ", the table shows x " + Math.round(viewport.getMinX())
                            + "–" + Math.round(viewport.getMaxX()));
                }
                Node label = h.lookup(".label");
                if (label instanceof Labeled l) {
                    cut(l, findings);
                }
            }
            assertEquals(4, headers, "four drawn column headers");
            int cells = 0;
            for (Node n : table.lookupAll(".table-cell")) {
                if (n instanceof TableCell<?, ?> c && !c.isEmpty() && c.getText() != null && c.isVisible()
                        && c.getWidth() > 0 && c.getTableColumn() != null && columns.contains(c.getTableColumn())) {
                    cells++;
                    cut(c, findings);
                }
            }
            assertTrue(cells > 40, "drawn cells: " + cells);
        });
        UiTestSupport.screenshot(robot, stage.getScene(), "ab-columns-" + language);
        assertTrue(findings.isEmpty(), language + ":\n" + String.join("\n", findings));
    }

    /** The part of the table that shows rows: its bounds less the vertical scrollbar when one shows. */
    private static Bounds viewport(TableView<?> table) {
        Bounds t = table.localToScene(table.getLayoutBounds());
        double right = t.getMaxX() - table.snappedRightInset();
        for (Node n : table.lookupAll(".scroll-bar")) {
            if (n instanceof ScrollBar bar && bar.getOrientation() == Orientation.VERTICAL && bar.isVisible()) {
                right = Math.min(right, bar.localToScene(bar.getLayoutBounds()).getMinX());
            }
        }
        return new javafx.geometry.BoundingBox(t.getMinX() + table.snappedLeftInset(), t.getMinY(),
                right - t.getMinX() - table.snappedLeftInset(), t.getHeight());
    }

    /** A labeled whose drawn text is not its text (overrun ellipsis), or whose lines pass its bottom. */
    private static void cut(Labeled l, List<String> findings) {
        for (Node c : l.getChildrenUnmodifiable()) {
            if (c instanceof Text t) {
                String drawn = t.getText().replaceAll("\\s+", " ").trim();
                String expected = l.getText().replaceAll("\\s+", " ").trim();
                if (!drawn.equals(expected)) {
                    findings.add("\"" + expected + "\" drawn as \"" + drawn + "\" in " + Math.round(l.getWidth()) + " px");
                }
                Bounds tb = t.localToScene(t.getBoundsInLocal());
                Bounds lb = l.localToScene(l.getLayoutBounds());
                if (tb.getMaxY() > lb.getMaxY() + 1 || tb.getMaxX() > lb.getMaxX() + 2) {
                    findings.add("\"" + expected + "\" reaches out of its " + Math.round(lb.getWidth()) + "×"
                            + Math.round(lb.getHeight()) + " px box");
                }
            }
        }
    }
}
