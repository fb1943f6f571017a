import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

/** The message catalogs, as files: the config loader leaves packages to Node (see build-manuals.ts). */
export const MESSAGES_DIR = fileURLToPath(new URL('../../../packages/i18n/src/messages/', import.meta.url));

const PARSER = '@formatjs/icu-messageformat-parser';

/** react-intl's own copy of the ICU parser, so a catalog is compiled as react-intl would parse it. */
export async function loadParser(): Promise<(message: string) => unknown> {
  const fromReactIntl = createRequire(createRequire(import.meta.url).resolve('react-intl'));
  const parser = (await import(pathToFileURL(fromReactIntl.resolve(PARSER)).href)) as {
    parse: (message: string) => unknown;
  };
  return (message) => parser.parse(message);
}

/**
 * The messages only the API's e-mails use: the site never shows them, so its catalogs leave them
 * out (about 1.2 KB gzip of every first page); `src/app/catalog-scope.test.ts` holds the site to it.
 */
export const API_ONLY_MESSAGES = /^email\./;

/**
 * A catalog with each ICU message replaced by its syntax tree (`formatjs compile --ast`), without
 * the e-mails' messages.
 */
export function compileCatalog(
  catalog: Readonly<Record<string, string>>,
  parse: (message: string) => unknown,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(catalog)
      .filter(([id]) => !API_ONLY_MESSAGES.test(id))
      .map(([id, message]) => [id, parse(message)]),
  );
}

/**
 * FormatJS's advice for a performance budget (formatjs.github.io/docs/guides/performance): the
 * browser gets the catalogs already parsed, and react-intl ships without its parser (about 9 KB
 * gzip of the first page). Build only: the dev server, Vitest and Storybook keep the parser and
 * the plain catalogs, with the same output. A message given as text in the built site would
 * throw, so every message must come from the catalogs (ids only, no `defaultMessage`).
 */
export function precompiledMessages(): Plugin {
  let parse: ((message: string) => unknown) | undefined;
  return {
    name: 'precompiled-messages',
    apply: 'build',
    enforce: 'pre',
    config: () => ({
      resolve: {
        // Each copy of the parser resolves to its own no-parser.js, kept beside it.
        alias: [{ find: new RegExp(`^${PARSER}$`), replacement: `${PARSER}/no-parser.js` }],
      },
    }),
    async transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (path.dirname(file) !== path.resolve(MESSAGES_DIR) || !file.endsWith('.json')) return null;
      parse ??= await loadParser();
      return { code: JSON.stringify(compileCatalog(JSON.parse(code), parse)), map: null };
    },
  };
}
