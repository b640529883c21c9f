package org.xqlab.figure;

import javax.imageio.IIOImage;
import javax.imageio.ImageIO;
import javax.imageio.ImageTypeSpecifier;
import javax.imageio.ImageWriteParam;
import javax.imageio.ImageWriter;
import javax.imageio.metadata.IIOInvalidTreeException;
import javax.imageio.metadata.IIOMetadata;
import javax.imageio.metadata.IIOMetadataNode;
import javax.imageio.stream.ImageOutputStream;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.OutputStream;
import java.util.Iterator;

/**
 * Writes an animated GIF with the JDK's own GIF writer (javax.imageio): each frame gets a Graphic
 * Control Extension with its delay (in hundredths of a second) and "do not dispose", and the first a
 * NETSCAPE2.0 application extension with the loop count (0 = for ever), which every browser and
 * presentation program honours. Frames are reduced to a 256-colour palette by the writer.
 */
final class GifWriter implements AutoCloseable {
    private static final String FORMAT = "javax_imageio_gif_image_1.0";

    private final ImageWriter writer;
    private final ImageOutputStream stream;
    private final int delayCentis;
    private final int loops;
    private boolean first = true;

    GifWriter(OutputStream out, int delayMillis, int loops) throws IOException {
        Iterator<ImageWriter> it = ImageIO.getImageWritersByFormatName("gif");
        if (!it.hasNext()) {
            throw new IOException("this Java has no GIF writer");
        }
        this.writer = it.next();
        this.stream = ImageIO.createImageOutputStream(out);
        this.delayCentis = Math.max(1, Math.round(delayMillis / 10f));
        this.loops = loops;
        writer.setOutput(stream);
        writer.prepareWriteSequence(null);
    }

    void add(BufferedImage frame) throws IOException {
        ImageWriteParam param = writer.getDefaultWriteParam();
        IIOMetadata meta = writer.getDefaultImageMetadata(ImageTypeSpecifier.createFromRenderedImage(frame), param);
        IIOMetadataNode root = (IIOMetadataNode) meta.getAsTree(FORMAT);
        IIOMetadataNode gce = child(root, "GraphicControlExtension");
        gce.setAttribute("disposalMethod", "none");
        gce.setAttribute("userInputFlag", "FALSE");
        gce.setAttribute("transparentColorFlag", "FALSE");
        gce.setAttribute("delayTime", Integer.toString(delayCentis));
        gce.setAttribute("transparentColorIndex", "0");
        if (first) {
            IIOMetadataNode apps = child(root, "ApplicationExtensions");
            IIOMetadataNode app = new IIOMetadataNode("ApplicationExtension");
            app.setAttribute("applicationID", "NETSCAPE");
            app.setAttribute("authenticationCode", "2.0");
            app.setUserObject(new byte[] {1, (byte) (loops & 0xff), (byte) ((loops >> 8) & 0xff)});
            apps.appendChild(app);
            first = false;
        }
        try {
            meta.setFromTree(FORMAT, root);
        } catch (IIOInvalidTreeException e) {
            throw new IOException("GIF frame metadata refused: " + e.getMessage(), e);
        }
        writer.writeToSequence(new IIOImage(frame, null, meta), param);
    }

    private static IIOMetadataNode child(IIOMetadataNode root, String name) {
        for (int i = 0; i < root.getLength(); i++) {
            if (root.item(i).getNodeName().equalsIgnoreCase(name)) {
                return (IIOMetadataNode) root.item(i);
            }
        }
        IIOMetadataNode n = new IIOMetadataNode(name);
        root.appendChild(n);
        return n;
    }

    @Override
    public void close() throws IOException {
        try {
            writer.endWriteSequence();
            stream.flush();
        } finally {
            stream.close();
            writer.dispose();
        }
    }
}
