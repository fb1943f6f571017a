// How far each public page may fall behind its no-script floor before the Lighthouse gate fails
// it (scripts/lighthouse-audit.mjs). Plain JavaScript so that `npm run bench` reads the same table.
//
// The gaps below are what the pages of issue 25 cost over their floors (the scripts fetched only
// once the page is wanted and hydration in slices), measured with the gate's own set-up on
// MEASURED_ON (Lighthouse 13.5, Debian's Chromium, the calibrated phone), three times: `cd e2e &&
// npx playwright test --project=lighthouse` on the 2-core machine beside other work twice (load
// average 9-19, benchmark index 340-2600, CPU slowdown 1.3-8.6x) and once quiet, in a clean-clone
// CI run (index 2320-2590, slowdown 7.4-8.5x). Each gap is the largest of the runs' medians; one
// below zero is noise and counts as none. The quiet run costs the most: the later the scripts run
// on a slower simulated phone, the more of their work Lighthouse counts as blocking time.
//
// The allowance is issue 19's, for the noise between two audits a minute apart: 5 points and
// 300 ms. Issue 25's target of 2 points and 150 ms over the floor is not met everywhere yet (the
// quiet run: /privacy's LCP 275 ms over, /signin 4 points under, /signup 13), so it is reported by
// `npm run bench -- --only lighthouse` rather than enforced; a page outside its margin gets three
// more pairs, judged by their medians.
export const MEASURED_ON = '2026-11-25';

/** Points of performance and milliseconds of LCP each page was behind its floor on MEASURED_ON. */
export const MEASURED_GAPS = {
  '/': { points: 0, lcpMs: 263 },
  '/license': { points: 1, lcpMs: 75 },
  '/download': { points: 5, lcpMs: 27 },
  '/about': { points: 0, lcpMs: 229 },
  '/terms': { points: 2, lcpMs: 112 },
  '/privacy': { points: 1, lcpMs: 275 },
  '/support': { points: 1, lcpMs: 150 },
  '/contact': { points: 0, lcpMs: 137 },
  '/faq': { points: 0, lcpMs: 140 },
  '/signup': { points: 13, lcpMs: 32 },
  '/signin': { points: 4, lcpMs: 84 },
  '/forgot-password': { points: 0, lcpMs: 0 },
  '/reset-password-email-sent': { points: 2, lcpMs: 79 },
  '/email-validation': { points: 2, lcpMs: 47 },
};

/** On top of the measured gap: the noise of one machine between two audits a minute apart. */
export const ALLOWANCE = { points: 5, lcpMs: 300 };

/** The margin a route is judged with. */
export function marginFor(route) {
  const gap = MEASURED_GAPS[route];
  if (!gap) throw new Error(`no measured gap for ${route}: measure it and add it to floor-margins.mjs`);
  return { points: gap.points + ALLOWANCE.points, lcpMs: gap.lcpMs + ALLOWANCE.lcpMs };
}
