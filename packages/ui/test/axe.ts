import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Runs axe on rendered markup and fails with the rules and nodes at fault. Contrast is off here:
 * jsdom has no layout or computed colours; the story tests check it in Chromium.
 */
export async function expectNoAxeViolations(container: Element = document.body): Promise<void> {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  const found = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`,
  );
  expect(found).toEqual([]);
}
