package org.xqlab.teach.exercise;

import org.xqlab.teach.Playback;
import org.xqlab.teach.TextbookNode;
import org.xqlab.teach.TextbookTree;

import java.io.IOException;
import org.xqlab.io.AtomicFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The teacher's handouts for an {@link Exercise}, as Markdown in English or Chinese: the exercise sheet
 * (the tree drawn as a text outline, and the figure when one is written beside it; the questions with
 * room for the answers; no answer) and its answer key (the same questions with the answers and the
 * explanations a wrong answer gets, and what alpha-beta does on the tree). File names carry the kind
 * and seed: {@code exercise-prune-42.md}, {@code exercise-prune-42-key.md}. The seed line tells how to
 * make the same exercise again (command line or classroom), which is how homework is handed out.
 */
public final class ExerciseSheet {
    private ExerciseSheet() {
    }

    /**
     * The base of the file names: "exercise-prune-42" at the first size, "exercise-prune-42-d4b2" at depth 4,
     * branching 2, "exercise-prune-tree" for an exercise on a given tree.
     */
    public static String baseName(Exercise e) {
        if (!e.generated()) {
            return "exercise-" + e.kind().token() + "-tree";
        }
        return "exercise-" + e.kind().token() + "-" + e.seed()
                + (e.defaultSize() ? "" : "-d" + e.depth() + "b" + e.branching());
    }

    /** The command line that makes the same exercise again. */
    public static String command(Exercise e) {
        return "xiangqi-lab exercise --kind " + e.kind().token() + " --seed " + e.seed()
                + (e.defaultSize() ? "" : " --depth " + e.depth() + " --branching " + e.branching());
    }

    /**
     * Writes the sheet and the key into {@code dir} (created if missing) and returns the files written.
     * An existing file of the same name is replaced.
     */
    public static List<Path> write(Exercise e, Path dir, boolean zh) throws IOException {
        return write(e, dir, zh, null);
    }

    /** As {@link #write(Exercise, Path, boolean)}, the sheet and key showing {@code figure} (a file name in dir) if not null. */
    public static List<Path> write(Exercise e, Path dir, boolean zh, String figure) throws IOException {
        Files.createDirectories(dir);
        Path sheet = dir.resolve(baseName(e) + ".md");
        Path key = dir.resolve(baseName(e) + "-key.md");
        AtomicFile.writeString(sheet, sheet(e, zh, figure));
        AtomicFile.writeString(key, key(e, zh, figure));
        return List.of(sheet, key);
    }

    /** The exercise sheet: tree and questions, no answers. */
    public static String sheet(Exercise e, boolean zh, String figure) {
        StringBuilder sb = header(e, zh, figure, false);
        sb.append(zh ? "## 题目\n\n" : "## Questions\n\n");
        for (Question q : e.questions()) {
            sb.append(q.number()).append(". ").append(q.prompt(e.kind()).text(zh)).append("\n\n");
            sb.append(zh ? "   答案：" : "   Answer: ").append("______________________\n\n");
        }
        return sb.toString();
    }

    /** The answer key: the questions with answers and explanations. */
    public static String key(Exercise e, boolean zh, String figure) {
        StringBuilder sb = header(e, zh, figure, true);
        sb.append(zh ? "## 答案\n\n" : "## Answers\n\n");
        for (Question q : e.questions()) {
            sb.append(q.number()).append(". ").append(q.prompt(e.kind()).text(zh)).append("\n\n");
            sb.append(zh ? "   **答案：** " : "   **Answer:** ").append(e.answer(q).text(zh)).append("\n\n");
            for (String para : e.explanation(q).text(zh).split("\n\n")) {
                sb.append("   ").append(para).append("\n\n");
            }
        }
        AlphaBetaWalk w = e.walk();
        sb.append(zh ? "## α-β 做了什么\n\n" : "## What alpha-beta does\n\n");
        sb.append(zh ? "α-β（硬失败，按给定顺序）评估 " + w.leavesEvaluated() + " 个叶子（共 " + e.tree().leaves().size()
                + " 个），根的值是 " + w.rootValue() + "；被剪掉的分支：" + e.answer(prune()).text(true) + "。\n"
                : "Alpha-beta (fail-hard, children in the given order) evaluates " + w.leavesEvaluated() + " of "
                + e.tree().leaves().size() + " leaves; the root's value is " + w.rootValue()
                + "; pruned branches: " + e.answer(prune()).text(false) + ".\n");
        return sb.toString();
    }

    private static Question prune() {
        return new Question(0, Question.Type.PRUNED_BRANCHES, null);
    }

    private static StringBuilder header(Exercise e, boolean zh, String figure, boolean key) {
        StringBuilder sb = new StringBuilder();
        String kind = e.kind().text(zh);
        String size = e.defaultSize() ? "" : zh ? "，深度 " + e.depth() + "，分支 " + e.branching()
                : ", depth " + e.depth() + ", branching " + e.branching();
        String what = !e.generated() ? (zh ? "（" + e.tree().name() + "）" : " (" + e.tree().name() + ")")
                : zh ? "（种子 " + e.seed() + size + "）" : " (seed " + e.seed() + size + ")";
        sb.append("# ").append(zh ? (key ? "答案：" : "练习：") + kind + what
                : (key ? "Answer key: " : "Exercise: ") + kind + what).append("\n\n");
        String again = "`" + command(e) + "`";
        if (!e.generated()) {
            sb.append(zh ? "象棋实验室 α-β 练习，题目树取自一次真实搜索的前几层（课堂窗口“练习”中的“用课堂的树”）。\n\n"
                    : "A Xiangqi Lab alpha-beta exercise on the first plies of a real search (\"From the lesson's tree\""
                    + " under Exercises in the classroom window).\n\n");
        } else {
            sb.append(zh ? "象棋实验室 α-β 练习。用 " + again + " 或在课堂窗口的“练习”中输入种子 " + e.seed()
                    + (e.defaultSize() ? "" : "（深度 " + e.depth() + "，分支 " + e.branching() + "）") + "，可得到同一道题。\n\n"
                    : "A Xiangqi Lab alpha-beta exercise. The same exercise again: " + again
                    + ", or seed " + e.seed() + (e.defaultSize() ? "" : " with depth " + e.depth() + " and branching "
                    + e.branching()) + " under Exercises in the classroom window.\n\n");
        }
        if (figure != null) {
            sb.append("![").append(zh ? "博弈树" : "the game tree").append("](").append(figure).append(")\n\n");
        }
        TextbookTree t = e.tree();
        sb.append(zh ? "博弈树（根节点 " + (t.rootIsMax() ? "MAX" : "MIN") + " 走棋；叶子的值从 MAX 的角度给出；"
                + "分支写作 父→子，例如 a→ab；窗口写作 (α, β)，可用 −∞ 与 +∞）：\n\n"
                : "The game tree (" + (t.rootIsMax() ? "MAX" : "MIN") + " moves at the root; leaf values from MAX's point "
                + "of view; a branch is written parent→child, e.g. a→ab; a window (α, β), with −∞ and +∞):\n\n");
        sb.append("```text\n").append(outline(t)).append("```\n\n");
        return sb;
    }

    /** The tree as a text outline, one node a line: "root (MAX)", "├─ a (MIN)", "│  └─ ab = 7". */
    public static String outline(TextbookTree t) {
        StringBuilder sb = new StringBuilder();
        line(t, t.root(), "", "", sb);
        return sb.toString();
    }

    private static void line(TextbookTree t, TextbookNode n, String lead, String childLead, StringBuilder sb) {
        sb.append(lead).append(Playback.name(n));
        sb.append(n.isLeaf() ? " = " + n.value() : " (" + (t.isMax(n) ? "MAX" : "MIN") + ")").append('\n');
        List<TextbookNode> kids = new ArrayList<>(n.children());
        for (int i = 0; i < kids.size(); i++) {
            boolean last = i == kids.size() - 1;
            line(t, kids.get(i), childLead + (last ? "└─ " : "├─ "), childLead + (last ? "   " : "│  "), sb);
        }
    }
}
