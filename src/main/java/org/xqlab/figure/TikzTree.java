package org.xqlab.figure;

/**
 * A {@link TreeFigure} as a standalone LaTeX document that plain {@code pdflatex} turns into a
 * one-page PDF: the {@code standalone} class, TikZ through the {@code forest} package (which lays the
 * tree out itself, so the source stays an editable bracket tree), {@code amssymb} for the MAX/MIN
 * triangles. The same items as the SVG, with the same marks as named styles a writer can restyle
 * ({@code best}, {@code cut}, {@code pruned}, {@code cutedge}, {@code more}, {@code untried}). Moves are
 * in ICCS or WXF: Chinese needs fonts pdflatex does not have.
 */
final class TikzTree {

    private TikzTree() {
    }

    static String document(TreeFigure f) {
        StringBuilder sb = new StringBuilder();
        sb.append("% A search tree drawn by Xiangqi Lab (xiangqi-lab figure tree). Compile with: pdflatex FILE.tex\n");
        for (String line : f.captionLines()) {
            sb.append("% caption: ").append(line).append('\n'); // the window's step and caption, in its language
        }
        sb.append("\\documentclass[border=6pt]{standalone}\n");
        sb.append("\\usepackage{forest}\n");
        sb.append("\\usepackage{amssymb}\n");
        sb.append("\\forestset{\n");
        sb.append("  best/.style={draw=blue!70!black, thick, fill=blue!6, edge={draw=blue!70!black, thick}},\n");
        sb.append("  cut/.style={draw=red!75!black, thick},\n");
        sb.append("  pruned/.style={draw=gray, dashed, text=gray, edge={draw=gray, dashed}},\n");
        sb.append("  cutedge/.style={edge label={node[pos=.4, sloped, red!75!black, inner sep=0pt, font=\\bfseries]"
                + "{$\\parallel$}}},\n");
        sb.append("  more/.style={draw=none, text=gray, font=\\sffamily\\footnotesize\\itshape, edge={draw=gray}},\n");
        sb.append("  untried/.style={draw=red!75!black, dashed, text=red!75!black, edge={draw=gray, dashed}},\n");
        sb.append("}\n");
        sb.append("\\begin{document}\n");
        sb.append("\\begin{forest}\n");
        sb.append("  for tree={draw, rounded corners=2pt, font=\\sffamily\\footnotesize, inner sep=2pt,\n");
        sb.append("    l sep=12pt, s sep=4pt, edge={draw=black!65}}\n");
        node(sb, f, f.root(), "  ");
        sb.append("\n\\end{forest}\n");
        sb.append("\\end{document}\n");
        return sb.toString();
    }

    private static void node(StringBuilder sb, TreeFigure f, TreeFigure.Item it, String indent) {
        boolean cutMarks = f.options().shows(TreeLabel.CUT);
        sb.append(indent).append("[{");
        if (it.shape == Source.Shape.MAX) {
            sb.append("$\\blacktriangle$\\,");
        } else if (it.shape == Source.Shape.MIN) {
            sb.append("$\\blacktriangledown$\\,");
        }
        sb.append(it.tex).append('}');
        if (it.kind == TreeFigure.Item.Kind.MORE) {
            sb.append(", more");
        } else if (it.kind == TreeFigure.Item.Kind.UNTRIED) {
            sb.append(", untried");
        } else if (it.pruned) {
            sb.append(", pruned");
        } else if (it.cut && cutMarks) {
            sb.append(", cut");
        } else if (it.best) {
            sb.append(", best");
        }
        if (cutMarks && it.parent != null && (it.kind == TreeFigure.Item.Kind.UNTRIED
                || it.pruned && !it.parent.pruned)) {
            sb.append(", cutedge");
        }
        if (it.best && it.cut && cutMarks && !it.pruned) {
            sb.append(", edge={draw=blue!70!black, thick}");
        }
        if (it.children.isEmpty()) {
            sb.append(']');
            return;
        }
        for (TreeFigure.Item c : it.children) {
            sb.append('\n');
            node(sb, f, c, indent + "  ");
        }
        sb.append('\n').append(indent).append(']');
    }
}
