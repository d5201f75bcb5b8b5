/** Where jobs report what they did. */
export interface JobLog {
  info(o: object, msg: string): void;
  warn(o: object, msg: string): void;
  error(o: object, msg: string): void;
}

/**
 * Runs `round` every `intervalMs`, the first time after `firstAfterMs` (at once by default). A round still
 * running when the next is due is not doubled; a failed round is logged and the next one runs as usual.
 * Timers never keep the process alive. Answers a stop function that waits for the round in progress.
 */
export function repeat(name: string, log: JobLog, round: () => Promise<unknown>, intervalMs: number, firstAfterMs = 0): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = round()
      .catch((err) => log.error({ err }, `${name} failed`))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  if (firstAfterMs === 0) tick();
  else setTimeout(tick, firstAfterMs).unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
