package org.xqlab.trace;

/**
 * Where {@link StepGate} holds the engine: the event's sequence number (1-based count of events the
 * gate has seen this search), its kind, node id and ply (-1 where the event has none), and the
 * fields a UI shows for moves and cutoffs (move 0, stage null, index -1, step null when absent;
 * depth/score/beta 0 when absent). A few kinds reuse fields: {@code stage} puts the number of moves
 * produced in {@code index}; {@code iter_start} puts α in {@code score} and β in {@code beta};
 * {@code iter_end} puts the first PV move in {@code move}; {@code node_leave} puts its best move in
 * {@code move}; a TT probe or null move that cut names its step.
 */
public record GateStop(long sequence, EventKind kind, long nodeId, int ply, int move, Stage stage, int index,
                       int depth, int score, int beta, Step step) {
}
