// How far each public page may fall behind its no-script floor before the Lighthouse gate fails
// it (scripts/lighthouse-audit.mjs). Plain JavaScript so that `npm run bench` reads the same table.
//
// The gaps below were measured again on MEASURED_ON, once the CPU slowdown was capped at 6x
// (scripts/lighthouse-audit.mjs), with `cd e2e && npx playwright test --project=lighthouse` on the
// 2-core machine (Lighthouse 13.5, Debian's Chromium, benchmark index 2000-3400, so 6x throughout):
// the gate's test alone, the first five pages (/about and /terms beside a clean-clone CI run), then
// every page twice, the rest on a quiet machine. Each gap
// is the largest seen, from the medians of three pairs where the first pair failed and from one
// pair otherwise; one below zero is noise and counts as none. They are far wider than the gaps of
// 2026-11-25 (0-13 points, 0-275 ms at 7.4-8.5x): between two audits a minute apart one page's LCP
// moved by 1.2 s (/terms) and a floor's blocking time by a factor of three, and /license's scripts
// cost it 21 points. Issue 25 is to close these gaps (its target: 2 points and 150 ms).
//
// The allowance is issue 19's, for the noise between two audits a minute apart: 5 points and
// 300 ms. A page outside its margin gets two more pairs, judged with its first by the medians of
// the three.
export const MEASURED_ON = '2026-11-26';

/** Points of performance and milliseconds of LCP each page was behind its floor on MEASURED_ON. */
export const MEASURED_GAPS = {
  '/': { points: 9, lcpMs: 639 },
  '/license': { points: 21, lcpMs: 707 },
  '/download': { points: 13, lcpMs: 471 },
  '/about': { points: 15, lcpMs: 516 },
  '/terms': { points: 9, lcpMs: 1504 },
  '/privacy': { points: 2, lcpMs: 431 },
  '/support': { points: 14, lcpMs: 293 },
  '/contact': { points: 6, lcpMs: 631 },
  '/faq': { points: 14, lcpMs: 945 },
  '/signup': { points: 20, lcpMs: 657 },
  '/signin': { points: 16, lcpMs: 600 },
  '/forgot-password': { points: 13, lcpMs: 564 },
  '/reset-password-email-sent': { points: 7, lcpMs: 717 },
  '/email-validation': { points: 13, lcpMs: 972 },
};

/** On top of the measured gap: the noise of one machine between two audits a minute apart. */
export const ALLOWANCE = { points: 5, lcpMs: 300 };

/** The margin a route is judged with. */
export function marginFor(route) {
  const gap = MEASURED_GAPS[route];
  if (!gap) throw new Error(`no measured gap for ${route}: measure it and add it to floor-margins.mjs`);
  return { points: gap.points + ALLOWANCE.points, lcpMs: gap.lcpMs + ALLOWANCE.lcpMs };
}
