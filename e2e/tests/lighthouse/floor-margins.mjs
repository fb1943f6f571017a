// How far each public page may fall behind its no-script floor before the Lighthouse gate fails
// it (scripts/lighthouse-audit.mjs). Plain JavaScript so that `npm run bench` reads the same table.
//
// The gaps below were measured on MEASURED_ON, once a pre-rendered page fetched its scripts only
// after its first paint (apps/site/src/prerender/on-demand.ts), with `cd e2e && npx playwright test
// --project=lighthouse` on the 2-core machine (Lighthouse 13.5, Debian's Chromium, benchmark index
// 1700-3300, so 4.9x to 6x): twice on a quiet machine here, twice in CI's runs of `bash .ci/run`.
// Each gap is the largest seen: from one pair, or from the medians of three where the first pair
// failed and for "/" in the gate's own test. Points also keep the largest of the runs before
// (2026-11-26, four runs), since the scripts cost as many points as before; LCP and blocking time
// only from the runs since, as the scripts' new moment moved both: a script requested before the
// paint had counted in the page's LCP, and hydration after the paint counts whole in its blocking
// time (/signup 2083 ms behind in CI, /signin 2094 here). One below zero counts as none. Issue 25
// is to close these gaps (its target: 2 points and 150 ms).
//
// The allowance is issue 19's for the noise between two audits a minute apart, 5 points and 300 ms
// of LCP; for blocking time it is main-thread time, scaled by the run's CPU slowdown as Lighthouse
// scales every task: 150 ms, 900 ms of blocking time at 6x. A fixed 250 ms was less than the
// noise: in CI's second run of 2026-11-27 /privacy, best of three pairs, came 1008 ms behind its
// floor where it had been 468 behind. 250 ms times the slowdown was too much: beside a busy core
// (run J, 2026-11-27) the gate's own test's page, best of three, came 2193 ms behind its floor at
// 5.37x, within "/"'s margin of 875 + 1343 ms, and passed. The 500 ms block adds less than its
// length times the slowdown (the simulation counts only its part past 50 ms, and it overlaps the
// page's own scripts): 1318 to 2333 ms over "/"'s gap in three runs (245 to 390 ms of main thread),
// while the real pages came at most 202 ms over their gaps idle (run G) and up to 1159 beside a
// busy core on one pair (run J), which the best of three then judges.
//
// A page outside its margin gets two more pairs, judged with its first by the best of the three
// (scripts/lighthouse-audit.mjs): the gaps were medians, so the best of three is judged against
// margins measured more harshly than it is. The gate's own test fails "/" with a script holding
// the main thread for 500 ms on load and passes the real "/".
export const MEASURED_ON = '2026-11-27';

/**
 * Points of performance, and milliseconds of LCP and of total blocking time, each page was behind
 * its floor on MEASURED_ON.
 */
export const MEASURED_GAPS = {
  '/': { points: 13, lcpMs: 488, tbtMs: 875 },
  '/license': { points: 21, lcpMs: 500, tbtMs: 1546 },
  '/download': { points: 13, lcpMs: 345, tbtMs: 566 },
  '/about': { points: 15, lcpMs: 372, tbtMs: 976 },
  '/terms': { points: 17, lcpMs: 517, tbtMs: 840 },
  '/privacy': { points: 14, lcpMs: 375, tbtMs: 1007 },
  '/support': { points: 18, lcpMs: 515, tbtMs: 795 },
  '/contact': { points: 16, lcpMs: 739, tbtMs: 851 },
  '/faq': { points: 14, lcpMs: 444, tbtMs: 559 },
  '/signup': { points: 20, lcpMs: 404, tbtMs: 2083 },
  '/signin': { points: 17, lcpMs: 431, tbtMs: 2094 },
  '/forgot-password': { points: 20, lcpMs: 763, tbtMs: 1616 },
  '/reset-password-email-sent': { points: 17, lcpMs: 431, tbtMs: 1065 },
  '/email-validation': { points: 15, lcpMs: 368, tbtMs: 1047 },
};

/**
 * On top of the measured gap: the noise of one machine between two audits a minute apart. Blocking
 * time's is milliseconds of the machine's main thread, which the run's CPU slowdown multiplies.
 */
export const ALLOWANCE = { points: 5, lcpMs: 300, mainThreadMs: 150 };

/** How the margins are made, for the tables the gate and `npm run bench` print. */
export const MARGIN_RULE = `the gap measured on ${MEASURED_ON} plus ${ALLOWANCE.points} points, ${ALLOWANCE.lcpMs} ms of LCP and ${ALLOWANCE.mainThreadMs} ms of blocking time times the CPU slowdown`;

/**
 * The margin a route is judged with; blocking time's depends on the CPU slowdown its audits ran
 * with, known only once they have.
 */
export function marginFor(route) {
  const gap = MEASURED_GAPS[route];
  if (!gap) throw new Error(`no measured gap for ${route}: measure it and add it to floor-margins.mjs`);
  return {
    points: gap.points + ALLOWANCE.points,
    lcpMs: gap.lcpMs + ALLOWANCE.lcpMs,
    tbtMs: (cpuSlowdown) => gap.tbtMs + Math.round(ALLOWANCE.mainThreadMs * cpuSlowdown),
  };
}
