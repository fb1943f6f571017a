// The load test's memory watch over each API process: heap after GC at the start, after the
// warm-up and at the end, and RSS every few seconds, judged by the bounds of load.mjs.
const MB = 1024 * 1024;

/** Starts sampling `apis` now; `finish()` stops and answers the figures of each process. */
export async function sampleMemory(apis, { warmup, sampleEveryMs }) {
  const memory = (api, gc) => api.ask({ type: 'sample', gc }).then((answer) => answer.memory);
  const watched = await Promise.all(
    apis.map(async (api) => ({ api, atStart: await memory(api, true), afterWarmup: null, timeline: [] })),
  );
  const started = Date.now();
  const sampler = setInterval(() => {
    for (const watch of watched) {
      memory(watch.api, false).then((sample) =>
        watch.timeline.push({ seconds: Math.round((Date.now() - started) / 1000), ...sample }),
      );
    }
  }, sampleEveryMs);
  const warmupMark = setTimeout(() => {
    for (const watch of watched) {
      memory(watch.api, true).then((sample) => {
        watch.afterWarmup = sample;
      });
    }
  }, warmup * 1000);

  return {
    async finish() {
      clearInterval(sampler);
      clearTimeout(warmupMark);
      const figures = await Promise.all(
        watched.map(async ({ api, atStart, afterWarmup, timeline }) => {
          const atEnd = await memory(api, true);
          // RSS moves by up to a hundred megabytes between two samples (PGlite's and argon2's
          // WebAssembly memories, buffers the allocator keeps for a while), and PGlite's grows for
          // a couple of minutes while its buffer cache fills, so two single samples would call
          // noise or a filling cache a leak. What a leak raises is the floor, and keeps raising:
          // the lowest RSS of the run's last third is compared with the lowest of its middle third.
          const third = Math.max(1, Math.floor(timeline.length / 3));
          const floor = (samples) => Math.min(...samples.map((sample) => sample.rss));
          return {
            atStart,
            afterWarmup,
            atEnd,
            timeline,
            heapGrowthMb: (atEnd.heapUsed - (afterWarmup ?? atStart).heapUsed) / MB,
            rssGrowthMb: (floor(timeline.slice(-third)) - floor(timeline.slice(third, 2 * third))) / MB,
          };
        }),
      );
      return {
        figures,
        problems: (bounds) =>
          figures.flatMap((figure, index) => {
            const who = figures.length > 1 ? `process ${index + 1}: ` : '';
            return [
              ...(figure.heapGrowthMb > bounds.heapMb
                ? [`${who}heap grew ${figure.heapGrowthMb.toFixed(1)} MB after warm-up`]
                : []),
              ...(figure.rssGrowthMb > bounds.rssMb
                ? [`${who}RSS floor grew ${figure.rssGrowthMb.toFixed(1)} MB in the last third`]
                : []),
            ];
          }),
      };
    },
  };
}

const mb = (bytes) => `${(bytes / MB).toFixed(1)} MB`;

/** The memory lines of the load test's table, one set per process. */
export function memoryRows(growth, bounds) {
  return growth.figures.flatMap((figure, index) => {
    const who = growth.figures.length > 1 ? `process ${index + 1}: ` : '';
    const { atStart, afterWarmup, atEnd, timeline } = figure;
    return [
      [
        `${who}RSS start / after warm-up / end`,
        `${mb(atStart.rss)} / ${mb(afterWarmup?.rss ?? 0)} / ${mb(atEnd.rss)}`,
      ],
      [
        `${who}heap after GC start / warm-up / end`,
        `${mb(atStart.heapUsed)} / ${mb(afterWarmup?.heapUsed ?? 0)} / ${mb(atEnd.heapUsed)}`,
      ],
      [
        `${who}RSS min / max while running`,
        `${mb(Math.min(...timeline.map((s) => s.rss)))} / ${mb(Math.max(...timeline.map((s) => s.rss)))}`,
      ],
      // The shape of the curve: a cache filling flattens out, a leak keeps climbing.
      [
        `${who}RSS each minute`,
        `${timeline
          .filter(
            (sample, position) =>
              position === 0 ||
              Math.floor(sample.seconds / 60) > Math.floor(timeline[position - 1].seconds / 60),
          )
          .map((sample) => (sample.rss / MB).toFixed(0))
          .join(' / ')} MB`,
      ],
      [
        `${who}growth (bound)`,
        `heap ${figure.heapGrowthMb.toFixed(1)} MB (${bounds.heapMb}), RSS floor ${figure.rssGrowthMb.toFixed(1)} MB, last third on the middle one (${bounds.rssMb})`,
      ],
    ];
  });
}
