package org.xqlab.book;

import java.util.List;
import java.util.Optional;

/**
 * What the book knows about a position: its moves with weights (best first; empty when the position is
 * out of book) and the name of the opening the position belongs to, if any (a position after the end of
 * a named line keeps no name; the app shows the last name it saw).
 */
public record BookProbe(List<BookMove> moves, Optional<OpeningName> name) {
    public BookProbe {
        moves = List.copyOf(moves);
    }

    public boolean inBook() {
        return !moves.isEmpty();
    }

    /** Sum of the weights. */
    public int totalWeight() {
        int sum = 0;
        for (BookMove m : moves) {
            sum += m.weight();
        }
        return sum;
    }
}
