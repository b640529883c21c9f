import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.MultipleGradientPaint;
import java.awt.RadialGradientPaint;
import java.awt.RenderingHints;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.imageio.ImageIO;

/**
 * Draws the Xiangqi Lab icon — a wooden piece whose face shows the palace of the board (a 2×2 square
 * with its diagonals) and a red piece at its centre — and writes it as PNG (Linux), ICO (Windows) and
 * ICNS (macOS). No font is used, so the result is the same on every machine.
 *
 * <p>Run from the project root: {@code java src/dist/icon/MakeIcon.java src/dist/icon}. The outputs
 * are committed; run it again only to change the icon.
 */
public final class MakeIcon {
    public static void main(String[] args) throws IOException {
        System.setProperty("java.awt.headless", "true");
        Path dir = Path.of(args.length > 0 ? args[0] : ".");
        Files.createDirectories(dir);
        Files.write(dir.resolve("xiangqi-lab.png"), png(256));
        Files.write(dir.resolve("xiangqi-lab.ico"), ico(16, 24, 32, 48, 64, 256));
        Files.write(dir.resolve("xiangqi-lab.icns"), icns());
    }

    static BufferedImage draw(int size) {
        BufferedImage img = new BufferedImage(size, size, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = img.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
        double s = size;
        double c = s / 2;
        // the wooden disc with a dark rim
        double r = s * 0.46;
        g.setPaint(new RadialGradientPaint((float) (c - r * 0.3), (float) (c - r * 0.3), (float) (r * 1.5),
                new float[] {0f, 1f}, new Color[] {new Color(0xF6E3B4), new Color(0xD39B55)},
                MultipleGradientPaint.CycleMethod.NO_CYCLE));
        g.fill(new Ellipse2D.Double(c - r, c - r, 2 * r, 2 * r));
        g.setColor(new Color(0x6B3E1B));
        g.setStroke(new BasicStroke((float) Math.max(1, s * 0.035)));
        g.draw(new Ellipse2D.Double(c - r, c - r, 2 * r, 2 * r));
        // the red ring of a Xiangqi piece
        double rr = s * 0.385;
        g.setColor(new Color(0xB3261E));
        g.setStroke(new BasicStroke((float) Math.max(1, s * 0.028)));
        g.draw(new Ellipse2D.Double(c - rr, c - rr, 2 * rr, 2 * rr));
        // the palace: a square of 2×2 cells with both diagonals
        double h = s * 0.2;
        g.setColor(new Color(0x4A2C12));
        g.setStroke(new BasicStroke((float) Math.max(1, s * (size <= 32 ? 0.045 : 0.022)),
                BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.draw(new Rectangle2D.Double(c - h, c - h, 2 * h, 2 * h));
        if (size > 24) {
            g.draw(new Line2D.Double(c - h, c, c + h, c));
            g.draw(new Line2D.Double(c, c - h, c, c + h));
        }
        g.draw(new Line2D.Double(c - h, c - h, c + h, c + h));
        g.draw(new Line2D.Double(c - h, c + h, c + h, c - h));
        // a red piece on the palace's centre point
        double p = s * 0.085;
        g.setColor(new Color(0xC62828));
        g.fill(new Ellipse2D.Double(c - p, c - p, 2 * p, 2 * p));
        if (size >= 48) {
            g.setColor(new Color(0xF6E3B4));
            g.setStroke(new BasicStroke((float) (s * 0.012)));
            double q = p * 0.65;
            g.draw(new Ellipse2D.Double(c - q, c - q, 2 * q, 2 * q));
        }
        g.dispose();
        return img;
    }

    static byte[] png(int size) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ImageIO.write(draw(size), "png", out);
        return out.toByteArray();
    }

    /** ICO with PNG-compressed entries (read by Windows Vista and later). */
    static byte[] ico(int... sizes) throws IOException {
        List<byte[]> images = new ArrayList<>();
        for (int size : sizes) {
            images.add(png(size));
        }
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        DataOutputStream out = new DataOutputStream(bytes);
        out.writeShort(0);
        out.writeShort(Short.reverseBytes((short) 1));
        out.writeShort(Short.reverseBytes((short) sizes.length));
        int offset = 6 + 16 * sizes.length;
        for (int i = 0; i < sizes.length; i++) {
            out.writeByte(sizes[i] >= 256 ? 0 : sizes[i]);
            out.writeByte(sizes[i] >= 256 ? 0 : sizes[i]);
            out.writeByte(0);
            out.writeByte(0);
            out.writeShort(Short.reverseBytes((short) 1));
            out.writeShort(Short.reverseBytes((short) 32));
            out.writeInt(Integer.reverseBytes(images.get(i).length));
            out.writeInt(Integer.reverseBytes(offset));
            offset += images.get(i).length;
        }
        for (byte[] image : images) {
            out.write(image);
        }
        return bytes.toByteArray();
    }

    /** ICNS with PNG entries: ic07 128, ic08 256, ic09 512 pixels. */
    static byte[] icns() throws IOException {
        String[] types = {"ic07", "ic08", "ic09"};
        int[] sizes = {128, 256, 512};
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        DataOutputStream out = new DataOutputStream(body);
        for (int i = 0; i < types.length; i++) {
            byte[] image = png(sizes[i]);
            out.writeBytes(types[i]);
            out.writeInt(8 + image.length);
            out.write(image);
        }
        ByteArrayOutputStream file = new ByteArrayOutputStream();
        DataOutputStream head = new DataOutputStream(file);
        head.writeBytes("icns");
        head.writeInt(8 + body.size());
        body.writeTo(file);
        return file.toByteArray();
    }
}
