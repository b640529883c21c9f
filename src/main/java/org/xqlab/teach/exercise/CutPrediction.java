package org.xqlab.teach.exercise;

import org.xqlab.trace.Stage;
import org.xqlab.trace.Step;
import org.xqlab.trace.TreeNode;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;

/**
 * A prediction about one node of a real search, made while the search is held before the node is
 * decided: will it cut, and which MoveSort stage will produce the cutting move ({@code stage} null
 * with {@code cut}: it cuts before any move, by the transposition table, a null move or, in quiescence, the
 * stand pat). Graded
 * against what the search then did ({@link TreeNode}, captured by {@link org.xqlab.trace.SearchTree}):
 * one mark for the cut, and one for the stage when the node cut or a cut was predicted. The
 * explanations name the step that decided it (Step 12: β-cutoff, Step 4 / Step 7 for a cut before
 * any move, Step 9: move loop when every move failed to reach β).
 */
public record CutPrediction(boolean cut, Stage stage) {

    /** Whether the node's outcome is known: it cut, or it was left. */
    public static boolean decided(TreeNode n) {
        return n.hasCutoff() || n.isFinished();
    }

    /** The stages a cutting move can come from, in MoveSort order (the choices a student has). */
    public static List<Stage> movingStages() {
        return List.of(Stage.HASH, Stage.GOOD_CAPTURES, Stage.KILLER_1, Stage.KILLER_2, Stage.QUIETS,
                Stage.BAD_CAPTURES, Stage.QS_CAPTURES, Stage.QS_EVASIONS, Stage.ROOT);
    }

    /**
     * The stages a cutting move can come from under the search configuration {@code config}, in MoveSort
     * order: without the transposition table or its hash move no hash stage, killer stages only for the
     * slots the configuration keeps, bad captures only when they are ordered apart.
     */
    public static List<Stage> movingStages(String config) {
        String killers = org.xqlab.trace.ConfigText.value(config, "killers", "2");
        List<Stage> stages = new ArrayList<>();
        for (Stage s : movingStages()) {
            boolean kept = switch (s) {
                case HASH -> org.xqlab.trace.ConfigText.isOn(config, "tt", true)
                        && org.xqlab.trace.ConfigText.isOn(config, "order.hash", true);
                case KILLER_1 -> !killers.equals("0");
                case KILLER_2 -> !killers.equals("0") && !killers.equals("1");
                case BAD_CAPTURES -> org.xqlab.trace.ConfigText.isOn(config, "order.badcaptures", true);
                default -> true;
            };
            if (kept) {
                stages.add(s);
            }
        }
        return stages;
    }

    /** "good captures (MVV/LVA)" / "好的吃子（MVV/LVA）", or the words for a cut before any move. */
    public static Words stageWords(Stage s) {
        return stageWords(s, "");
    }

    /**
     * A stage named as the search configuration {@code config} orders it ({@link Stage#caption}: under
     * {@code order.quiets=none} "quiet moves (generation order)", not "by history"), or the words for a cut
     * before any move.
     */
    public static Words stageWords(Stage s, String config) {
        return s == null ? new Words("before any move (hash table, null move or stand pat)",
                "在任何着法之前（置换表、空着或" + Step.STAND_PAT.chinese() + "）")
                : new Words(s.caption(config, false), s.caption(config, true));
    }

    /**
     * Grades this prediction against the decided node {@code n}; {@code moveName} writes a move of the
     * node's position (e.g. in the notation the window uses). Throws if the node is not decided yet.
     */
    public Grade grade(TreeNode n, IntFunction<String> moveName) {
        return grade(n, moveName, "");
    }

    /** The same, naming the stages as the search configuration {@code config} orders them ({@link #stageWords(Stage, String)}). */
    public Grade grade(TreeNode n, IntFunction<String> moveName, String config) {
        if (!decided(n)) {
            throw new IllegalStateException("the node is not decided yet");
        }
        boolean byMove = n.hasCutoff() && n.cutoffStep() == Step.BETA_CUTOFF;
        boolean actual = n.hasCutoff();
        Stage actualStage = byMove ? n.cutStage() : null;
        List<Mark> marks = new ArrayList<>();
        Words yes = new Words("cuts", "截断");
        Words no = new Words("does not cut", "不截断");
        Words why;
        if (byMove) {
            String m = moveName.apply(n.cutMove());
            why = new Words("The node cut: its move " + m + ", tried as number " + (n.cutIndex() + 1) + ", came from "
                    + "the stage '" + actualStage.caption(config, false) + "' and reached β = " + n.beta() + "; the "
                    + Math.max(0, n.candidates() - n.tried()) + " moves not yet tried are pruned. "
                    + Step.BETA_CUTOFF.caption() + ".", "该节点截断：它的着法 " + m + "（第 " + (n.cutIndex() + 1)
                    + " 个尝试的着法）来自“" + actualStage.caption(config, true) + "”阶段，达到 β = " + n.beta() + "；尚未尝试的 "
                    + Math.max(0, n.candidates() - n.tried()) + " 个着法被剪掉。" + Step.BETA_CUTOFF.chineseCaption() + "。");
        } else if (actual) {
            Step s = n.cutoffStep();
            why = new Words("The node cut before trying any move. " + s.caption() + ".",
                    "该节点在尝试任何着法之前就截断了。" + s.chineseCaption() + "。");
        } else {
            why = new Words("The node did not cut: it tried " + n.tried() + " moves and none reached β = " + n.beta()
                    + "; it returned " + n.score() + " (" + n.actual() + " node). " + Step.MOVE_LOOP.caption() + ".",
                    "该节点没有截断：它尝试了 " + n.tried() + " 个着法，没有一个达到 β = " + n.beta() + "；它返回 "
                            + n.score() + "（" + n.actual() + " 节点）。" + Step.MOVE_LOOP.chineseCaption() + "。");
        }
        marks.add(new Mark(null, new Words("Will it cut?", "会截断吗？"), cut == actual, cut ? yes : no,
                actual ? yes : no, why));
        if (actual || cut) {
            Words expected = actual ? stageWords(actualStage, config) : new Words("no cut", "没有截断");
            boolean right = actual && cut && stage == actualStage;
            marks.add(new Mark(null, new Words("Which stage?", "哪个阶段？"), right,
                    cut ? stageWords(stage, config) : new Words("no cut", "没有截断"), expected, why));
        }
        return new Grade(marks);
    }
}
