import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Manifest } from 'vite';

/** The manifest key of the chunk built from a source file (relative to apps/site, as Vite keys it). */
export function chunkKeyOf(manifest: Manifest, source: string): string {
  const key = Object.keys(manifest).find((candidate) => manifest[candidate]?.src === source);
  if (!key) throw new Error(`no chunk in the manifest for ${source}`);
  return key;
}

/**
 * The chunks a browser fetches once it has asked for `keys`: those and everything they import
 * statically (Vite preloads those imports alongside); dynamic imports are left out.
 */
export function staticClosure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...keys];
  while (stack.length > 0) {
    const key = stack.pop() as string;
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no chunk ${key}`);
    seen.add(key);
    stack.push(...(chunk.imports ?? []));
  }
  return seen;
}

/**
 * The chunks of `keys` and their static imports, each after everything it imports: run in this
 * order, one per task, no chunk's evaluation runs its imports' too (src/prerender/take-over-loader.ts).
 */
export function importsFirst(manifest: Manifest, keys: readonly string[]): string[] {
  const ordered: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no chunk ${key}`);
    for (const imported of chunk.imports ?? []) visit(imported);
    ordered.push(key);
  };
  for (const key of keys) visit(key);
  return ordered;
}

/**
 * The chunks `keys` may ever fetch: their static imports and their dynamic ones, all the way, but
 * no dynamic import `follow` refuses.
 */
export function fullClosure(
  manifest: Manifest,
  keys: readonly string[],
  follow: (key: string) => boolean = () => true,
): Set<string> {
  const seen = new Set<string>();
  const stack = [...keys];
  while (stack.length > 0) {
    const key = stack.pop() as string;
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no chunk ${key}`);
    seen.add(key);
    stack.push(...(chunk.imports ?? []), ...(chunk.dynamicImports ?? []).filter(follow));
  }
  return seen;
}

/** The JavaScript and CSS files of a set of chunks. */
export function filesOf(manifest: Manifest, keys: Iterable<string>): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
  }
  return { js: [...js], css: [...css] };
}

/** Bytes after `gzip -9`, summed over files of the build. */
export function gzipBytes(outDir: string, files: Iterable<string>): number {
  let total = 0;
  for (const file of files) total += gzipSync(readFileSync(path.join(outDir, file)), { level: 9 }).length;
  return total;
}
