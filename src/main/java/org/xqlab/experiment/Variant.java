package org.xqlab.experiment;

import org.xqlab.search.SearchConfig;

/**
 * One arm of an experiment: a name, the preset it starts from, the {@code key=value} changes applied to
 * it (comma separated, possibly empty) and the resulting {@link SearchConfig}.
 */
public record Variant(String name, String preset, String changes, SearchConfig config) {

    /** Builds the config from the preset and the changes; throws with the SearchConfig message when invalid. */
    public static Variant of(String name, String preset, String changes) {
        SearchConfig config = SearchConfig.preset(preset);
        if (!changes.isBlank()) {
            config = config.with(changes);
        }
        return new Variant(name, preset, changes, config);
    }
}
