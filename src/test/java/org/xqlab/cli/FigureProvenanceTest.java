package org.xqlab.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.NamedNodeMap;
import org.w3c.dom.Node;
import org.xqlab.build.BuildInfo;
import org.xqlab.teach.Examples;
import org.xqlab.teach.TreeJson;

import javax.imageio.ImageIO;
import javax.imageio.ImageReader;
import javax.imageio.metadata.IIOMetadata;
import javax.imageio.stream.ImageInputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A figure names the build that drew it: SVG metadata, PNG text chunks, TikZ comments. */
class FigureProvenanceTest {

    @Test
    void svgPngAndTikzFiguresCarryTheProvenance(@TempDir Path dir) throws Exception {
        Path tree = dir.resolve("tree.json");
        TreeJson.save(Examples.MINIMAX.tree(), tree);
        String commit = BuildInfo.current().commitText();
        String bench = Long.toString(BuildInfo.current().benchSignature());

        Path svg = dir.resolve("t.svg");
        assertEquals(0, MainTest.run("figure", "tree", "--tree", tree.toString(), "--out", svg.toString()).status());
        String text = Files.readString(svg);
        int meta = text.indexOf("<metadata id=\"provenance\">");
        assertTrue(meta > text.indexOf("<svg"), "the metadata sits inside the svg element: " + text.substring(0, Math.min(400, text.length())));
        assertTrue(text.contains("xqlab.commit: " + commit + "\n"), text.substring(meta, text.indexOf("</metadata>")));
        assertTrue(text.contains("xqlab.bench: " + bench + "\n"));
        assertTrue(text.contains("xqlab.command: xiangqi-lab figure tree --tree "), text.substring(meta, text.indexOf("</metadata>")));
        javax.xml.parsers.DocumentBuilderFactory f = javax.xml.parsers.DocumentBuilderFactory.newInstance();
        f.newDocumentBuilder().parse(svg.toFile()); // still well-formed XML

        Path png = dir.resolve("t.png");
        assertEquals(0, MainTest.run("figure", "tree", "--tree", tree.toString(), "--out", png.toString()).status());
        Map<String, String> chunks = pngText(png);
        assertEquals(commit, chunks.get("xqlab.commit"), chunks.toString());
        assertEquals(bench, chunks.get("xqlab.bench"));
        assertTrue(chunks.get("xqlab.jvm").startsWith("Java "), chunks.toString());
        assertTrue(ImageIO.read(png.toFile()).getWidth() > 100, "still an image");

        Path tex = dir.resolve("t.tex");
        assertEquals(0, MainTest.run("figure", "tree", "--tree", tree.toString(), "--out", tex.toString()).status());
        String latex = Files.readString(tex);
        assertTrue(latex.startsWith("% xqlab.version: Xiangqi Lab "), latex.substring(0, 80));
        assertTrue(latex.contains("% xqlab.commit: " + commit + "\n"));
        assertTrue(latex.contains("\\documentclass"), "the document follows the comments");
    }

    private static Map<String, String> pngText(Path png) throws Exception {
        Map<String, String> map = new LinkedHashMap<>();
        try (ImageInputStream in = ImageIO.createImageInputStream(png.toFile())) {
            ImageReader reader = ImageIO.getImageReaders(in).next();
            reader.setInput(in);
            IIOMetadata meta = reader.getImageMetadata(0);
            Node root = meta.getAsTree("javax_imageio_png_1.0");
            for (Node n = root.getFirstChild(); n != null; n = n.getNextSibling()) {
                if (n.getNodeName().equals("iTXt")) {
                    for (Node e = n.getFirstChild(); e != null; e = e.getNextSibling()) {
                        NamedNodeMap a = e.getAttributes();
                        map.put(a.getNamedItem("keyword").getNodeValue(), a.getNamedItem("text").getNodeValue());
                    }
                }
            }
            reader.dispose();
        }
        return map;
    }
}
