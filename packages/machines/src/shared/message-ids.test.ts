import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { messages } from '@app/i18n';
import { describe, expect, it } from 'vitest';

/**
 * Machines name messages by id and the site translates them, so the i18n extraction check cannot
 * see these ids: this test reads every id the machines can produce and looks it up in the
 * catalogs, so a typo fails here rather than showing a raw id to a practitioner.
 */
const sourceDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function machineSources(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return machineSources(full);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
  });
}

// Every dotted id of the catalogs' namespaces written in a machine's source.
const ids = new Set(
  machineSources(sourceDir).flatMap((file) =>
    [
      ...readFileSync(file, 'utf8').matchAll(
        /['"]((?:auth|payment|account|admin|errors|licenseAdjustment|billing)\.[\w.]+)['"]/g,
      ),
    ].map((match) => match[1] ?? ''),
  ),
);

describe('message ids used by the machines', () => {
  it('finds the ids', () => {
    expect(ids).toContain('payment.error.activationTimeout');
    expect(ids).toContain('errors.invalidOrExpiredLink');
  });

  it.each([...ids].sort())('%s is in every catalog', (id) => {
    for (const catalog of Object.values(messages)) expect(Object.keys(catalog)).toContain(id);
  });
});
