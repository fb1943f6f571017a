#!/usr/bin/env node
/**
 * Fails when code uses a message id that a catalog lacks, so a typo or a forgotten translation
 * breaks `npm test` instead of showing a raw id to a practitioner.
 *
 * `formatjs extract` reads every message descriptor (`defineMessages`, `defineMessage`,
 * `<FormattedMessage id>`, `intl.formatMessage({ id })`) from the TypeScript of `apps/<app>/src` and
 * `packages/<package>/src`, tests excluded; each id must be a key of every catalog in
 * `src/messages/`. Descriptors here carry an id and no defaultMessage, which the extractor keys by
 * that id; one without an id would get a generated one, so those fail as "no explicit id".
 *
 * Usage: node scripts/check-extracted.mjs [--root <monorepo root>] [--strict]
 *   --strict  also fail on ids the extractor cannot read (not a string literal), which it
 *             otherwise only reports.
 * Exit code: 0 when every id is in every catalog, 1 when not, 2 when the extractor failed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const catalogDir = path.join(packageDir, 'src', 'messages');

// Generated ids get this prefix, which the dotted id scheme never contains.
const GENERATED = 'generated:';
const SOURCE_FILE = /\.(?:ts|tsx)$/;
const NOT_SOURCE = /\.d\.ts$|\.(?:test|spec)\.tsx?$/;
const SKIPPED_DIRECTORIES = new Set(['node_modules', 'dist', '__tests__', '__mocks__', '__screenshots__']);

/** The TypeScript files under `<root>/{apps,packages}/<name>/src`, tests excluded. */
export function sourceFiles(root) {
  const files = [];
  const walk = (directory) => {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      const full = path.join(directory, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRECTORIES.has(entry.name)) walk(full);
      } else if (entry.isFile() && SOURCE_FILE.test(entry.name) && !NOT_SOURCE.test(entry.name)) {
        files.push(full);
      }
    }
  };
  for (const group of ['apps', 'packages']) {
    const groupDirectory = path.join(root, group);
    if (!existsSync(groupDirectory)) continue;
    for (const workspace of readdirSync(groupDirectory, { withFileTypes: true })) {
      const src = path.join(groupDirectory, workspace.name, 'src');
      if (workspace.isDirectory() && existsSync(src)) walk(src);
    }
  }
  return files.sort();
}

/** Every catalog in src/messages, by language: the files are the list of languages. */
export function loadCatalogs(directory = catalogDir) {
  return Object.fromEntries(
    readdirSync(directory)
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map((name) => [
        path.basename(name, '.json'),
        JSON.parse(readFileSync(path.join(directory, name), 'utf8')),
      ]),
  );
}

function formatjsBin() {
  const require = createRequire(import.meta.url);
  const manifestPath = require.resolve('@formatjs/cli/package.json');
  const { bin } = JSON.parse(readFileSync(manifestPath, 'utf8'));
  return path.join(path.dirname(manifestPath), typeof bin === 'string' ? bin : bin.formatjs);
}

/** Runs `formatjs extract` on the files; returns the descriptors by id and the extractor's warnings. */
export function extract(files) {
  if (files.length === 0) return { descriptors: {}, warnings: [] };
  const scratch = mkdtempSync(path.join(tmpdir(), 'check-extracted-'));
  try {
    // A list file rather than arguments: no command-line length limit, no shell globbing.
    const list = path.join(scratch, 'files.txt');
    writeFileSync(list, `${files.join('\n')}\n`);
    const result = spawnSync(
      process.execPath,
      [
        formatjsBin(),
        'extract',
        '--in-file',
        list,
        '--extract-source-location',
        '--id-interpolation-pattern',
        `${GENERATED}[sha1:contenthash:base64:6]`,
      ],
      // stdin closed: with no file to read, the extractor would otherwise wait on it.
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 },
    );
    if (result.error) throw result.error;
    if (result.status !== 0)
      throw new Error(`formatjs extract exited with ${result.status}:\n${result.stderr}`);
    const warnings = result.stderr
      .split('\n')
      .map((line) => line.match(/\[WARN\]\s*(.*)$/)?.[1]?.trim())
      .filter(Boolean);
    return { descriptors: JSON.parse(result.stdout), warnings };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * Compares the ids used in the sources under `root` with the catalogs.
 * `missing` lists used ids some catalog lacks, `withoutId` descriptors that have no explicit id,
 * `unreadable` the extractor's warnings (mostly ids that are not string literals).
 */
export function checkExtracted({ root, catalogs = loadCatalogs() }) {
  const files = sourceFiles(root);
  const { descriptors, warnings } = extract(files);
  const languages = Object.keys(catalogs);
  const where = (descriptor) =>
    descriptor.file
      ? `${path.relative(root, descriptor.file)}:${descriptor.line}:${descriptor.col}`
      : 'unknown';
  const missing = [];
  const withoutId = [];
  for (const [id, descriptor] of Object.entries(descriptors).sort(([a], [b]) => a.localeCompare(b))) {
    if (id.startsWith(GENERATED)) {
      withoutId.push({ location: where(descriptor), defaultMessage: descriptor.defaultMessage });
      continue;
    }
    const lacking = languages.filter((language) => !Object.hasOwn(catalogs[language], id));
    if (lacking.length > 0) missing.push({ id, location: where(descriptor), languages: lacking });
  }
  const unreadable = warnings.map((warning) => warning.replace(`${root}${path.sep}`, ''));
  return {
    files: files.length,
    ids: Object.keys(descriptors).length,
    languages,
    missing,
    withoutId,
    unreadable,
  };
}

function main(argv) {
  const rootFlag = argv.indexOf('--root');
  const root = path.resolve(rootFlag >= 0 ? argv[rootFlag + 1] : path.join(packageDir, '..', '..'));
  const strict = argv.includes('--strict');
  let result;
  try {
    result = checkExtracted({ root });
  } catch (error) {
    console.error(
      `check-extracted: the extraction failed: ${error instanceof Error ? error.message : error}`,
    );
    return 2;
  }
  const { files, ids, languages, missing, withoutId, unreadable } = result;
  for (const warning of unreadable) console.warn(`check-extracted: not checked: ${warning}`);
  for (const { id, location, languages: lacking } of missing) {
    console.error(`check-extracted: ${id} (${location}) is missing in ${lacking.join(', ')}`);
  }
  for (const { location, defaultMessage } of withoutId) {
    console.error(
      `check-extracted: a message at ${location} has no explicit id (${JSON.stringify(defaultMessage)})`,
    );
  }
  const failed = missing.length > 0 || withoutId.length > 0 || (strict && unreadable.length > 0);
  if (failed) {
    console.error(
      'check-extracted: failed; every message needs an explicit id present in src/messages/*.json ' +
        '(see packages/i18n/README.md).',
    );
    return 1;
  }
  console.log(
    `check-extracted: ${ids} message ids in ${files} source files, all in the ${languages.join(', ')} catalogs` +
      (unreadable.length > 0 ? `; ${unreadable.length} not checked (see above)` : ''),
  );
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  process.exitCode = main(process.argv.slice(2));
}
