package org.xqlab.game;

/**
 * The game-record formats Xiangqi Lab reads, with the name {@code record show} prints. See
 * {@code docs/records.md} for what is read and written of each.
 */
public enum RecordFormat {
    /** Xiangqi PGN (XQWizard, xqbase, this program): tags and move text, one game or many. */
    PGN("PGN"),
    /** XQF, the binary format of 象棋演播室 (XQStudio), versions 1.0 to 1.8 and the encrypted ones. */
    XQF("XQF"),
    /** DhtmlXQ / UBB blocks of forums and 东萍象棋网 (dpxq.com): {@code [DhtmlXQ]…[/DhtmlXQ]}. */
    DHTMLXQ("DhtmlXQ"),
    /** dpxq.com's plain-text export: {@code 标题: …} lines, then numbered Chinese moves. */
    DPXQ_TEXT("dpxq-text"),
    /** PlayOK's export: header lines, then WXF moves between {@code START{} and {@code }END}. */
    PLAYOK("PlayOK"),
    /** CC Bridge (象棋桥) CBF, XML. */
    CBF("CBF");

    private final String label;

    RecordFormat(String label) {
        this.label = label;
    }

    /** The name printed by {@code record show}. */
    public String label() {
        return label;
    }
}
