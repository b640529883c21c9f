package org.xqlab.trace;

/**
 * What a score says about the true value: {@link #EXACT} (α &lt; score &lt; β), {@link #LOWER}
 * (fail high: true value ≥ score), {@link #UPPER} (fail low: true value ≤ score), or {@link #NONE}
 * (no information, e.g. a transposition-table miss).
 */
public enum Bound {
    EXACT, LOWER, UPPER, NONE
}
