package org.xqlab.ui.analysis;

import org.xqlab.search.IccsMoveCodec;
import org.xqlab.teach.SearchTreeImport;
import org.xqlab.teach.TextbookTree;
import org.xqlab.ui.classroom.ClassroomView;
import org.xqlab.watch.AnalysisModel;

import java.util.function.Consumer;

/**
 * "Make a textbook tree" (做成教学树): the first {@value #PLIES} plies of the search the analysis
 * model holds (running, finished or replayed), at most {@value #CHILDREN} children per node, turned
 * into a classroom tree by {@link SearchTreeImport#fromSearch} (moves in ICCS, named after the
 * analysed position) and opened in a new classroom window that follows projector mode. When the model holds no finished root
 * search yet, nothing opens and the status line says why.
 */
final class TextbookLink {
    static final int PLIES = 2;
    static final int CHILDREN = 3;

    private TextbookLink() {
    }

    /** Opens the model's tree in a classroom window and returns the view, or null (with a status message). */
    static ClassroomView open(AnalysisText text, AnalysisModel model, Consumer<String> status,
                              javafx.beans.value.ObservableBooleanValue projector) {
        TextbookTree made;
        try {
            made = SearchTreeImport.fromSearch(model.tree(), PLIES, CHILDREN, IccsMoveCodec.INSTANCE,
                    text.get("status.textbook", model.rootFen()));
        } catch (IllegalArgumentException e) {
            status.accept(text.get("status.noTextbook", e.getMessage()));
            return null;
        }
        status.accept(made.name());
        return ClassroomView.openWindow(text.i18n(), made, projector);
    }
}
