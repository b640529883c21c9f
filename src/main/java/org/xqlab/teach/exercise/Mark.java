package org.xqlab.teach.exercise;

/**
 * The grade of one answer: what was graded (a question, or one branch of a pruning question), whether
 * it is right, what was given and what was expected, and why — the explanation names the search step
 * that decides it (e.g. "Step 12: β-cutoff").
 */
public record Mark(Question question, Words item, boolean right, Words given, Words expected, Words explanation) {
}
