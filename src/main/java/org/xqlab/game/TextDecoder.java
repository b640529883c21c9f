package org.xqlab.game;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * Finds the encoding of a text record from its bytes and decodes it. In this order: a byte-order mark
 * (UTF-8, UTF-16 LE or BE); bytes that are valid UTF-8 (plain ASCII included); otherwise the Chinese
 * double-byte encodings, GBK/GB18030 (mainland programs: XQWizard, 象棋演播室, dpxq) and BIG5 (Taiwan and
 * Hong Kong sites). GBK and BIG5 share their byte ranges, so both decodings are scored: characters of
 * the Xiangqi vocabulary and of everyday Chinese in either script count for a decoding, replacement
 * and private-use characters against it; GBK wins a tie. The encoding's name is reported with the text
 * ({@code UTF-8}, {@code UTF-8-BOM}, {@code UTF-16LE}, {@code UTF-16BE}, {@code GBK}, {@code GB18030}
 * or {@code BIG5}).
 */
public final class TextDecoder {
    /** GBK, the encoding of most Chinese Xiangqi programs and sites. */
    public static final Charset GBK = Charset.forName("GBK");
    /** GB18030, the superset of GBK that decodes every byte sequence GBK cannot. */
    public static final Charset GB18030 = Charset.forName("GB18030");
    /** BIG5, the traditional-Chinese encoding. */
    public static final Charset BIG5 = Charset.forName("Big5");

    /** Characters typical of game records in either script (pieces, verbs, numbers, results, tags). */
    private static final String TYPICAL = "车車俥马馬傌炮砲包相象仕士帅帥将將兵卒进進退平前后後中"
            + "一二三四五六七八九１２３４５６７８９红紅黑方胜勝负負和局先手对對弈赛賽事第轮輪届屆杯"
            + "年月日的是不了在人有我他这這个個们們来來上大为為国國地到以说說时時要就出会會可也你生能"
            + "而子那得于於着著下自之过過发發作里裡用道行所然家种種事成多经經么麼去法学學如都同现現当當"
            + "没沒动動面起看定天分还還好小部其些主样樣理心本开開但因只从從想实實意无無力它与與长長把机機"
            + "十民公此已工使情明性知全又关關点點正业業外两兩高间間由问問很最重并物应應战戰向头頭文体體"
            + "政美见見被利什等产產或新己制身果加回特代内內信表化老给給世位次度门門任常海通教原东東声聲"
            + "棋谱譜着招变變注评評解说局势勢优優劣攻守杀殺捉兑兌献獻";

    private static final boolean[] IS_TYPICAL = new boolean[65536];

    static {
        for (int i = 0; i < TYPICAL.length(); i++) {
            IS_TYPICAL[TYPICAL.charAt(i)] = true;
        }
    }

    /** Text decoded from bytes and the name of the encoding it was read in. */
    public record Decoded(String text, Charset charset, String name) {
    }

    private TextDecoder() {
    }

    /** Decodes a text record, finding its encoding as the class comment says. */
    public static Decoded decode(byte[] bytes) {
        int n = bytes.length;
        if (n >= 3 && (bytes[0] & 0xff) == 0xEF && (bytes[1] & 0xff) == 0xBB && (bytes[2] & 0xff) == 0xBF) {
            return new Decoded(new String(bytes, 3, n - 3, StandardCharsets.UTF_8), StandardCharsets.UTF_8, "UTF-8-BOM");
        }
        if (n >= 2 && (bytes[0] & 0xff) == 0xFF && (bytes[1] & 0xff) == 0xFE) {
            return new Decoded(new String(bytes, 2, n - 2, StandardCharsets.UTF_16LE), StandardCharsets.UTF_16LE, "UTF-16LE");
        }
        if (n >= 2 && (bytes[0] & 0xff) == 0xFE && (bytes[1] & 0xff) == 0xFF) {
            return new Decoded(new String(bytes, 2, n - 2, StandardCharsets.UTF_16BE), StandardCharsets.UTF_16BE, "UTF-16BE");
        }
        String utf8 = strict(bytes, 0, n, StandardCharsets.UTF_8);
        if (utf8 != null) {
            return new Decoded(utf8, StandardCharsets.UTF_8, "UTF-8");
        }
        return decodeChinese(bytes, 0, n);
    }

    /** Decodes bytes that are GBK, GB18030 or BIG5 (never UTF-8), choosing as the class comment says. */
    public static Decoded decodeChinese(byte[] bytes, int offset, int length) {
        String gbk = strict(bytes, offset, length, GBK);
        String gb = gbk != null ? gbk : new String(bytes, offset, length, GB18030);
        String big5 = strict(bytes, offset, length, BIG5);
        if (big5 == null) {
            big5 = new String(bytes, offset, length, BIG5);
        }
        if (score(big5) > score(gb)) {
            return new Decoded(big5, BIG5, "BIG5");
        }
        return gbk != null ? new Decoded(gbk, GBK, "GBK") : new Decoded(gb, GB18030, "GB18030");
    }

    /**
     * Whether the bytes of {@code in} (to its end) are valid UTF-8, read in blocks so that a file of any size is
     * checked in constant memory.
     */
    static boolean isUtf8(java.io.InputStream in) throws java.io.IOException {
        java.nio.charset.CharsetDecoder d = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer bytes = ByteBuffer.allocate(1 << 16);
        java.nio.CharBuffer chars = java.nio.CharBuffer.allocate(1 << 16);
        while (true) {
            int n = in.read(bytes.array(), bytes.position(), bytes.remaining());
            boolean end = n < 0;
            if (n > 0) {
                bytes.position(bytes.position() + n);
            }
            bytes.flip();
            java.nio.charset.CoderResult r;
            do {
                chars.clear();
                r = d.decode(bytes, chars, end);
                if (r.isError()) {
                    return false;
                }
            } while (r.isOverflow());
            bytes.compact();
            if (end) {
                chars.clear();
                return !d.flush(chars).isError() && bytes.position() == 0;
            }
        }
    }

    /** The text if the bytes are valid in the charset, else null. */
    static String strict(byte[] bytes, int offset, int length, Charset charset) {
        try {
            return charset.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes, offset, length)).toString();
        } catch (CharacterCodingException e) {
            return null;
        }
    }

    private static int score(String text) {
        int score = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < 0x80) {
                continue;
            }
            if (c == '\uFFFD' || (c >= '\uE000' && c <= '\uF8FF')) {
                score -= 5;
            } else if (IS_TYPICAL[c]) {
                score += 2;
            }
        }
        return score;
    }
}
