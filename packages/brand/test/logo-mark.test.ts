import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BRAND_MARK, BRAND_MARK_COLOURS, onBackground, onMicrophone } from '../src/index.js';

/**
 * The mails' logo is a committed PNG (mail clients show no SVG). It is held here to the mark's
 * geometry and colours, as the favicon is to brandMarkSvg: a pixel wholly on the square shows the
 * brand colour, one wholly on the microphone the colour on it, one wholly outside nothing.
 */
const PNG = readFileSync(new URL('../assets/logo-mark.png', import.meta.url));

/** The RGBA pixels of an 8-bit RGBA PNG, its rows unfiltered (PNG spec, section 9). */
function decode(png: Buffer): { width: number; height: number; pixels: Uint8Array } {
  let offset = 8;
  let header: Buffer | undefined;
  const data: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('ascii', offset + 4, offset + 8);
    const body = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') header = body;
    if (type === 'IDAT') data.push(body);
    offset += 12 + length;
  }
  if (header?.[8] !== 8 || header[9] !== 6) throw new Error('expected an 8-bit RGBA PNG');
  const width = header.readUInt32BE(0);
  const height = header.readUInt32BE(4);
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * 4;
  const pixels = new Uint8Array(height * stride);
  for (let y = 0; y < height; y += 1) {
    const filter = raw[y * (stride + 1)];
    for (let x = 0; x < stride; x += 1) {
      const a = x >= 4 ? (pixels[y * stride + x - 4] ?? 0) : 0;
      const b = y > 0 ? (pixels[(y - 1) * stride + x] ?? 0) : 0;
      const c = x >= 4 && y > 0 ? (pixels[(y - 1) * stride + x - 4] ?? 0) : 0;
      const p = a + b - c;
      const paeth =
        Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c)
          ? a
          : Math.abs(p - b) <= Math.abs(p - c)
            ? b
            : c;
      const predictor = [0, a, b, Math.floor((a + b) / 2), paeth][filter ?? 0] ?? 0;
      pixels[y * stride + x] = ((raw[y * (stride + 1) + 1 + x] ?? 0) + predictor) & 0xff;
    }
  }
  return { width, height, pixels };
}

const rgba = (hex: string) => {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff, 255];
};

describe('the logo mark of the mails', () => {
  it('is the mark, 96 pixels square, in the brand colours', () => {
    const { width, height, pixels } = decode(PNG);
    expect([width, height]).toEqual([96, 96]);
    const scale = BRAND_MARK.size / width;
    const corners = (px: number, py: number) =>
      [0, 1].flatMap((dx) => [0, 1].map((dy) => [(px + dx) * scale, (py + dy) * scale] as const));
    const counted = { square: 0, microphone: 0, outside: 0 };
    for (let py = 0; py < height; py += 1) {
      for (let px = 0; px < width; px += 1) {
        const points = corners(px, py);
        const pixel = [...pixels.subarray((py * width + px) * 4, (py * width + px) * 4 + 4)];
        if (points.every(([x, y]) => !onBackground(x, y))) {
          // A corner: clear, whatever colour it holds.
          if (pixel[3] === 0) counted.outside += 1;
          else expect(pixel[3], `alpha at ${px},${py}`).toBe(0);
        } else if (points.every(([x, y]) => onBackground(x, y) && !onMicrophone(x, y))) {
          expect(pixel, `square at ${px},${py}`).toEqual(rgba(BRAND_MARK_COLOURS.background));
          counted.square += 1;
        } else if (points.every(([x, y]) => onMicrophone(x, y))) {
          expect(pixel, `microphone at ${px},${py}`).toEqual(rgba(BRAND_MARK_COLOURS.foreground));
          counted.microphone += 1;
        }
      }
    }
    // Most pixels are decided; the rest are the shapes' smoothed edges.
    expect(counted.square).toBeGreaterThan(6000);
    expect(counted.microphone).toBeGreaterThan(400);
    expect(counted.outside).toBeGreaterThan(0);
  });
});
