import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const script = path.join(packageDir, 'scripts', 'check-extracted.mjs');
const monorepoRoot = path.resolve(packageDir, '..', '..');

function run(root: string, ...flags: string[]) {
  const result = spawnSync(process.execPath, [script, '--root', root, ...flags], { encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

const roots: string[] = [];

/** A throwaway monorepo holding the given files (paths relative to its root). */
function monorepo(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'i18n-extract-'));
  roots.push(root);
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  }
  return root;
}

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

const idOnlyScreen = `
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';

const labels = defineMessages({ empty: { id: 'account.invoices.empty' } });

export function Invoices() {
  const intl = useIntl();
  return (
    <section aria-label={intl.formatMessage({ id: 'nav.licenses' })}>
      <p>{intl.formatMessage(labels.empty)}</p>
      <FormattedMessage id="account.invoices.error.load" />
    </section>
  );
}
`;

describe('check-extracted', () => {
  it('passes the monorepo as it is', () => {
    const { status, output } = run(monorepoRoot);
    expect(output).toMatch(/all in the de, en, fr, it catalogs/);
    expect(status).toBe(0);
  });

  it('passes a monorepo with no source yet', () => {
    const { status, output } = run(monorepo({ 'package.json': '{}' }));
    expect(output).toMatch(/0 message ids in 0 source files/);
    expect(status).toBe(0);
  });

  it('reads id-only descriptors of every form and finds them in the catalogs', () => {
    const { status, output } = run(monorepo({ 'apps/site/src/features/account/invoices.tsx': idOnlyScreen }));
    expect(output).toMatch(/3 message ids in 1 source files/);
    expect(status).toBe(0);
  });

  it('fails, listing each id a catalog lacks with where it is used', () => {
    const { status, output } = run(
      monorepo({
        'apps/site/src/screen.tsx': `import { FormattedMessage } from 'react-intl';
export const Screen = () => <FormattedMessage id="account.invoices.typo" />;`,
        'packages/machines/src/payment.ts': `import { defineMessages } from 'react-intl';
export const words = defineMessages({ gone: { id: 'payment.error.gone' }, ok: { id: 'payment.error.unknown' } });`,
      }),
    );
    expect(status).toBe(1);
    expect(output).toContain('account.invoices.typo (apps/site/src/screen.tsx:2:');
    expect(output).toContain('payment.error.gone (packages/machines/src/payment.ts:2:');
    expect(output).toMatch(/payment\.error\.gone .* is missing in de, en, fr, it/);
    expect(output).not.toContain('payment.error.unknown');
  });

  it('ignores tests', () => {
    const typo = `import { FormattedMessage } from 'react-intl';
export const X = () => <FormattedMessage id="not.a.message" />;`;
    const root = monorepo({
      'apps/site/src/screen.test.tsx': typo,
      'apps/site/src/__tests__/screen.tsx': typo,
      'packages/ui/src/thing.spec.ts': `import { defineMessage } from 'react-intl'; defineMessage({ id: 'not.a.message' });`,
    });
    expect(run(root).status).toBe(0);
  });

  it('fails on a message without an explicit id', () => {
    const { status, output } = run(
      monorepo({
        'apps/site/src/screen.tsx': `import { FormattedMessage } from 'react-intl';
export const Screen = () => <FormattedMessage defaultMessage="Hello" />;`,
      }),
    );
    expect(status).toBe(1);
    expect(output).toContain('a message at apps/site/src/screen.tsx:2:');
    expect(output).toContain('has no explicit id ("Hello")');
  });

  it('reports an id it cannot read, and fails on it with --strict', () => {
    const root = monorepo({
      'apps/site/src/shell.tsx': `import { useIntl } from 'react-intl';
export function Shell() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return t('nav.home');
}`,
    });
    const lenient = run(root);
    expect(lenient.status).toBe(0);
    expect(lenient.output).toMatch(/not checked: apps\/site\/src\/shell\.tsx:4:\d+ .*string literal/);
    expect(run(root, '--strict').status).toBe(1);
  });
});
