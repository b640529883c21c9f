package org.xqlab.analysis;

import org.xqlab.search.IccsMoveCodec;
import org.xqlab.teach.SearchTreeImport;
import org.xqlab.teach.TextbookTree;

/**
 * "Make a textbook tree" (做成教学树): the first {@value #PLIES} plies of the search the analysis
 * model holds (running, finished or replayed), at most {@value #CHILDREN} children per node, turned
 * into a classroom tree by {@link SearchTreeImport#fromSearch} (moves in ICCS, named after the
 * analysed position); the analysis window opens it in a new classroom window. When the model holds no
 * finished root search yet, nothing is made and the status line says why.
 */
public final class TextbookLink {
    public static final int PLIES = 2;
    public static final int CHILDREN = 3;

    private TextbookLink() {
    }

    /**
     * The model's tree as a classroom tree named {@code name}.
     *
     * @throws IllegalArgumentException (with the reason) when the model holds no finished root search
     */
    public static TextbookTree make(AnalysisModel model, String name) {
        return SearchTreeImport.fromSearch(model.tree(), PLIES, CHILDREN, IccsMoveCodec.INSTANCE, name);
    }
}
