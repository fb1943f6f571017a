import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/**
 * The site's text files by extension, with the type they are served as: the ones worth
 * compressing. Source maps are left out: only developer tools fetch them, and compressing
 * megabytes of them at brotli's best level would cost seconds of CPU at every start.
 */
const TEXT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};

export function isCompressible(file: string): boolean {
  return path.extname(file) in TEXT_TYPES;
}

/**
 * The encoding to answer in from an Accept-Encoding header: brotli (smaller) before gzip when
 * both are as welcome, none when neither is (RFC 9110 §12.5.3: `q=0` refuses, `*` stands for
 * any coding not named).
 */
export function preferredEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (encoding: Encoding) => weights.get(encoding) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gz = weightOf('gzip');
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return undefined;
}

export interface CompressedFile {
  type: string;
  body: Buffer;
  /** Strong validator of this encoding of this content. */
  etag: string;
}

interface Entry {
  /** The file as it was on disk when compressed: a rebuilt site is compressed again. */
  version: string;
  variants: Promise<Partial<Record<Encoding, CompressedFile>>>;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function compress(file: string): Promise<Partial<Record<Encoding, CompressedFile>>> {
  const content = await readFile(file);
  const type = TEXT_TYPES[path.extname(file)] as string;
  const hash = createHash('sha256').update(content).digest('base64url').slice(0, 22);
  // Both run on libuv's thread pool, not on the event loop.
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  const variants: Partial<Record<Encoding, CompressedFile>> = {};
  // A tiny file can come out larger than it went in; it is then sent as it is.
  if (br.length < content.length) variants.br = { type, body: br, etag: `"${hash}-br"` };
  if (gz.length < content.length) variants.gzip = { type, body: gz, etag: `"${hash}-gz"` };
  return variants;
}

/**
 * The site's text files compressed once with brotli and gzip at their best levels and kept in
 * memory (the whole built site is about a megabyte of text), rather than compressed again on
 * every request: each answer then costs a map look-up and a stat.
 */
export class CompressedFiles {
  readonly #root: string;
  readonly #entries = new Map<string, Entry>();

  constructor(root: string) {
    this.#root = root;
  }

  /**
   * Compresses these files (paths relative to the root) one after the other in the background, so
   * that the first visitor does not wait. One at a time: all at once, they would fill libuv's
   * threads, which file reads share, and hold every request of the first second or so (the load
   * test's 1.2-1.4 s maximum, at its first requests). A file asked for before its turn is
   * compressed at once by `get`.
   */
  async warm(files: readonly string[]): Promise<void> {
    for (const file of files) {
      if (isCompressible(file)) await this.get(file, 'br').catch(() => undefined);
    }
  }

  /** The file compressed in `encoding`, or undefined when it is not text, gone, or not worth it. */
  async get(file: string, encoding: Encoding): Promise<CompressedFile | undefined> {
    if (!isCompressible(file)) return undefined;
    const absolute = path.join(this.#root, file);
    let version: string;
    try {
      const stats = await stat(absolute);
      version = `${stats.size}:${stats.mtimeMs}`;
    } catch {
      return undefined;
    }
    let entry = this.#entries.get(file);
    if (entry?.version !== version) {
      entry = { version, variants: compress(absolute) };
      this.#entries.set(file, entry);
    }
    try {
      return (await entry.variants)[encoding];
    } catch {
      // Removed or unreadable between the stat and the read: the plain file server answers instead.
      this.#entries.delete(file);
      return undefined;
    }
  }
}
