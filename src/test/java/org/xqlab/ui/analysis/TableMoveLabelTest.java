package org.xqlab.ui.analysis;

import javafx.scene.Node;
import javafx.scene.control.ComboBox;
import javafx.scene.control.IndexedCell;
import javafx.scene.control.Labeled;
import javafx.scene.control.ListCell;
import javafx.scene.control.TableRow;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.xqlab.rules.Fen;
import org.xqlab.rules.Move;
import org.xqlab.rules.Notation;
import org.xqlab.rules.Position;
import org.xqlab.teach.TeachingPosition;
import org.xqlab.ui.I18n;
import org.xqlab.ui.UiTestSupport;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The moves of the killer table, the heatmap's top moves and A/B's best move and PV are written in the
 * notation the main window chose, also after a full (not stepped) run, and are written again when the
 * notation changes. Rook against one advisor, pvs at depth 4, 中文 notation: every move text read from the
 * drawn cells is a Chinese move (no ICCS "h2e2"); the killers and the heatmap's moves name a move of that
 * search's side; no two of the heatmap's top moves read alike (a rook's 俥一平六 from two ranks has its
 * points added); after a switch to ICCS the same cells, and the Captions tab's lines already shown, show
 * ICCS, after a switch to WXF they show WXF.
 */
@ExtendWith(ApplicationExtension.class)
class TableMoveLabelTest {
    private static final Pattern ICCS = Pattern.compile("[a-i][0-9][a-i][0-9]");
    private static final Pattern CHINESE = Pattern.compile("[俥車傌馬炮砲相象仕士帥將兵卒前後中][^a-z]*");
    private static final Pattern WXF = Pattern.compile("[RHCEAKP+\\-][0-9+\\-.=]+");

    private final AtomicReference<Notation> notation = new AtomicReference<>(Notation.CHINESE);
    private AnalysisPanel panel;
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        panel = new AnalysisPanel(new AnalysisText(new I18n(I18n.ENGLISH)), Position::startPosition, notation::get);
        UiTestSupport.showAt(stage, panel, 1024, 768);
    }

    @AfterEach
    void close(FxRobot robot) {
        UiTestSupport.closeAfter(robot, stage, panel::close);
    }

    private void search(FxRobot robot) throws Exception {
        TeachingRuns.searchToEnd(robot, panel, "rookadvisor", "pvs", 4);
    }

    /** Shows a tab, draws every view and returns when the drawing is done. */
    private void show(FxRobot robot, String tab) {
        robot.interact(() -> {
            panel.showTab(tab);
            panel.views().refresher().refreshAll();
        });
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> panel.views().refresher().refreshAll());
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** The drawn rows of a table, each its cells' texts left to right. */
    private List<List<String>> drawnRows(FxRobot robot, String table) {
        List<List<String>> rows = new ArrayList<>();
        robot.interact(() -> {
            for (Node n : panel.lookupAll(table + " .table-row-cell")) {
                if (!(n instanceof TableRow<?> row) || row.isEmpty() || !row.isVisible() || row.getItem() == null) {
                    continue;
                }
                List<String> cells = new ArrayList<>();
                row.lookupAll(".table-cell").stream().filter(c -> c instanceof IndexedCell<?>)
                        .sorted(Comparator.comparingDouble(c -> c.localToScene(0, 0).getX()))
                        .forEach(c -> cells.add(((Labeled) c).getText()));
                rows.add(cells);
            }
            rows.sort(Comparator.comparing(r -> r.get(0)));
        });
        return rows;
    }

    /** The killer slots as drawn (slot 1 and 2 columns, "—" for an empty slot left out). */
    private List<String> drawnKillers(FxRobot robot) {
        show(robot, "tab-killers");
        List<String> moves = new ArrayList<>();
        for (List<String> r : drawnRows(robot, "#killer-table")) {
            for (String s : r.subList(1, 3)) {
                if (!"—".equals(s)) {
                    moves.add(s);
                }
            }
        }
        return moves;
    }

    /** The heatmap's top moves as drawn, without their values. */
    private List<String> drawnTop(FxRobot robot) {
        show(robot, "tab-heatmap");
        List<String> moves = new ArrayList<>();
        robot.interact(() -> {
            for (Node n : panel.lookupAll("#heat-top .list-cell")) {
                if (n instanceof ListCell<?> c && !c.isEmpty() && c.getText() != null) {
                    moves.add(c.getText().replaceAll("\\s+-?\\d+$", "").strip());
                }
            }
        });
        return moves;
    }

    /** Every drawn line of the Captions tab is its caption in {@code n} (with its score view). */
    private void assertCaptionsIn(FxRobot robot, Notation n) {
        show(robot, "tab-captions");
        List<String> wrong = new ArrayList<>();
        int[] seen = {0};
        robot.interact(() -> {
            for (Node node : panel.lookupAll("#caption-list .list-cell")) {
                if (node instanceof ListCell<?> c && !c.isEmpty() && c.getItem() instanceof org.xqlab.analysis.Caption cap) {
                    seen[0]++;
                    String want = CaptionViews.withView(cap, java.util.Locale.ENGLISH, n);
                    if (!want.equals(c.getText())) {
                        wrong.add(c.getText() + " instead of " + want);
                    }
                }
            }
        });
        assertTrue(seen[0] > 0, "captions drawn");
        assertEquals(List.of(), wrong);
    }

    private void setNotation(FxRobot robot, Notation n) {
        robot.interact(() -> notation.set(n));
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static void allMatch(Pattern p, List<String> texts, String what) {
        assertFalse(texts.isEmpty(), what + ": something drawn");
        for (String t : texts) {
            // a move that reads like another in the same list has its points added: "俥一平六 (i3d3)"
            String move = t.replaceFirst(" \\([a-i][0-9][a-i][0-9]\\)$", "");
            assertTrue(p.matcher(move).matches(), what + " drawn as " + t + " in " + texts);
        }
    }

    @Test
    void killersAndTopMovesFollowTheNotationAfterAFullRun(FxRobot robot) throws Exception {
        search(robot);
        Position root = Fen.parse(panel.viewModel().model().rootFen());

        List<String> killers = drawnKillers(robot);
        allMatch(CHINESE, killers, "a killer after the run in 中文");
        List<String> top = drawnTop(robot);
        allMatch(CHINESE, top, "a top move of the heatmap in 中文");
        assertEquals(top.size(), top.stream().distinct().count(), "no two top moves read alike: " + top);
        // the rook's moves are Red's: a Red move in 中文 has Chinese numerals; the root's legal moves read back
        for (String t : top) {
            if (t.startsWith("俥")) {
                assertTrue(t.matches("俥[一二三四五六七八九][進退平][一二三四五六七八九]( \\([a-i][0-9][a-i][0-9]\\))?"), t);
            }
        }

        assertCaptionsIn(robot, Notation.CHINESE);
        setNotation(robot, Notation.ICCS);
        assertCaptionsIn(robot, Notation.ICCS); // the lines shown are written again, not only new ones
        List<String> iccs = drawnKillers(robot);
        allMatch(ICCS, iccs, "a killer after a switch to ICCS");
        assertEquals(killers.size(), iccs.size(), "the same slots");
        allMatch(ICCS, drawnTop(robot), "a top move after a switch to ICCS");
        // the killers drawn are the table's moves
        List<String> slots = new ArrayList<>();
        for (KillerView.Row r : panel.views().killers().rows()) {
            for (int m : new int[] {r.slot1(), r.slot2()}) {
                if (m != 0) {
                    slots.add(Move.iccs(m));
                }
            }
        }
        assertEquals(slots.stream().sorted().toList(), iccs.stream().sorted().toList());

        setNotation(robot, Notation.WXF);
        allMatch(WXF, drawnKillers(robot), "a killer after a switch to WXF");
        allMatch(WXF, drawnTop(robot), "a top move after a switch to WXF");
        assertTrue(root.sideToMove() == org.xqlab.rules.Piece.BLACK, "Black moves first in this position");
    }

    @Test
    void abBestMoveAndPvFollowTheNotation(FxRobot robot) throws Exception {
        TeachingPosition t = TeachingPosition.all().stream().filter(p -> p.id().equals("rookadvisor")).findFirst()
                .orElseThrow();
        robot.interact(() -> {
            @SuppressWarnings("unchecked")
            ComboBox<TeachingPosition> box = (ComboBox<TeachingPosition>) panel.lookup("#teaching-position");
            box.setValue(t);
            panel.views().controls().setDepth(3);
            panel.showTab("tab-ab");
            panel.views().ab().setConfigs("pvs", "", "alphabeta", "");
        });
        robot.clickOn("#ab-run");
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> panel.views().ab().resultB() != null
                && !panel.views().ab().isRunning());
        WaitForAsyncUtils.waitForFxEvents();
        Position root = Fen.parse(t.fen());
        int best = panel.views().ab().resultA().bestMove();

        List<String> bestRow = row(robot, "best move");
        assertEquals(Notation.CHINESE.format(root, best), bestRow.get(1), "A's best move in 中文");
        List<String> pv = row(robot, "principal variation");
        for (String side : pv.subList(1, 3)) {
            List<String> moves = List.of(side.split(" "));
            allMatch(CHINESE, moves, "a PV move in 中文");
        }
        assertTrue(pv.get(1).startsWith(Notation.CHINESE.format(root, best)), pv.get(1));

        setNotation(robot, Notation.ICCS);
        robot.interact(() -> panel.views().refresher().refreshAll());
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(Move.iccs(best), row(robot, "best move").get(1), "written again in ICCS");
        assertEquals(panel.views().ab().resultA().pvText(), row(robot, "principal variation").get(1));
    }

    private List<String> row(FxRobot robot, String name) {
        for (List<String> r : drawnRows(robot, "#ab-table")) {
            if (r.get(0) != null && r.get(0).equals(name)) {
                return r;
            }
        }
        throw new AssertionError("no drawn row " + name + " in " + drawnRows(robot, "#ab-table"));
    }
}
