/**
 * What made a result: {@link org.xqlab.build.BuildInfo} (the build's version, git commit, dirty flag, date and
 * the engine's bench signature, written into the jar by the build) and {@link org.xqlab.build.Provenance} (the
 * record every output carries: build, machine, date, command line, configurations, seeds and data hashes).
 * Depends on nothing else of the project, so every package may use it.
 */
package org.xqlab.build;
