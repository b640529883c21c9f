package org.xqlab.book;

import org.xqlab.rules.Move;

/** One book move with its weight (how often it was played or how much theory favours it; ≥ 1). */
public record BookMove(int move, int weight) {
    public BookMove {
        if (weight < 1) {
            throw new IllegalArgumentException("book weight must be at least 1, got " + weight);
        }
    }

    @Override
    public String toString() {
        return Move.iccs(move) + " " + weight;
    }
}
