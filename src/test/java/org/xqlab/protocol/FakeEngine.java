package org.xqlab.protocol;

import java.util.List;

/**
 * An engine for tests: each {@link #think} is answered by a function of the game so far; a new game, stop and
 * close do nothing. A test that needs more (reports while thinking) overrides the method it needs.
 */
public class FakeEngine implements EngineClient {
    /** The fake's answer to the game so far. */
    @FunctionalInterface
    public interface Answer {
        EngineReply think(String startFen, List<Integer> moves, MoveBudget budget);
    }

    private final String name;
    private final Answer answer;

    public FakeEngine(String name, Answer answer) {
        this.name = name;
        this.answer = answer;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public void newGame() {
    }

    @Override
    public EngineReply think(String startFen, List<Integer> moves, MoveBudget budget) {
        return answer.think(startFen, moves, budget);
    }

    @Override
    public void stop() {
    }

    @Override
    public void close() {
    }
}
