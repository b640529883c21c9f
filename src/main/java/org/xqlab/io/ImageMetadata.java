package org.xqlab.io;

import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.VectorGraphicsEncoder;
import org.knowm.xchart.internal.chartpart.Chart;

import javax.imageio.IIOImage;
import javax.imageio.ImageIO;
import javax.imageio.ImageReader;
import javax.imageio.ImageTypeSpecifier;
import javax.imageio.ImageWriteParam;
import javax.imageio.ImageWriter;
import javax.imageio.metadata.IIOMetadata;
import javax.imageio.metadata.IIOMetadataNode;
import javax.imageio.stream.ImageInputStream;
import javax.imageio.stream.ImageOutputStream;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Text metadata in the images the program writes — the provenance of a figure or a chart (build, commit, bench
 * signatures, date, command line), so a PNG or SVG found in a thesis folder names what made it: an SVG gets a
 * {@code <metadata id="provenance">} element of {@code key: value} lines, a PNG one international text chunk
 * ({@code iTXt}, UTF-8) per entry. {@link #readPng} and {@link #readSvg} read them back.
 */
public final class ImageMetadata {
    private static final String PNG_FORMAT = "javax_imageio_png_1.0";
    private static final Pattern SVG_BLOCK = Pattern.compile("<metadata id=\"provenance\">\\n(.*?)</metadata>", Pattern.DOTALL);

    private ImageMetadata() {
    }

    /** The metadata of a run as image keys: each of {@code flat}'s entries under {@code xqlab.}. */
    public static Map<String, String> keys(Map<String, String> flat) {
        Map<String, String> m = new LinkedHashMap<>();
        flat.forEach((k, v) -> m.put("xqlab." + k, v));
        return m;
    }

    /** The SVG document with a {@code <metadata id="provenance">} element of {@code key: value} lines after the root tag. */
    public static String svg(String svg, Map<String, String> metadata) {
        if (metadata.isEmpty()) {
            return svg;
        }
        int root = svg.indexOf("<svg");
        int end = root < 0 ? -1 : svg.indexOf('>', root);
        if (end < 0) {
            return svg;
        }
        StringBuilder m = new StringBuilder("<metadata id=\"provenance\">\n");
        metadata.forEach((k, v) -> m.append(xml(k)).append(": ").append(xml(v.replace('\n', ' '))).append('\n'));
        m.append("</metadata>");
        return svg.substring(0, end + 1) + m + svg.substring(end + 1);
    }

    /** PNG bytes of an image with one {@code iTXt} chunk (UTF-8 text) per metadata entry. */
    public static byte[] png(BufferedImage image, Map<String, String> metadata) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            if (metadata.isEmpty()) {
                ImageIO.write(image, "png", out);
                return out.toByteArray();
            }
            ImageWriter writer = ImageIO.getImageWritersByFormatName("png").next();
            ImageWriteParam param = writer.getDefaultWriteParam();
            IIOMetadata meta = writer.getDefaultImageMetadata(ImageTypeSpecifier.createFromRenderedImage(image), param);
            IIOMetadataNode root = new IIOMetadataNode(PNG_FORMAT);
            IIOMetadataNode itxt = new IIOMetadataNode("iTXt");
            for (Map.Entry<String, String> e : metadata.entrySet()) {
                IIOMetadataNode entry = new IIOMetadataNode("iTXtEntry");
                entry.setAttribute("keyword", keyword(e.getKey()));
                entry.setAttribute("compressionFlag", "FALSE");
                entry.setAttribute("compressionMethod", "0");
                entry.setAttribute("languageTag", "");
                entry.setAttribute("translatedKeyword", "");
                entry.setAttribute("text", e.getValue());
                itxt.appendChild(entry);
            }
            root.appendChild(itxt);
            meta.mergeTree(PNG_FORMAT, root);
            try (ImageOutputStream ios = ImageIO.createImageOutputStream(out)) {
                writer.setOutput(ios);
                writer.write(new IIOImage(image, null, meta));
            } finally {
                writer.dispose();
            }
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        return out.toByteArray();
    }

    /**
     * Writes an XChart chart as PNG and SVG, each with the metadata, never leaving half a file.
     *
     * @throws IOException when a file cannot be written
     */
    public static void writeChart(Chart<?, ?> chart, Path png, Path svg, Map<String, String> metadata) throws IOException {
        AtomicFile.write(png, png(BitmapEncoder.getBufferedImage(chart), metadata));
        ByteArrayOutputStream vector = new ByteArrayOutputStream();
        VectorGraphicsEncoder.saveVectorGraphic(chart, vector, VectorGraphicsEncoder.VectorGraphicsFormat.SVG);
        AtomicFile.write(svg, svg(vector.toString(StandardCharsets.UTF_8), metadata).getBytes(StandardCharsets.UTF_8));
    }

    /** The text chunks of a PNG file, by keyword (empty when it has none). */
    public static Map<String, String> readPng(Path png) throws IOException {
        Map<String, String> map = new LinkedHashMap<>();
        try (ImageInputStream in = ImageIO.createImageInputStream(png.toFile())) {
            java.util.Iterator<ImageReader> readers = ImageIO.getImageReaders(in);
            if (!readers.hasNext()) {
                throw new IOException(png + " is not an image");
            }
            ImageReader reader = readers.next();
            try {
                reader.setInput(in);
                org.w3c.dom.Node root = reader.getImageMetadata(0).getAsTree(PNG_FORMAT);
                for (org.w3c.dom.Node n = root.getFirstChild(); n != null; n = n.getNextSibling()) {
                    if (n.getNodeName().equals("iTXt") || n.getNodeName().equals("tEXt")) {
                        for (org.w3c.dom.Node e = n.getFirstChild(); e != null; e = e.getNextSibling()) {
                            org.w3c.dom.NamedNodeMap a = e.getAttributes();
                            org.w3c.dom.Node text = a.getNamedItem("text") != null ? a.getNamedItem("text")
                                    : a.getNamedItem("value");
                            map.put(a.getNamedItem("keyword").getNodeValue(), text == null ? "" : text.getNodeValue());
                        }
                    }
                }
            } finally {
                reader.dispose();
            }
        }
        return map;
    }

    /** The {@code key: value} lines of an SVG file's provenance metadata (empty when it has none). */
    public static Map<String, String> readSvg(Path svg) throws IOException {
        Map<String, String> map = new LinkedHashMap<>();
        Matcher m = SVG_BLOCK.matcher(Files.readString(svg, StandardCharsets.UTF_8));
        if (m.find()) {
            for (String line : m.group(1).split("\n")) {
                int colon = line.indexOf(": ");
                if (colon > 0) {
                    map.put(unxml(line.substring(0, colon)), unxml(line.substring(colon + 2)));
                }
            }
        }
        return map;
    }

    /** A PNG text keyword: 1 to 79 Latin-1 printable characters. */
    private static String keyword(String key) {
        String k = key.replaceAll("[^\\x20-\\x7e]", "_").trim();
        return k.isEmpty() ? "metadata" : k.length() > 79 ? k.substring(0, 79) : k;
    }

    private static String xml(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }

    private static String unxml(String s) {
        return s.replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&");
    }
}
