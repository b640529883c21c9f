package org.xqlab.cli;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Runs {@code snapshot --size 1024x768} as a user would, in a fresh JVM per language (the headless
 * screen size is fixed when JavaFX starts, so it cannot share the test JVM's toolkit), and checks that
 * every window fits a 1024×768 projector and that each PNG holds the whole window at the size printed.
 */
@Tag("slow")
class SnapshotCommandTest {
    private static final Pattern LINE = Pattern.compile("window ([\\w-]+) (\\d+)x(\\d+)");
    private static final List<String> WINDOWS = List.of("main", "analysis", "classroom", "classroom-exercises", "experiments",
            "main-review");

    @Test
    void everyWindowFitsA1024x768ScreenInBothLanguages(@TempDir Path dir) throws Exception {
        Process en = start(dir.resolve("en"), "en");
        Process zh = start(dir.resolve("zh"), "zh");
        check(en, dir.resolve("en"));
        check(zh, dir.resolve("zh"));
    }

    @Test
    void docsModeWritesEveryFigureOfTheGuidesAtTheScreensSize(@TempDir Path dir) throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process p = new ProcessBuilder(java, "-Dfile.encoding=UTF-8", "-cp", System.getProperty("java.class.path"),
                Main.class.getName(), "snapshot", "--docs", "--out", dir.toString(), "--size", "1024x768")
                .redirectError(ProcessBuilder.Redirect.DISCARD)
                .start();
        String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(3, TimeUnit.MINUTES), "snapshot --docs finished");
        assertEquals(0, p.exitValue(), output);
        List<String> names = new ArrayList<>();
        Matcher m = Pattern.compile("figure ([\\w-]+) (\\d+)x(\\d+)").matcher(output);
        while (m.find()) {
            String name = m.group(1);
            names.add(name);
            BufferedImage image = ImageIO.read(dir.resolve(name + ".png").toFile());
            assertEquals(1024, image.getWidth(), name + ".png is as wide as the screen");
            assertTrue(image.getHeight() <= 768 && image.getHeight() >= 700, name + ".png is " + image.getHeight() + " high");
            assertEquals(Integer.parseInt(m.group(2)), image.getWidth(), name);
            assertEquals(Integer.parseInt(m.group(3)), image.getHeight(), name);
        }
        assertEquals(List.of("analysis-tree", "analysis-pseudocode", "analysis-heatmap", "analysis-killers", "analysis-stages",
                "analysis-statistics", "analysis-captions", "analysis-heatmap-matrix", "analysis-ab", "analysis-killer-step",
                "analysis-arrows", "analysis-predict-cut", "analysis-replay", "classroom-cutoff", "classroom-compare",
                "classroom-projector-zh", "classroom-pseudocode-zh", "classroom-ordering", "classroom-ordering-worst",
                "classroom-exercise-en", "classroom-exercise-zh", "main-arrows", "main-review", "main-review-zh"), names, output);
        for (String name : names) {
            assertTrue(Files.isRegularFile(Path.of("docs/images", name + ".png")), name + " is a figure of the docs");
        }
        // and the other way round: every image the two guides show is one that this command makes
        for (String doc : List.of("docs/guide.md", "docs/classroom.md")) {
            Matcher image = Pattern.compile("\\(images/([\\w-]+)\\.png\\)").matcher(Files.readString(Path.of(doc)));
            while (image.find()) {
                assertTrue(names.contains(image.group(1)), doc + " shows images/" + image.group(1) + ".png, which snapshot --docs does not make");
            }
        }
    }

    private static Process start(Path out, String lang) throws IOException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        return new ProcessBuilder(java, "-Dfile.encoding=UTF-8", "-cp", System.getProperty("java.class.path"),
                Main.class.getName(), "snapshot", "--out", out.toString(), "--size", "1024x768", "--lang", lang)
                .redirectError(ProcessBuilder.Redirect.DISCARD)
                .start();
    }

    private static void check(Process p, Path out) throws Exception {
        String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(3, TimeUnit.MINUTES), "snapshot finished");
        assertEquals(0, p.exitValue(), output);
        List<String> names = new ArrayList<>();
        Matcher m = LINE.matcher(output);
        while (m.find()) {
            String name = m.group(1);
            int w = Integer.parseInt(m.group(2));
            int h = Integer.parseInt(m.group(3));
            names.add(name);
            assertTrue(w <= 1024 && h <= 768, name + " asks for " + w + "x" + h);
            Path png = out.resolve(name + ".png");
            assertTrue(Files.isRegularFile(png), png + " written");
            BufferedImage image = ImageIO.read(png.toFile());
            assertEquals(w, image.getWidth(), name + ".png shows the whole window's width");
            assertEquals(h, image.getHeight(), name + ".png shows the whole window's height");
        }
        assertEquals(WINDOWS, names, output);
        assertEquals(WINDOWS.size(), output.strip().lines().count(), "one line per window: " + output);
    }
}
