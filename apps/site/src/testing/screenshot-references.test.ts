import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES } from '@app/contracts';
import { describe, expect, it } from 'vitest';

const SOURCE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REFERENCE = /^(.+)-\d+-chromium-[a-z0-9]+\.png$/;

function* screenshotFolders(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (!statSync(full).isDirectory()) continue;
    if (entry === '__screenshots__') yield full;
    else yield* screenshotFolders(full);
  }
}

/** A story's test name as Vitest writes it in a reference's file name ('ThreeDSecure' -> 'Three-D-Secure'). */
const testName = (exportName: string) =>
  exportName.replace(/([a-z0-9])([A-Z])/g, '$1-$2').replace(/([A-Z])([A-Z][a-z])/g, '$1-$2');

const storyNames = (storyFile: string) =>
  new Set(
    Array.from(readFileSync(storyFile, 'utf8').matchAll(/^export const (\w+)/gm), ([, name]) =>
      testName(name ?? ''),
    ),
  );

/**
 * Every reference picture of the site's stories belongs to a story that still exists, in English
 * (beside the story file's folder) or in one of the other languages (its fr, de, it folders): a
 * story renamed or removed leaves no picture behind.
 */
describe('story screenshots', () => {
  const orphans: string[] = [];
  let references = 0;
  for (const folder of screenshotFolders(SOURCE)) {
    for (const storyFolder of readdirSync(folder)) {
      const storyFile = path.join(path.dirname(folder), storyFolder);
      const names = existsSync(storyFile) ? storyNames(storyFile) : new Set<string>();
      const languages = LANGUAGES.filter((language) => language !== 'en');
      const pictures = readdirSync(path.join(folder, storyFolder)).flatMap((entry) =>
        (languages as readonly string[]).includes(entry)
          ? readdirSync(path.join(folder, storyFolder, entry)).map((file) => path.join(entry, file))
          : [entry],
      );
      for (const picture of pictures) {
        references += 1;
        const name = REFERENCE.exec(path.basename(picture))?.[1];
        if (!name || !names.has(name))
          orphans.push(path.relative(SOURCE, path.join(folder, storyFolder, picture)));
      }
    }
  }

  it('are found', () => {
    expect(references).toBeGreaterThan(0);
  });

  it('each belong to a story of their story file', () => {
    expect(orphans).toEqual([]);
  });
});
