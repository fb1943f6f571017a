// The load test's ramp: the same traffic at a rising rate, one step after another on the same
// warm API, until p99 reaches the limit, an answer fails or the API falls behind. The last step
// within the limit is the highest steady rate. When the first step is already over, the rate
// steps down instead, to the first one within it.

/** Seconds of traffic before the first step, not counted: a cold API's first requests are slow. */
const WARM_UP_SECONDS = 10;
/** No more steps than this: the generator shares the machine, and a runaway ramp should end. */
const MAX_STEPS = 20;
/** Stepping down stops here: below it a p99 says little (a few hundred requests a step). */
const MIN_RATE = 5;

/**
 * `run(rate, seconds, connections)` sends the traffic and answers pacedLoad's result;
 * `problemsOf(result, rate)` says what failed in it. Answers every step and the best one.
 */
export async function rampRate({ startRate, factor, stepSeconds, p99Ms, connections, run, problemsOf }) {
  // Enough sockets that a request waits for its answer, not for a socket: one for every 10 req/s.
  const socketsFor = (rate) => Math.max(connections, Math.ceil(rate / 10));
  await run(startRate, WARM_UP_SECONDS, socketsFor(startRate));
  const steps = [];
  const step = async (rate) => {
    const result = await run(rate, stepSeconds, socketsFor(rate));
    const problems = problemsOf(result, rate);
    if (result.latency.p99 >= p99Ms) problems.push(`p99 ${result.latency.p99} ms >= ${p99Ms} ms`);
    steps.push({ rate, result, problems });
    return problems.length === 0 ? steps.at(-1) : null;
  };

  let best = await step(startRate);
  if (!best) {
    for (let rate = Math.round(startRate / factor); !best && rate >= MIN_RATE && steps.length < MAX_STEPS; ) {
      best = await step(rate);
      rate = Math.round(rate / factor);
    }
    return { steps, best };
  }
  for (
    let rate = Math.round(startRate * factor);
    steps.length < MAX_STEPS;
    rate = Math.round(rate * factor)
  ) {
    const passed = await step(rate);
    if (!passed) break;
    best = passed;
  }
  return { steps, best };
}
