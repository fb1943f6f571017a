import { deflateSync } from 'node:zlib';
import { BRAND_MARK, BRAND_MARK_COLOURS, onBackground, onMicrophone } from '@app/ui/brand';

/**
 * The logo mark as a PNG for the e-mails: mail clients show no SVG, and a picture attached to the
 * mail itself (`cid:`) shows without fetching anything from the web. Drawn from the same
 * geometry and colours as the site's SVG mark (`@app/ui/brand`), with 4×4 samples a pixel for
 * smooth edges.
 */
export const LOGO_PIXELS = 96;
const SAMPLES = 4;

function rgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** How much of a pixel each shape covers, from SAMPLES × SAMPLES points inside it. */
function coverage(px: number, py: number): { square: number; microphone: number } {
  const scale = BRAND_MARK.size / LOGO_PIXELS;
  let square = 0;
  let microphone = 0;
  for (let sy = 0; sy < SAMPLES; sy += 1) {
    for (let sx = 0; sx < SAMPLES; sx += 1) {
      const x = (px + (sx + 0.5) / SAMPLES) * scale;
      const y = (py + (sy + 0.5) / SAMPLES) * scale;
      if (!onBackground(x, y)) continue;
      square += 1;
      if (onMicrophone(x, y)) microphone += 1;
    }
  }
  return { square: square / SAMPLES ** 2, microphone: microphone / SAMPLES ** 2 };
}

function draw(): Buffer {
  const back = rgb(BRAND_MARK_COLOURS.background);
  const front = rgb(BRAND_MARK_COLOURS.foreground);
  const rows: Buffer[] = [];
  for (let py = 0; py < LOGO_PIXELS; py += 1) {
    const row = Buffer.alloc(1 + LOGO_PIXELS * 4);
    for (let px = 0; px < LOGO_PIXELS; px += 1) {
      const { square, microphone } = coverage(px, py);
      const offset = 1 + px * 4;
      if (square === 0) continue;
      const share = microphone / square;
      for (let channel = 0; channel < 3; channel += 1) {
        row[offset + channel] = Math.round(
          (back[channel] as number) * (1 - share) + (front[channel] as number) * share,
        );
      }
      row[offset + 3] = Math.round(square * 255);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(LOGO_PIXELS, 0);
  header.writeUInt32BE(LOGO_PIXELS, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits a channel, RGBA, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

let png: Buffer | undefined;

/** The PNG, drawn once per process. */
export function logoMarkPng(): Buffer {
  png ??= draw();
  return png;
}
