/** Where jobs report what they did. */
export interface JobLog {
  info(o: object, msg: string): void;
  warn(o: object, msg: string): void;
  error(o: object, msg: string): void;
}

/**
 * A running job. Calling it stops it (as `stop()` does): no new round starts, and the promise resolves once
 * the round in progress is over.
 */
export interface RepeatingJob {
  (): Promise<void>;
  /** Stops the timer and waits for the round in progress. */
  stop(): Promise<void>;
  /** Resolves when no round is running (at once when none is), so a test awaits the work instead of sleeping. */
  idle(): Promise<void>;
  /**
   * Runs a round now and resolves when it is over (after the one in progress, if any, so its work is included).
   * A failed round is logged, as on the timer, and does not reject.
   */
  flush(): Promise<void>;
}

/**
 * Runs `round` every `intervalMs`, the first time after `firstAfterMs` (at once by default). A round still
 * running when the next is due is not doubled; a failed round is logged and the next one runs as usual.
 * Timers never keep the process alive.
 */
export function repeat(
  name: string,
  log: JobLog,
  round: () => Promise<unknown>,
  intervalMs: number,
  firstAfterMs = 0,
): RepeatingJob {
  let running: Promise<void> | null = null;
  let stopped = false;
  const start = (): Promise<void> => {
    const current: Promise<void> = round()
      .then(
        () => undefined,
        (err) => log.error({ err }, `${name} failed`),
      )
      .finally(() => {
        if (running === current) running = null;
      });
    running = current;
    return current;
  };
  const tick = () => {
    if (running || stopped) return;
    void start();
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  const first = firstAfterMs === 0 ? null : setTimeout(tick, firstAfterMs);
  first?.unref();
  if (firstAfterMs === 0) tick();

  const idle = async () => {
    while (running) await running;
  };
  const stop = async () => {
    stopped = true;
    clearInterval(timer);
    if (first) clearTimeout(first);
    await idle();
  };
  const flush = async () => {
    await idle();
    if (!stopped) await start();
  };
  return Object.assign(stop, { stop, idle, flush });
}

/**
 * A job every instance runs that should do its work once per `periodMs` across all of them (decision 070): each
 * instance asks four times a period, and a round runs only where `claim` answers true (the first to ask after the
 * period passed). The work happens at least once per period and a quarter, and never twice within a period.
 */
export function repeatOncePerPeriod(
  name: string,
  log: JobLog,
  claim: () => Promise<boolean>,
  round: () => Promise<unknown>,
  periodMs: number,
  firstAfterMs = 0,
): RepeatingJob {
  return repeat(
    name,
    log,
    async () => ((await claim()) ? round() : undefined),
    Math.max(1, periodMs / 4),
    firstAfterMs,
  );
}
