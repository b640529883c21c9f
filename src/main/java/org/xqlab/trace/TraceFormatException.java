package org.xqlab.trace;

/** A trace record that does not follow the format; the reader turns it into a {@link TraceDamage}. */
final class TraceFormatException extends Exception {

    TraceFormatException(String message) {
        super(message, null, false, false);
    }
}
