package org.xqlab.ui.analysis;

import org.xqlab.ui.FxTexts;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.css.PseudoClass;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.layout.BorderPane;
import org.xqlab.rules.Notation;
import org.xqlab.rules.Position;
import org.xqlab.analysis.DigestSnapshot;
import org.xqlab.analysis.SearchDigest;
import org.xqlab.analysis.AnalysisModel;
import org.xqlab.analysis.TableMoves;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.IntFunction;
import java.util.function.Supplier;

/**
 * Killer slots, one row per ply that has had a killer or a killer try: both slots in the chosen
 * notation, written in a position of the search where that ply's side plays them ({@link TableMoves}:
 * the position the search is in at that ply, else one on the PV or in the stored tree, so also after the
 * search ended; ICCS only when none is known; two slots that read alike, 俥一平六 from two ranks, with their
 * points added), redrawn when the notation changes; how
 * often the slots changed, how many killer moves were tried there and how many of them cut off. A row
 * flashes for a moment whenever its slots change.
 */
final class KillerView extends BorderPane {

    /** One ply of the table. */
    record Row(int ply, int slot1, int slot2, String text1, String text2, long updates, long tries, long cutoffs,
               boolean flashing) {
    }

    private static final long FLASH_NANOS = 700_000_000L;
    private static final PseudoClass FLASH = PseudoClass.getPseudoClass("flash");
    /** {@code .table-row-cell:flash { -fx-background-color: #fff0a0; }} as a data URI. */
    private static final String FLASH_CSS = "data:text/css;base64,"
            + java.util.Base64.getEncoder().encodeToString(
                    ".table-row-cell:flash { -fx-background-color: #fff0a0; }".getBytes(java.nio.charset.StandardCharsets.UTF_8));

    private final TableView<Row> table = new TableView<>();
    private final Map<Integer, Long> flashUntil = new HashMap<>();
    private final AnalysisText text;
    private final Supplier<Notation> notation;
    private final Supplier<AnalysisModel> search;
    private final TableMoves moves = new TableMoves();
    private Notation shownNotation;
    private long[] lastUpdates = new long[SearchDigest.MAX_PLY];
    private DigestSnapshot shown;

    /** A table of the killers of {@code search}'s search, moves in {@code notation}. */
    KillerView(AnalysisText text, Supplier<Notation> notation, Supplier<AnalysisModel> search) {
        this.text = text;
        this.notation = notation;
        this.search = search;
        setId("killer-view");
        table.setId("killer-table");
        FxTexts.placeholder(table, text.i18n());
        table.getColumns().add(column("killer.ply", r -> Integer.toString(r.ply())));
        table.getColumns().add(column("killer.slot1", Row::text1));
        table.getColumns().add(column("killer.slot2", Row::text2));
        table.getColumns().add(column("killer.updates", r -> Long.toString(r.updates())));
        table.getColumns().add(column("killer.tries", r -> Long.toString(r.tries())));
        table.getColumns().add(column("killer.cutoffs", r -> Long.toString(r.cutoffs())));
        table.getColumns().add(column("killer.rate", r -> r.tries() == 0 ? "—"
                : String.format("%.0f%%", 100.0 * r.cutoffs() / r.tries())));
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        TableRows.fixed(table);
        table.getStylesheets().add(FLASH_CSS);
        table.setRowFactory(t -> new TableRow<>() {
            @Override
            protected void updateItem(Row row, boolean empty) {
                super.updateItem(row, empty);
                Long until = empty || row == null ? null : flashUntil.get(row.ply());
                pseudoClassStateChanged(FLASH, until != null && until > System.nanoTime());
            }
        });
        setCenter(table);
    }

    private TableColumn<Row, String> column(String key, Function<Row, String> value) {
        TableColumn<Row, String> c = new TableColumn<>();
        text.bind(c.textProperty(), key);
        c.setCellValueFactory(cd -> new ReadOnlyObjectWrapper<>(value.apply(cd.getValue())));
        c.setSortable(false);
        c.setPrefWidth(90);
        return c;
    }

    /** Forgets what is shown, so that the next update redraws it in the current language. */
    void relabel() {
        shown = null;
        table.refresh();
    }

    /** Shows a snapshot; {@code positionAtPly} gives the position the search is in at a ply (or null). */
    void update(DigestSnapshot s, IntFunction<Position> positionAtPly) {
        long now = System.nanoTime();
        int expired = (int) flashUntil.values().stream().filter(t -> t <= now).count();
        Notation in = notation.get();
        if (s == shown && expired == 0 && in == shownNotation) {
            return;
        }
        shownNotation = in;
        flashUntil.values().removeIf(t -> t <= now);
        if (s != shown) {
            for (int ply = 0; ply < SearchDigest.MAX_PLY; ply++) {
                if (s.tables().killerUpdates(ply) != lastUpdates[ply] && s.tables().killerUpdates(ply) > 0) {
                    flashUntil.put(ply, now + FLASH_NANOS);
                }
            }
            for (int ply = 0; ply < SearchDigest.MAX_PLY; ply++) {
                lastUpdates[ply] = s.tables().killerUpdates(ply);
            }
            shown = s;
        }
        List<Row> rows = new ArrayList<>();
        Map<Integer, Long> flashing = Map.copyOf(flashUntil);
        for (int ply = 0; ply < SearchDigest.MAX_PLY; ply++) {
            int[] k = s.tables().killers(ply);
            if (k[0] != 0 || k[1] != 0 || s.tables().killerTries(ply) > 0 || s.tables().killerUpdates(ply) > 0) {
                Position p = positionAtPly.apply(ply);
                String t1 = name(p, ply, k[0], in);
                String t2 = name(p, ply, k[1], in);
                if (t1.equals(t2) && k[0] != k[1]) {
                    // 俥一平六 from two ranks reads alike: the points tell the slots apart
                    t1 += " (" + org.xqlab.rules.Move.iccs(k[0]) + ")";
                    t2 += " (" + org.xqlab.rules.Move.iccs(k[1]) + ")";
                }
                rows.add(new Row(ply, k[0], k[1], t1, t2, s.tables().killerUpdates(ply),
                        s.tables().killerTries(ply), s.tables().killerCutoffs(ply), flashing.containsKey(ply)));
            }
        }
        // only changed rows are replaced; a row whose flash starts or ends is replaced too (its
        // flashing state is part of the row), which re-renders just that row
        TableRows.update(table.getItems(), rows);
    }

    /** A killer of {@code ply} (played by that ply's side), in the position the search is in there if it fits. */
    private String name(Position p, int ply, int move, Notation in) {
        AnalysisModel m = search.get();
        if (m == null || move == 0) {
            return move == 0 ? "—" : org.xqlab.analysis.MoveText.format(p, move, in);
        }
        return moves.format(m, move, ply, sideAt(m, ply), p, in);
    }

    /** The side to move at {@code ply} of the search ({@link TableMoves#ANY} if its root is unknown). */
    private static int sideAt(AnalysisModel m, int ply) {
        try {
            int root = org.xqlab.rules.Fen.parse(m.rootFen()).sideToMove();
            return ply % 2 == 0 ? root : 1 - root;
        } catch (RuntimeException e) {
            return TableMoves.ANY;
        }
    }

    List<Row> rows() {
        return List.copyOf(table.getItems());
    }

    /** Whether the row of this ply is flashing now. */
    boolean isFlashing(int ply) {
        Long until = flashUntil.get(ply);
        return until != null && until > System.nanoTime();
    }
}
