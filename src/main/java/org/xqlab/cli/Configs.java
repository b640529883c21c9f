package org.xqlab.cli;

import org.xqlab.search.SearchConfig;

import java.util.List;

/** Builds a {@link SearchConfig} from a preset name and {@code key=value} changes given on the command line. */
final class Configs {
    private Configs() {
    }

    static SearchConfig build(String preset, List<String> settings) {
        SearchConfig config = SearchConfig.preset(preset);
        for (String s : settings) {
            int eq = s.indexOf('=');
            if (eq < 0) {
                throw new IllegalArgumentException("--set '" + s + "' is not key=value");
            }
            config = config.with(s.substring(0, eq).trim(), s.substring(eq + 1).trim());
        }
        return config;
    }
}
