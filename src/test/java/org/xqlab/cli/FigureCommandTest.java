package org.xqlab.cli;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xqlab.teach.Examples;
import org.xqlab.teach.TreeJson;

import javax.imageio.ImageIO;
import javax.imageio.ImageReader;
import javax.imageio.metadata.IIOMetadataNode;
import javax.imageio.stream.ImageInputStream;
import javax.xml.parsers.DocumentBuilderFactory;
import java.awt.image.BufferedImage;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code figure tree|heatmap|killers|animate} on a depth-3 trace recorded here and on a classroom tree
 * file: the SVG is XML with one text label per shown node, the TikZ compiles with plain pdflatex to a
 * one-page PDF, the heatmap and killer figures are SVG and PNG, the GIF has one frame per cutoff of the
 * drawn nodes plus the last, and bad input is a one-line error naming the file (and line).
 */
class FigureCommandTest {
    @TempDir
    static Path dir;
    static Path trace;

    @BeforeAll
    static void record() {
        trace = dir.resolve("d3.jsonl");
        MainTest.Result t = MainTest.run("trace", "--depth", "3", "--out", trace.toString());
        assertEquals(0, t.status(), t.err());
    }

    private static int number(String text, String regex) {
        Matcher m = Pattern.compile(regex).matcher(text);
        assertTrue(m.find(), regex + " in " + text);
        return Integer.parseInt(m.group(1));
    }

    static Document xml(Path file) throws Exception {
        return DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(file.toFile());
    }

    /** Counts node groups, failing unless each has exactly one text; also checks every text is in one. */
    static int nodeGroupsWithOneText(Document d) {
        int groups = 0;
        NodeList gs = d.getElementsByTagName("g");
        for (int i = 0; i < gs.getLength(); i++) {
            Element g = (Element) gs.item(i);
            if ("node".equals(g.getAttribute("class"))) {
                assertEquals(1, g.getElementsByTagName("text").getLength(), g.getAttribute("id"));
                groups++;
            }
        }
        return groups;
    }

    @Test
    void treeOfADepthThreeTraceIsSvgWithOneTextLabelPerShownNode() throws Exception {
        Path svg = dir.resolve("tree.svg");
        MainTest.Result r = MainTest.run("figure", "tree", "--trace", trace.toString(), "--max-ply", "2",
                "--format", "svg", "--out", svg.toString());
        assertEquals(0, r.status(), r.err());
        int nodes = number(r.out(), "svg, (\\d+) nodes");
        int items = number(r.out(), "nodes, (\\d+) items");
        assertTrue(nodes > 5, r.out());
        Document d = xml(svg);
        assertEquals(items, nodeGroupsWithOneText(d));
        assertEquals(items, d.getElementsByTagName("text").getLength(), "no text outside the node labels");
        String first = d.getElementsByTagName("text").item(0).getTextContent();
        assertTrue(first.startsWith("root "), first);

        // deeper and fewer: three plies, at most 25 nodes
        MainTest.Result deep = MainTest.run("figure", "tree", "--trace", trace.toString(), "--max-ply", "3",
                "--max-nodes", "25", "--labels", "all", "--out", svg.toString());
        assertEquals(0, deep.status(), deep.err());
        assertEquals(25, number(deep.out(), "svg, (\\d+) nodes"));
        assertEquals(number(deep.out(), "nodes, (\\d+) items"), nodeGroupsWithOneText(xml(svg)));
    }

    @Test
    void treeTikzCompilesWithPdflatexToOnePage() throws Exception {
        Assumptions.assumeTrue(onPath("pdflatex"), "pdflatex is not installed (CI installs texlive-latex-base, "
                + "texlive-latex-extra, texlive-pictures): the TikZ is not compiled");
        for (String[] source : List.of(new String[] {"--trace", trace.toString(), "--max-ply", "3", "--labels", "all"},
                new String[] {"--tree", classroomTree().toString(), "--labels", "all"})) {
            Path tex = dir.resolve("tree-" + source[0].substring(2) + ".tex");
            String[] args = concat(new String[] {"figure", "tree", "--format", "tikz", "--out", tex.toString()}, source);
            MainTest.Result r = MainTest.run(args);
            assertEquals(0, r.status(), r.err());
            Process p = new ProcessBuilder("pdflatex", "-interaction=nonstopmode", "-halt-on-error",
                    tex.getFileName().toString()).directory(dir.toFile()).redirectErrorStream(true).start();
            String log = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertTrue(p.waitFor(120, TimeUnit.SECONDS));
            assertEquals(0, p.exitValue(), log);
            assertTrue(log.contains("(1 page"), log);
            Path pdf = dir.resolve(tex.getFileName().toString().replace(".tex", ".pdf"));
            assertTrue(Files.size(pdf) > 1000);
            if (onPath("pdfinfo")) {
                Process info = new ProcessBuilder("pdfinfo", pdf.toString()).redirectErrorStream(true).start();
                String out = new String(info.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
                assertTrue(info.waitFor(30, TimeUnit.SECONDS));
                assertTrue(out.lines().anyMatch(l -> l.matches("Pages:\\s+1")), out);
            }
        }
    }

    @Test
    void classroomTreeFileAsSvgAndPngWithTheAlgorithmChosen() throws Exception {
        Path svg = dir.resolve("lesson.svg");
        MainTest.Result ab = MainTest.run("figure", "tree", "--tree", classroomTree().toString(), "--out", svg.toString());
        assertEquals(0, ab.status(), ab.err());
        String text = Files.readString(svg);
        assertTrue(text.contains(">b ≤3<"), "alpha-beta's bound at b");
        assertEquals(13, nodeGroupsWithOneText(xml(svg)));
        MainTest.Result mm = MainTest.run("figure", "tree", "--tree", classroomTree().toString(), "--algorithm",
                "minimax", "--out", svg.toString());
        assertEquals(0, mm.status(), mm.err());
        assertTrue(Files.readString(svg).contains(">b 2<"), "minimax's exact value at b");
        Path png = dir.resolve("lesson.png");
        assertEquals(0, MainTest.run("figure", "tree", "--tree", classroomTree().toString(), "--out", png.toString())
                .status());
        BufferedImage img = ImageIO.read(png.toFile());
        assertTrue(img.getWidth() > 400 && img.getHeight() > 100);
    }

    @Test
    void heatmapAndKillersAsSvgAndPng() throws Exception {
        Path svg = dir.resolve("heat.svg");
        MainTest.Result r = MainTest.run("figure", "heatmap", "--trace", trace.toString(), "--format", "svg", "--out",
                svg.toString());
        assertEquals(0, r.status(), r.err());
        int peak = number(r.out(), "peak (\\d+)");
        assertTrue(peak > 0, r.out());
        Document d = xml(svg);
        String all = d.getDocumentElement().getTextContent();
        assertTrue(all.contains("Chu River") && all.contains(Integer.toString(peak)), all);
        Path png = dir.resolve("heat.png");
        assertEquals(0, MainTest.run("figure", "heatmap", "--trace", trace.toString(), "--lang", "zh", "--format",
                "png", "--out", png.toString()).status());
        BufferedImage img = ImageIO.read(png.toFile());
        assertEquals(2 * new org.xqlab.figure.HeatmapFigure(new org.xqlab.analysis.TableMirror(),
                org.xqlab.figure.HeatmapFigure.Options.defaults()).width(), img.getWidth());

        Path k = dir.resolve("killers.svg");
        MainTest.Result kr = MainTest.run("figure", "killers", "--trace", trace.toString(), "--out", k.toString());
        assertEquals(0, kr.status(), kr.err());
        assertTrue(number(kr.out(), "svg, (\\d+) plies") >= 1, kr.out());
        assertTrue(xml(k).getDocumentElement().getTextContent().contains("killer 1"));
        Path kp = dir.resolve("killers.png");
        assertEquals(0, MainTest.run("figure", "killers", "--trace", trace.toString(), "--out", kp.toString()).status());
        assertTrue(ImageIO.read(kp.toFile()).getHeight() > 60);
    }

    @Test
    void animateWritesAGifWithOneFramePerEventAndItsDelay() throws Exception {
        Path gif = dir.resolve("cuts.gif");
        MainTest.Result r = MainTest.run("figure", "animate", "--trace", trace.toString(), "--every", "cutoff",
                "--delay", "500", "--out", gif.toString());
        assertEquals(0, r.status(), r.err());
        int frames = number(r.out(), "gif, (\\d+) frames");
        assertTrue(frames > 2, r.out());
        try (ImageInputStream in = ImageIO.createImageInputStream(gif.toFile())) {
            ImageReader reader = ImageIO.getImageReadersByFormatName("gif").next();
            reader.setInput(in);
            assertEquals(frames, reader.getNumImages(true));
            IIOMetadataNode root = (IIOMetadataNode) reader.getImageMetadata(1).getAsTree("javax_imageio_gif_image_1.0");
            IIOMetadataNode gce = (IIOMetadataNode) root.getElementsByTagName("GraphicControlExtension").item(0);
            assertEquals("50", gce.getAttribute("delayTime"));
            IIOMetadataNode first = (IIOMetadataNode) reader.getImageMetadata(0).getAsTree("javax_imageio_gif_image_1.0");
            assertEquals(1, first.getElementsByTagName("ApplicationExtension").getLength(), "loops (NETSCAPE2.0)");
        }
        // a classroom tree, a frame per node entered: 11 nodes alpha-beta enters, and the finished tree
        Path frames2 = dir.resolve("frames");
        MainTest.Result f = MainTest.run("figure", "animate", "--tree", classroomTree().toString(), "--every", "node",
                "--format", "png-frames", "--out", frames2.toString());
        assertEquals(0, f.status(), f.err());
        try (var list = Files.list(frames2)) {
            assertEquals(12, list.filter(p -> p.toString().endsWith(".png")).count(), f.out());
        }
        assertTrue(Files.exists(frames2.resolve("frame-0012.png")));
        // fewer frames asked: the last (finished) one is kept
        MainTest.Result few = MainTest.run("figure", "animate", "--tree", classroomTree().toString(), "--every", "node",
                "--max-frames", "4", "--out", dir.resolve("few.gif").toString());
        assertEquals(0, few.status(), few.err());
        assertTrue(few.out().contains("4 frames, limited by --max-frames"), few.out());
    }

    @Test
    void badInputIsOneLineNamingTheFileAndLine() throws IOException {
        MainTest.Result missing = MainTest.run("figure", "tree", "--trace", dir.resolve("none.jsonl").toString(),
                "--out", dir.resolve("x.svg").toString());
        assertEquals(2, missing.status());
        assertEquals("error: no such trace file: " + dir.resolve("none.jsonl"), missing.err().strip());

        Path damaged = dir.resolve("damaged.jsonl");
        List<String> lines = Files.readAllLines(trace);
        Files.write(damaged, List.of(lines.get(0), lines.get(1), lines.get(2), "{\"t\":\"node_enter\", oops"));
        MainTest.Result bad = MainTest.run("figure", "tree", "--trace", damaged.toString(), "--out",
                dir.resolve("x.svg").toString());
        assertEquals(2, bad.status());
        assertTrue(bad.err().startsWith("error: damaged trace " + damaged + " line 4: bad JSON"), bad.err());
        assertFalse(Files.exists(dir.resolve("x.svg")), "no figure from half a trace");

        Path tree = dir.resolve("bad-tree.json");
        Files.writeString(tree, "{\n  \"tree\": [1, [2, 3],\n}\n");
        MainTest.Result t = MainTest.run("figure", "tree", "--tree", tree.toString(), "--out", dir.resolve("y.svg").toString());
        assertEquals(2, t.status());
        assertTrue(t.err().startsWith("error: tree file " + tree + ": line 3, column 1"), t.err());

        MainTest.Result both = MainTest.run("figure", "tree", "--out", dir.resolve("z.svg").toString());
        assertEquals("error: give either --trace FILE or --tree FILE", both.err().strip());
        MainTest.Result format = MainTest.run("figure", "heatmap", "--trace", trace.toString(), "--format", "tikz",
                "--out", dir.resolve("h.tex").toString());
        assertEquals("error: --format tikz is not offered here (svg, png)", format.err().strip());
        MainTest.Result folder = MainTest.run("figure", "tree", "--trace", trace.toString(), "--out",
                dir.resolve("no/such/dir/t.svg").toString());
        assertTrue(folder.err().startsWith("error: --out: the folder "), folder.err());
    }

    private static Path classroomTree() throws IOException {
        Path p = dir.resolve("rn52.json");
        if (!Files.exists(p)) {
            TreeJson.save(Examples.MINIMAX.tree(), p);
        }
        return p;
    }

    private static String[] concat(String[] a, String[] b) {
        String[] out = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }

    static boolean onPath(String program) {
        String path = System.getenv("PATH");
        if (path == null) {
            return false;
        }
        for (String d : path.split(File.pathSeparator)) {
            if (Files.isExecutable(Path.of(d, program))) {
                return true;
            }
        }
        return false;
    }
}
