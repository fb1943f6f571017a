import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The layers of src/ as the README draws them: routes map HTTP to the domains' services, the
 * domains never reach back into the routes, and nothing imports itself round a circle.
 */

const SRC = fileURLToPath(new URL('../src/', import.meta.url));

interface Import {
  /** The imported module: a path relative to src/ for our own files, the package name otherwise. */
  target: string;
  typeOnly: boolean;
}

const IMPORT = /^\s*(import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?'([^']+)'/gm;

function importsOf(file: string): Import[] {
  const text = readFileSync(path.join(SRC, file), 'utf8');
  return [...text.matchAll(IMPORT)].map(([, , type, specifier = '']) => ({
    target: specifier.startsWith('.') ? ownFile(file, specifier) : specifier,
    typeOnly: Boolean(type),
  }));
}

/** `./x.js` names x.ts (NodeNext's rule), or x.js for the few files written in JavaScript. */
function ownFile(from: string, specifier: string): string {
  const joined = path.posix.join(path.posix.dirname(from), specifier);
  const typescript = joined.replace(/\.js$/, '.ts');
  return existsSync(path.join(SRC, typescript)) ? typescript : joined;
}

const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .map((file) => file.split(path.sep).join('/'))
  .filter((file) => /\.(ts|js)$/.test(file))
  .sort();
const graph = new Map(files.map((file) => [file, importsOf(file)]));

/** Every circle of imports, type-only ones included (they tie the modules just as tightly). */
function cycles(): string[][] {
  const found: string[][] = [];
  const done = new Set<string>();
  const stack: string[] = [];
  const visit = (file: string) => {
    const open = stack.indexOf(file);
    if (open >= 0) {
      found.push([...stack.slice(open), file]);
      return;
    }
    if (done.has(file)) return;
    stack.push(file);
    for (const { target } of graph.get(file) ?? []) if (graph.has(target)) visit(target);
    stack.pop();
    done.add(file);
  };
  for (const file of files) visit(file);
  return found;
}

const routes = files.filter((file) => file.startsWith('routes/'));

describe("the API's import graph", () => {
  it('reads every module of src/ and its imports', () => {
    expect(files).toContain('app.ts');
    expect(graph.get('app.ts')?.map(({ target }) => target)).toContain('routes/licenses/index.ts');
  });

  it('has no cycle', () => {
    expect(cycles().map((cycle) => cycle.join(' -> '))).toEqual([]);
  });

  it('keeps repositories, SQL and Stripe out of the routes: a route calls a service', () => {
    const forbidden = routes.flatMap((file) =>
      (graph.get(file) ?? [])
        .filter(
          ({ target, typeOnly }) =>
            target.endsWith('-repository.ts') ||
            (!typeOnly && (target.startsWith('db/') || target === 'stripe')),
        )
        .map(({ target }) => `${file} -> ${target}`),
    );
    const queries = routes.filter((file) =>
      /\.(query|transaction)\s*[<(]/.test(readFileSync(path.join(SRC, file), 'utf8')),
    );
    expect({ forbidden, queries }).toEqual({ forbidden: [], queries: [] });
  });

  it('lets no domain import a route: only app.ts registers them', () => {
    const upward = files
      .filter((file) => !file.startsWith('routes/') && file !== 'app.ts')
      .flatMap((file) =>
        (graph.get(file) ?? [])
          .filter(({ target }) => target.startsWith('routes/'))
          .map(({ target }) => `${file} -> ${target}`),
      );
    expect(upward).toEqual([]);
  });

  it('keeps Stripe out of the repositories, which run inside transactions', () => {
    const repositories = files.filter((file) => file.endsWith('-repository.ts'));
    const stripe = repositories.flatMap((file) =>
      (graph.get(file) ?? [])
        .filter(
          ({ target, typeOnly }) => !typeOnly && (target === 'stripe' || target.startsWith('payments/')),
        )
        .map(({ target }) => `${file} -> ${target}`),
    );
    expect(stripe).toEqual([]);
  });
});
