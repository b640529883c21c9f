package org.xqlab.ui.analysis;

import javafx.collections.FXCollections;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

class TableRowsTest {

    @Test
    void onlyChangedRowsAreReplacedAndTheTailIsAddedOrRemoved() {
        ObservableList<String> items = FXCollections.observableArrayList("a", "b", "c");
        List<String> changes = new ArrayList<>();
        items.addListener((ListChangeListener<String>) c -> {
            while (c.next()) {
                changes.add(c.wasReplaced() ? "replace " + c.getFrom() + "-" + c.getTo()
                        : c.wasAdded() ? "add " + c.getFrom() + "-" + c.getTo() : "remove " + c.getFrom());
            }
        });
        assertEquals(1, TableRows.update(items, List.of("a", "B", "c")));
        assertEquals(List.of("replace 1-2"), changes);
        assertEquals(2, TableRows.update(items, List.of("a", "B", "c", "d", "e")));
        assertEquals(List.of("a", "B", "c", "d", "e"), items);
        assertEquals("add 3-5", changes.get(1));
        assertEquals(3, TableRows.update(items, List.of("a", "B")));
        assertEquals(List.of("a", "B"), items);
        assertEquals(0, TableRows.update(items, List.of("a", "B")));
        assertEquals(3, changes.size(), "an unchanged list fires nothing");
    }
}
