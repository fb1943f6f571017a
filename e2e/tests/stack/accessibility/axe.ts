import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * The bar of docs/testing.md#journeys: WCAG 2.0, 2.1 and 2.2 at levels A and AA, plus axe's best practices.
 */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];

/** What a violation is, short enough to read in a failing test's diff. */
export interface AxeFinding {
  rule: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/**
 * axe run in the page itself (legacy mode) and asked for its violations alone. By default the
 * builder gathers every frame's partial results and merges them in a blank page it opens for each
 * scan, and returns every rule that passed with every node it checked: 1.9 s a screen on an idle
 * machine, 0.7 s this way, the same findings on every route (measured 2026-11-27,
 * docs/measurements.md#ci-time). What legacy mode gives up is cross-origin frames, and the stack
 * has none: the site draws no frame, and the emulator's Stripe.js stand-in puts its card form in
 * the page itself.
 */
export async function axeFindings(page: Page): Promise<AxeFinding[]> {
  const results = await new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

/**
 * Scans the page as it is now. Soft, so one run lists every screen that fails rather than
 * stopping at the first; `where` names the screen in the report.
 */
export async function expectNoAxeViolations(page: Page, where: string) {
  expect.soft(await axeFindings(page), `axe violations on ${where}`).toEqual([]);
}
