package org.xqlab.rules;

/**
 * A move as relative notation says it: which piece ({@link Designation}), which way ({@link Verb}) and
 * a number. For straight movers (king, rook, cannon, pawn) going forward or back the number counts the
 * ranks moved; otherwise (sideways, and every advisor, elephant and horse move) it is the destination
 * file in the mover's own numbering.
 */
public record RelativeMove(Designation piece, Verb verb, int number) {
}
