package org.xqlab.figure;

/**
 * Input a figure cannot be made from — a missing or unreadable file, a damaged trace (the message
 * names the file and line), a tree file with an error, an option out of range — or an output that
 * cannot be written. The message is one line for a person; commands print it as {@code error: …}.
 */
public final class FigureException extends IllegalArgumentException {

    public FigureException(String message) {
        super(message);
    }

    public FigureException(String message, Throwable cause) {
        super(message, cause);
    }
}
