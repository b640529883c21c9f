package org.xqlab.rules;

/**
 * How relative notation names the piece that moves, before the verb: the one model that WXF and
 * Chinese render in their own alphabets.
 *
 * <ul>
 *   <li>{@code count == 1}: the piece is alone of its kind on its file (or is an advisor or elephant,
 *       whose direction already tells two on one file apart): type and file, 炮二 / C2.</li>
 *   <li>{@code count >= 2}, not {@code multiFile}: {@code count} pieces of this kind stand on the file
 *       and this one is {@code index} from the front (0 = front): 前炮 / C+.</li>
 *   <li>{@code multiFile}: pawns stand doubled on two files at once. WXF writes the file and the place
 *       on it ({@code 7+}); Chinese counts all those pawns together, file 1 to 9 and front to back on
 *       each, and writes the ordinal: 一兵 … 五兵 ({@code groupIndex}).</li>
 * </ul>
 *
 * @param color  the side of the piece
 * @param type   its {@link Piece} type
 * @param file   its file in the side's own numbering, 1–9 (see {@link FileNumbering})
 * @param index  its place on the file among {@code count} pieces of its kind, 0 = front
 * @param count  how many pieces of its kind the notation counts on that file (1 when alone)
 * @param multiFile true for pawns when two files each hold two or more pawns of the side
 * @param groupIndex its place among all the side's pieces of its kind on files holding two or more,
 *                   counted file 1 to 9 and front to back on each (equals {@code index} when one file)
 */
public record Designation(int color, int type, int file, int index, int count, boolean multiFile, int groupIndex) {

    /** True when the file alone names the piece. */
    public boolean plain() {
        return count == 1;
    }

    /** True for the middle one of an odd number (3 or 5) on a file. */
    public boolean middle() {
        return count >= 3 && count % 2 == 1 && index == count / 2;
    }
}
