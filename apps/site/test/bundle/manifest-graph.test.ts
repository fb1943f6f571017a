import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
import { importsFirst } from '../../vite/manifest-graph.ts';

const chunk = (file: string, imports: string[] = []) => ({ file, imports });

/** An entry importing React and a shell that imports React too; a route importing zod and the shell. */
const manifest: Manifest = {
  'index.html': chunk('index.js', ['_react', '_shell']),
  _react: chunk('react.js'),
  _shell: chunk('shell.js', ['_react', '_vendor']),
  _vendor: chunk('vendor.js'),
  'src/app/routes/signup.tsx': chunk('signup.js', ['_zod', '_shell', '_form']),
  _zod: chunk('zod.js'),
  _form: chunk('form.js', ['_zod']),
};

describe('importsFirst: the order in which the loader runs a page’s modules, one per task', () => {
  it('puts every chunk after everything it imports, each chunk once', () => {
    const order = importsFirst(manifest, ['_react', '_shell', 'src/app/routes/signup.tsx']);
    expect(new Set(order).size).toBe(order.length);
    for (const [place, key] of order.entries()) {
      for (const imported of manifest[key]?.imports ?? [])
        expect(order.indexOf(imported)).toBeLessThan(place);
    }
    expect(order).toEqual(['_react', '_vendor', '_shell', '_zod', '_form', 'src/app/routes/signup.tsx']);
  });

  it('refuses a chunk the manifest does not have', () => {
    expect(() => importsFirst(manifest, ['_missing'])).toThrow(/no chunk _missing/);
  });
});
