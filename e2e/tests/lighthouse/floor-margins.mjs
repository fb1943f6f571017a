// How far each public page may fall behind its no-script floor before the Lighthouse gate fails
// it (scripts/lighthouse-audit.mjs). Plain JavaScript so that `npm run bench` reads the same table.
//
// The gaps below are what the landed pages cost over their floors, measured with the gate's own
// set-up on MEASURED_ON (Lighthouse 13.5, Debian's Chromium, the calibrated phone, median of three
// pairs): `npm run bench -- --only lighthouse --runs 3`. A page may fall behind by its gap plus
// the allowance, which absorbs the noise of a shared machine; a page that grows slower than that
// fails. Issue 25 closes the gaps and then tightens every margin to 2 points and 150 ms.
export const MEASURED_ON = '2026-11-25';

/** Points of performance and milliseconds of LCP each page was behind its floor on MEASURED_ON. */
export const MEASURED_GAPS = {
  '/': { points: 0, lcpMs: 0 },
  '/license': { points: 0, lcpMs: 0 },
  '/download': { points: 0, lcpMs: 0 },
  '/about': { points: 0, lcpMs: 0 },
  '/terms': { points: 0, lcpMs: 0 },
  '/privacy': { points: 0, lcpMs: 0 },
  '/support': { points: 0, lcpMs: 0 },
  '/contact': { points: 0, lcpMs: 0 },
  '/faq': { points: 0, lcpMs: 0 },
  '/signup': { points: 0, lcpMs: 0 },
  '/signin': { points: 0, lcpMs: 0 },
  '/forgot-password': { points: 0, lcpMs: 0 },
  '/reset-password-email-sent': { points: 0, lcpMs: 0 },
  '/email-validation': { points: 0, lcpMs: 0 },
};

/** On top of the measured gap: the noise of one machine between two audits a minute apart. */
export const ALLOWANCE = { points: 5, lcpMs: 300 };

/** The margin a route is judged with. */
export function marginFor(route) {
  const gap = MEASURED_GAPS[route];
  if (!gap) throw new Error(`no measured gap for ${route}: measure it and add it to floor-margins.mjs`);
  return { points: gap.points + ALLOWANCE.points, lcpMs: gap.lcpMs + ALLOWANCE.lcpMs };
}
