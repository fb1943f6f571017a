import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// docs/architecture.md#rule-core: no I/O. dependency-cruiser refuses any package but
// @app/contracts and @app/pricing; it does not see Node's built-ins, so this looks for them.
const sources = readdirSync(import.meta.dirname).filter(
  (name) => name.endsWith('.ts') && !name.endsWith('.test.ts'),
);

describe('the rule core imports nothing that does I/O', () => {
  it.each(sources)('%s', (name) => {
    const text = readFileSync(new URL(name, import.meta.url), 'utf8');
    const specifiers = [...text.matchAll(/from '([^']+)'/g)].map((match) => match[1]);
    for (const specifier of specifiers) expect(specifier).toMatch(/^(\.\/|@app\/(contracts|pricing)$)/);
  });
});
