package org.xqlab.trace;

/**
 * Fruit's node classification: a PV node is expected to return a score inside (α, β), a CUT node to
 * fail high (one move refutes), an ALL node to fail low (every move is searched). The engine passes
 * the expected type on entry and the actual one on exit.
 */
public enum NodeType {
    PV, CUT, ALL
}
