package org.xqlab.trace;

/** Where and why a trace file could not be read further: a 1-based line number and a message. */
public record TraceDamage(long line, String message) {

    @Override
    public String toString() {
        return "line " + line + ": " + message;
    }
}
