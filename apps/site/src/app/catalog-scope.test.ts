// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { messages } from '@app/i18n';
import { describe, expect, it } from 'vitest';
import { API_ONLY_MESSAGES, compileCatalog } from '../../vite/precompiled-messages.ts';

const SOURCE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(full);
    else if (/\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name)) yield full;
  }
}

/**
 * The built site's catalogs leave the e-mails' messages out (vite/precompiled-messages.ts): a
 * screen that named one would show its raw id, so no screen may.
 */
describe("the built site's catalogs", () => {
  it('leave out the messages only the e-mails use', () => {
    const compiled = compileCatalog(messages.fr, (message) => message);
    expect(Object.keys(compiled).filter((id) => API_ONLY_MESSAGES.test(id))).toEqual([]);
    expect(Object.keys(compiled)).toContain('auth.signIn.title');
  });

  it('hold every message the site uses: no screen names an e-mail message', () => {
    const used = [...sources(SOURCE)].flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/['"`](email\.[\w.]+)['"`]/g)].map(
        (match) => `${path.relative(SOURCE, file)}: ${match[1]}`,
      ),
    );
    expect(used).toEqual([]);
  });
});
