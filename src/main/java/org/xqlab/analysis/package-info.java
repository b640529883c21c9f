/**
 * Watching a search, without a window: everything between the engine's search events and what the analysis
 * window, an exported figure and the web page show of them. No JavaFX here; the views in
 * {@code org.xqlab.ui.analysis} draw what this package hands them.
 *
 * <p>The words of this package, in the order an event meets them:
 * <dl>
 * <dt>event</dt><dd>one thing the search did (entered a node, cut, updated a killer …), a
 *     {@link org.xqlab.analysis.FeedEvent} of one kind with that kind's values (the fields
 *     {@link org.xqlab.trace.EventKind} declares for it).</dd>
 * <dt>bridge</dt><dd>{@link org.xqlab.analysis.UiBridge}: the engine thread's side — paces the events, keeps the exact
 *     digest and writes each event into the ring.</dd>
 * <dt>ring</dt><dd>{@link org.xqlab.analysis.EventRing}: the bounded queue from the engine thread to the window; when
 *     it is full, events are dropped and counted, never waited for (except in step mode).</dd>
 * <dt>digest</dt><dd>{@link org.xqlab.analysis.SearchDigest}: what stays exact however many events the ring drops —
 *     statistics, the killer and history tables ({@link org.xqlab.analysis.TableMirror}); read by the window as a
 *     {@link org.xqlab.analysis.DigestSnapshot}.</dd>
 * <dt>session</dt><dd>{@link org.xqlab.analysis.AnalysisSession}: runs one search at a time on its engine thread,
 *     with run, pause, step, resume and stop.</dd>
 * <dt>model</dt><dd>{@link org.xqlab.analysis.AnalysisModel}: the search tree, captions and stages built from the
 *     events that reached the window.</dd>
 * <dt>recording, log, cursor</dt><dd>{@link org.xqlab.analysis.ReplayLog} holds a search's events as data (a trace
 *     file, or a live search as it is recorded); a {@link org.xqlab.analysis.ReplayCursor} is a place on that
 *     timeline, so the views can step back and forth.</dd>
 * <dt>view-model</dt><dd>{@link org.xqlab.analysis.AnalysisViewModel}: the window's state and commands; the only
 *     thing the window reaches (an architecture test keeps it so).</dd>
 * <dt>caption, code</dt><dd>{@link org.xqlab.analysis.Caption} explains a cutoff in words,
 *     {@link org.xqlab.analysis.CodeText} the pseudocode's variables — in English or Chinese
 *     ({@link org.xqlab.analysis.Words}).</dd>
 * </dl>
 */
package org.xqlab.analysis;
