import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
// By path, as MESSAGES_DIR below: Vite's config loader leaves packages to Node, which under Vitest
// resolves them to their TypeScript source. The module imports nothing.
import { type CatalogPart, catalogPartOf } from '../../../packages/i18n/src/catalog-parts.ts';

/** The message catalogs, as files: the config loader leaves packages to Node (see above). */
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
 * A catalog with each ICU message replaced by its syntax tree (`formatjs compile --ast`), keeping
 * only the messages of one part (packages/i18n catalog-parts.ts).
 */
export function compileCatalog(
  catalog: Readonly<Record<string, string>>,
  parse: (message: string) => unknown,
  part: CatalogPart = 'public',
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(catalog)
      .filter(([id]) => catalogPartOf(id) === part)
      .map(([id, message]) => [id, parse(message)]),
  );
}

/** The parts a browser downloads, each from its own catalog modules. */
const BROWSER_PARTS = ['public', 'account', 'legal'] as const;
const browserPart = (name: string | null): CatalogPart =>
  BROWSER_PARTS.find((part) => part === name) ?? 'public';

/**
 * The part a catalog module holds: packages/i18n/src/catalogs/account/*.ts hold the account part,
 * catalogs/legal/*.ts the legal one, catalogs/*.ts the public one.
 */
const partOfImporter = (importer: string): CatalogPart => browserPart(path.basename(path.dirname(importer)));

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
    // Each language's messages are imported by two modules, one a part: the import is told apart
    // by a query, so each compiles to a chunk of its own holding only its part's words.
    async resolveId(source, importer, options) {
      if (!importer || !source.endsWith('.json')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || path.dirname(resolved.id) !== path.resolve(MESSAGES_DIR)) return null;
      return `${resolved.id}?part=${partOfImporter(importer)}`;
    },
    async transform(code, id) {
      const [file = id, query = ''] = id.split('?');
      if (path.dirname(file) !== path.resolve(MESSAGES_DIR) || !file.endsWith('.json')) return null;
      parse ??= await loadParser();
      const part = browserPart(new URLSearchParams(query).get('part'));
      // Said to be JavaScript: the query hides the file's .json type from the bundler.
      const compiled = JSON.stringify(compileCatalog(JSON.parse(code), parse, part));
      return { code: `export default ${compiled};`, map: null, moduleType: 'js' };
    },
  };
}
