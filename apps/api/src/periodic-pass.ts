/** What a periodic pass needs of a logger; Fastify's (pino) fits. */
export interface PassLog {
  error(details: object, message: string): void;
}

/** What a pruning pass needs of a logger: it also says how many rows went. */
export interface PruningLog extends PassLog {
  info(details: object, message: string): void;
}

/**
 * Runs `pass` every `intervalMs` in this process, the next one timed from the end of the last, so
 * two never overlap. A pass that throws is logged and the next one tries again (the database may
 * be briefly away). The timer alone keeps no process alive; `stop` waits for a pass under way.
 */
export function startPeriodicPass({
  intervalMs,
  pass,
  log,
  failure,
  runAtStart = false,
}: {
  intervalMs: number;
  pass: () => Promise<unknown>;
  log: PassLog;
  /** The log line of a failed pass. */
  failure: string;
  /**
   * The first pass at once (on the next turn of the event loop) rather than an interval later:
   * for work that falls due while no process runs, which a restart should then do without delay.
   */
  runAtStart?: boolean;
}): { stop(): Promise<void> } {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const schedule = (delayMs: number) => {
    timer = setTimeout(() => {
      running = runPass();
    }, delayMs);
    timer.unref();
  };

  async function runPass(): Promise<void> {
    try {
      await pass();
    } catch (error) {
      log.error({ error: error instanceof Error ? error.message : String(error) }, failure);
    }
    if (!stopped) schedule(intervalMs);
  }

  schedule(runAtStart ? 0 : intervalMs);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

/**
 * A periodic pass that deletes what no rule reads any more (docs/decisions/005-job-runner.md):
 * `prune` answers how many rows went, logged as `removed` when there were any.
 */
export function startPruningPass({
  log,
  prune,
  removed,
  ...schedule
}: {
  intervalMs: number;
  log: PruningLog;
  prune: () => Promise<number>;
  /** The log line of a pass that removed rows. */
  removed: string;
  failure: string;
  runAtStart?: boolean;
}): { stop(): Promise<void> } {
  return startPeriodicPass({
    ...schedule,
    log,
    async pass() {
      const pruned = await prune();
      if (pruned > 0) log.info({ pruned }, removed);
    },
  });
}
