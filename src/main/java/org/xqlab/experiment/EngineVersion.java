package org.xqlab.experiment;

/**
 * The engine version written into reports: the jar's Implementation-Version when the program runs from
 * a jar that names one, else the version of the source tree ({@link #SOURCE_VERSION}).
 */
public final class EngineVersion {
    /** Keep equal to the project version in pom.xml and Main.VERSION. */
    public static final String SOURCE_VERSION = "0.1.0";

    private EngineVersion() {
    }

    public static String text() {
        String v = EngineVersion.class.getPackage().getImplementationVersion();
        return "Xiangqi Lab " + (v == null ? SOURCE_VERSION : v);
    }
}
