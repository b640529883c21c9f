package org.xqlab.ui;

/** The move notations the move list can show: ICCS {@code h2e2}, WXF {@code C2=5}, Chinese {@code 炮二平五}. */
public enum NotationKind {
    ICCS, WXF, CHINESE
}
