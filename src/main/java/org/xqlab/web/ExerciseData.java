package org.xqlab.web;

import org.xqlab.teach.TextbookNode;
import org.xqlab.teach.TextbookSearch;
import org.xqlab.teach.TextbookTree;
import org.xqlab.teach.exercise.AlphaBetaWalk;
import org.xqlab.teach.exercise.Answers;
import org.xqlab.teach.exercise.Exercise;
import org.xqlab.teach.exercise.Mark;
import org.xqlab.teach.exercise.Question;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The data of an exercise page: the tree as the classroom's exercise shows it (MAX ▲, MIN ▼, leaves
 * with their values), the questions with their prompts, and what the page needs to check the answers
 * the way {@link Exercise#grade} does: for each branch whether alpha-beta prunes it (a branch below a
 * pruned one may be marked or not), and for each question the right answer, written and as numbers,
 * with the classroom's explanation. Words in English and Chinese.
 */
final class ExerciseData {
    private ExerciseData() {
    }

    static Map<String, Object> of(Exercise exercise) {
        TextbookTree tree = exercise.tree();
        AlphaBetaWalk walk = exercise.walk();
        Map<TextbookNode, PageNode> pages = new IdentityHashMap<>();
        List<PageNode> nodes = new ArrayList<>();
        for (TextbookNode n : tree.nodes()) {
            PageNode pn = new PageNode(nodes.size(), n.parent() == null ? null : pages.get(n.parent()),
                    new String[] {Exercise.nodeName(n, false), Exercise.nodeName(n, true)});
            pn.shape = n.isLeaf() ? "leaf" : tree.isMax(n) ? "max" : "min";
            nodes.add(pn);
            pages.put(n, pn);
        }
        PageNode.layout(pages.get(tree.root()), 0, 0);
        List<Map<String, Object>> nodeJson = new ArrayList<>();
        for (TextbookNode n : tree.nodes()) {
            Map<String, Object> m = pages.get(n).json();
            if (n.isLeaf()) {
                m.put("v", Integer.toString(n.value()));
            }
            nodeJson.add(m);
        }
        // every branch marked: the grade then explains each one
        Answers all = new Answers();
        for (TextbookNode n : tree.nodes()) {
            if (n.parent() != null) {
                all.toggleBranch(n);
            }
        }
        Map<String, Mark> byBranch = new LinkedHashMap<>();
        boolean branches = exercise.questions().stream().anyMatch(q -> q.type() == Question.Type.PRUNED_BRANCHES);
        if (branches) {
            for (Mark m : exercise.grade(all).marks()) {
                if (m.question().type() == Question.Type.PRUNED_BRANCHES) {
                    byBranch.put(m.item().english(), m);
                }
            }
        }
        List<Map<String, Object>> branchJson = new ArrayList<>();
        for (TextbookNode n : tree.nodes()) {
            if (n.parent() == null || !branches) {
                continue;
            }
            Map<String, Object> b = new LinkedHashMap<>();
            b.put("n", pages.get(n).index);
            b.put("name", new String[] {Exercise.branchName(n, false), Exercise.branchName(n, true)});
            b.put("kind", walk.prunedBranches().contains(n) ? "P" : walk.pruned(n) ? "b" : "s");
            Mark m = byBranch.get(Exercise.branchName(n, false));
            if (m != null) {
                b.put("why", new String[] {m.explanation().english(), m.explanation().chinese()});
            }
            branchJson.add(b);
        }
        List<Map<String, Object>> questions = new ArrayList<>();
        for (Question q : exercise.questions()) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("number", q.number());
            m.put("type", q.type().name().toLowerCase(java.util.Locale.ROOT));
            m.put("prompt", new String[] {q.prompt().english(), q.prompt().chinese()});
            m.put("answer", new String[] {exercise.answer(q).english(), exercise.answer(q).chinese()});
            m.put("why", new String[] {exercise.explanation(q).english(), exercise.explanation(q).chinese()});
            switch (q.type()) {
                case WINDOW -> m.put("expect", walk.entryWindow(q.node()));
                case VALUE -> m.put("expect", new int[] {walk.minimax(q.node())});
                case FIRST_CHILD -> m.put("expect", m.get("answer"));
                default -> {
                }
            }
            if (q.node() != null) {
                m.put("node", pages.get(q.node()).index);
            }
            questions.add(m);
        }
        Map<String, Object> d = new LinkedHashMap<>();
        d.put("title", new String[] {AppWords.get(AppWords.PAGE, false, "title.exercise", exercise.kind().text(false),
                Long.toString(exercise.seed())), AppWords.get(AppWords.PAGE, true, "title.exercise",
                exercise.kind().text(true), Long.toString(exercise.seed()))});
        d.put("infinity", TextbookSearch.INFINITY);
        d.put("nodes", nodeJson);
        d.put("branches", branchJson);
        d.put("questions", questions);
        return d;
    }
}
