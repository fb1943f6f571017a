// An open-loop load generator at an even pace: request i is due at start + i / rate, whatever the
// answers before it are doing, and its latency runs from that moment to the end of its answer.
// autocannon's rate limit sends each second's share of every connection at the start of that
// second, so at 50 req/s it fires 50 requests at once and its latencies measure the queue behind
// that burst (p50 near 200 ms while a steady request during the run answers in 2 ms); and a closed
// loop would hide a slow server by sending less (coordinated omission).
import http from 'node:http';

/**
 * Runs `requests` (each { method, path, group?, headers?, makeHeaders?(), body?, makeBody?() }) in turn, round and round,
 * at `rate` per second for `duration` seconds over at most `connections` kept-alive sockets a
 * server. With several `urls` (API processes), the requests go to each in turn, as a round-robin
 * load balancer sends them.
 */
export async function pacedLoad({
  url,
  urls = [url],
  rate,
  duration,
  connections,
  timeoutSeconds,
  requests,
}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const total = Math.round(rate * duration);
  const latencies = [];
  const slowest = [];
  /** The latencies again by the requests' `group` (password work apart from the rest). */
  const byGroup = {};
  const statuses = {};
  let errors = 0;
  let timeouts = 0;
  const inFlight = new Set();
  const started = performance.now();

  // Shifted by one each round of the mix, so every kind of request reaches every process (with an
  // even-length mix, plain turns would send every write to the same one).
  const target = (index) => urls[(index + Math.floor(index / requests.length)) % urls.length];

  const send = (index) => {
    const template = requests[index % requests.length];
    const body = template.makeBody ? template.makeBody() : template.body;
    const due = started + (index * 1000) / rate;
    const done = new Promise((resolve) => {
      const request = http.request(
        new URL(template.path, target(index)),
        {
          method: template.method,
          agent,
          headers: {
            ...template.headers,
            ...template.makeHeaders?.(),
            ...(body ? { 'content-length': Buffer.byteLength(body) } : {}),
          },
          timeout: timeoutSeconds * 1000,
        },
        (response) => {
          response.resume();
          response.on('end', () => {
            const latency = performance.now() - due;
            latencies.push(latency);
            slowest.push({ latency, at: due - started, path: template.path, method: template.method });
            if (slowest.length > 20) slowest.sort((a, b) => b.latency - a.latency).splice(10);
            const group = template.group ?? 'other';
            if (!byGroup[group]) byGroup[group] = [];
            byGroup[group].push(latency);
            statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
            resolve();
          });
          response.on('error', () => {
            errors += 1;
            resolve();
          });
        },
      );
      request.on('timeout', () => {
        timeouts += 1;
        request.destroy(new Error('timeout'));
      });
      request.on('error', (error) => {
        if (error.message !== 'timeout') errors += 1;
        resolve();
      });
      request.end(body);
    });
    inFlight.add(done);
    done.then(() => inFlight.delete(done));
  };

  // A timer a few milliseconds late sends every request already due, so the pace holds on average.
  let next = 0;
  await new Promise((resolve) => {
    const tick = () => {
      const now = performance.now();
      while (next < total && started + (next * 1000) / rate <= now) {
        send(next);
        next += 1;
      }
      if (next >= total) return resolve();
      setTimeout(tick, Math.max(0, started + (next * 1000) / rate - performance.now()));
    };
    tick();
  });
  await Promise.all(inFlight);
  agent.destroy();

  return {
    sent: total,
    answered: latencies.length,
    seconds: (performance.now() - started) / 1000,
    statuses,
    errors,
    timeouts,
    latency: percentiles(latencies),
    slowest: slowest.sort((a, b) => b.latency - a.latency).slice(0, 5),
    latencyByGroup: Object.fromEntries(
      Object.entries(byGroup).map(([group, values]) => [group, percentiles(values)]),
    ),
  };
}

/** p50, p99 and the maximum, in whole milliseconds, and how many. */
function percentiles(latencies) {
  const sorted = latencies.toSorted((a, b) => a - b);
  const at = (share) =>
    sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]) : 0;
  return { p50: at(0.5), p99: at(0.99), max: Math.round(sorted.at(-1) ?? 0), count: sorted.length };
}
