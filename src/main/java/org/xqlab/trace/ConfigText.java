package org.xqlab.trace;

/**
 * Reads one setting out of the configuration text a search reports with {@code searchStarted}: the
 * settings that differ from the engine's defaults as comma- (or newline-) separated {@code key=value}
 * items, or {@code full} / blank when none differ. The trace package knows nothing of the engine's
 * config class, so the caller names the default that applies when the key is absent. Views use it to
 * say what actually ran: "leaves evaluated statically" when quiescence is off, "captures (generation
 * order)" when MVV/LVA ordering is off.
 */
public final class ConfigText {
    private ConfigText() {
    }

    /** The value of {@code key} in {@code config}, or {@code absent} when the text does not set it. */
    public static String value(String config, String key, String absent) {
        if (config == null) {
            return absent;
        }
        String found = absent;
        for (String item : config.split("[,\\n]")) {
            int eq = item.indexOf('=');
            if (eq > 0 && item.substring(0, eq).trim().equals(key)) {
                found = item.substring(eq + 1).trim(); // the last setting wins, as in SearchConfig.with
            }
        }
        return found;
    }

    /** Whether switch {@code key} is on; {@code absent} when the text does not set it. */
    public static boolean isOn(String config, String key, boolean absent) {
        String v = value(config, key, null);
        if (v == null) {
            return absent;
        }
        return v.equals("true") || v.equals("on") || v.equals("yes") || v.equals("1");
    }
}
