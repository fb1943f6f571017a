// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogPartOf, messages } from '@app/i18n';
import { describe, expect, it } from 'vitest';

const SOURCE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    // The build's pre-rendering runs in Node and writes the server part's `meta.*` into the head.
    if (entry.isDirectory()) {
      if (entry.name !== 'prerender') yield* sources(full);
    } else if (/\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name)) yield full;
  }
}

/**
 * The built site's catalogs leave the server part (the e-mails) out (packages/i18n
 * catalog-parts.ts): a screen that named one of its messages would show the raw id, so no screen,
 * public or signed-in, may. The bundle test checks the public pages' words; this one every screen's.
 */
describe("the site's screens", () => {
  it('name no message of the server part', () => {
    const serverIds = Object.keys(messages.en).filter((id) => catalogPartOf(id) === 'server');
    expect(serverIds.length).toBeGreaterThan(0);
    const used = [...sources(SOURCE)].flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/['"`]([a-z][\w]*\.[\w.]+)['"`]/g)]
        .filter((match) => serverIds.includes(match[1] ?? ''))
        .map((match) => `${path.relative(SOURCE, file)}: ${match[1]}`),
    );
    expect(used).toEqual([]);
  });
});
