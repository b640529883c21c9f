package org.xqlab.protocol;

/**
 * An engine died, broke the protocol or did not answer in time. The message names the engine, what it
 * was asked, and what went wrong (with its last lines of error output when it wrote any); the caller
 * keeps its game and decides what the failure means (a match scores it as a loss of that engine).
 */
public final class EngineException extends RuntimeException {
    public EngineException(String message) {
        super(message);
    }

    public EngineException(String message, Throwable cause) {
        super(message, cause);
    }
}
