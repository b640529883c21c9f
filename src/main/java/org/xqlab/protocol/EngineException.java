package org.xqlab.protocol;

/**
 * An engine died, broke the protocol or did not answer in time. The message names the engine, what it
 * was asked, and what went wrong (with its last lines of error output when it wrote any); the caller
 * keeps its game and decides what the failure means (a match scores it as a loss of that engine).
 * {@link #kind()} says which of these it was, for the one-word summary of a forfeit.
 */
public final class EngineException extends RuntimeException {
    /** What went wrong, in one word. */
    public enum Kind {
        /** The engine's process ended or closed its output. */
        CRASHED,
        /** The engine did not answer in time (nor after {@code stop}). */
        TIMED_OUT,
        /** The engine answered with a move that is no legal move. */
        ILLEGAL_MOVE,
        /** Anything else: it could not start, or broke the protocol otherwise. */
        OTHER
    }

    private final Kind kind;

    public EngineException(String message) {
        this(Kind.OTHER, message, null);
    }

    public EngineException(String message, Throwable cause) {
        this(Kind.OTHER, message, cause);
    }

    public EngineException(Kind kind, String message) {
        this(kind, message, null);
    }

    public EngineException(Kind kind, String message, Throwable cause) {
        super(message, cause);
        this.kind = kind;
    }

    public Kind kind() {
        return kind;
    }
}
