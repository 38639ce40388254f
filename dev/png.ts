import { crc32, deflateSync } from 'node:zlib';

/**
 * Small PNG images for the demo seed (wallet logos, verification screenshots): uploads take
 * raster images only (docs/rules.md#uploads), so the seed stores what an administrator or an
 * employee could upload. Drawn here, not the brands' artwork.
 */

type Rgb = [number, number, number];

const rgb = (hex: string): Rgb => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;

/** A 5×7 bitmap of the letters the demo badges use (each row five bits, most significant on the left). */
const GLYPHS: Partial<Record<string, number[]>> = {
  B: [0b11110, 0b10001, 0b10001, 0b11110, 0b10001, 0b10001, 0b11110],
  G: [0b01110, 0b10001, 0b10000, 0b10111, 0b10001, 0b10001, 0b01111],
  N: [0b10001, 0b11001, 0b10101, 0b10011, 0b10001, 0b10001, 0b10001],
  P: [0b11110, 0b10001, 0b10001, 0b11110, 0b10000, 0b10000, 0b10000],
  S: [0b01111, 0b10000, 0b10000, 0b01110, 0b00001, 0b00001, 0b11110],
  T: [0b11111, 0b00100, 0b00100, 0b00100, 0b00100, 0b00100, 0b00100],
};

/** Encode an RGB raster (`pixel(x, y)`) as a PNG file: 8-bit truecolour, no interlace. */
export function encodePng(width: number, height: number, pixel: (x: number, y: number) => Rgb): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1); // each row starts with its filter type, 0 (none)
    for (let x = 0; x < width; x++) raw.set(pixel(x, y), row + 1 + x * 3);
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type 2 (RGB), deflate, adaptive filters, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A 64×64 badge: initials (of {@link GLYPHS}) centred on a coloured square. */
export function badgePng(background: string, foreground: string, text: string): Buffer {
  const size = 64;
  const scale = text.length > 2 ? 3 : 4;
  const width = text.length * 6 * scale - scale;
  const left = Math.floor((size - width) / 2);
  const top = Math.floor((size - 7 * scale) / 2);
  const [bg, fg] = [rgb(background), rgb(foreground)];
  return encodePng(size, size, (x, y) => {
    const col = Math.floor((x - left) / scale);
    const row = Math.floor((y - top) / scale);
    if (x < left || row < 0 || row > 6) return bg;
    const glyph = GLYPHS[text[Math.floor(col / 6)]];
    const bit = col % 6;
    return glyph && bit < 5 && (glyph[row] >> (4 - bit)) & 1 ? fg : bg;
  });
}

/** A 240×120 stand-in for a photo of a verified wallet screen: a light panel with a green bar. */
export function screenshotPng(): Buffer {
  const [panel, bar] = [rgb('#eeeeff'), rgb('#00a651')];
  return encodePng(240, 120, (x, y) => (y >= 50 && y < 70 && x >= 20 && x < 220 ? bar : panel));
}
