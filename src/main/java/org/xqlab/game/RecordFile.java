package org.xqlab.game;

import java.util.List;

/**
 * What a record file holds: its format, the encoding its text was read in (for XQF, the encoding of its
 * names and comments; {@code text} for a record given as a string) and its games, each a {@link GameRecord} tree with tags, comments and variations
 * (at least one game).
 */
public record RecordFile(RecordFormat format, String encoding, List<GameRecord> games) {
    public RecordFile {
        games = List.copyOf(games);
    }

    /** The first game. */
    public GameRecord first() {
        return games.get(0);
    }
}
