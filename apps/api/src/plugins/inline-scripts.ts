import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readPrerenderedPages } from './site.js';

const INLINE_SCRIPT = /<script\b[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * The Content-Security-Policy sources (`'sha256-…'`) of the inline scripts in the site's
 * pre-rendered pages: their loader, written into each page so that it costs no request before the
 * paint (apps/site/vite/prerender-pages.ts). Read from the pages the API serves, so the policy
 * allows exactly that code, whatever the build made of it, and nothing else inline.
 */
export function inlineScriptHashes(siteDir: string): string[] {
  const hashes = new Set<string>();
  for (const variants of Object.values(readPrerenderedPages(siteDir))) {
    for (const file of Object.values(variants)) {
      const html = readFileSync(path.join(siteDir, file), 'utf8');
      for (const [, code = ''] of html.matchAll(INLINE_SCRIPT)) {
        if (code.trim() === '') continue;
        hashes.add(`'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`);
      }
    }
  }
  return [...hashes];
}
