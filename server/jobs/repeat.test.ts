import { describe, expect, it, vi } from 'vitest';
import { repeat, type JobLog } from './repeat';

const HOUR = 60 * 60_000;

function recordingLog() {
  const errors: string[] = [];
  const log: JobLog = { info() {}, warn() {}, error: (_o, msg) => void errors.push(msg) };
  return { log, errors };
}

/** A round the test finishes by hand. */
function manualRounds() {
  const finish: (() => void)[] = [];
  const round = vi.fn(() => new Promise<void>((resolve) => finish.push(resolve)));
  return { round, finish };
}

describe('repeat', () => {
  it('runs the first round at once; idle() resolves only when it is over', async () => {
    const { round, finish } = manualRounds();
    const job = repeat('test', recordingLog().log, round, HOUR);
    expect(round).toHaveBeenCalledTimes(1);
    let idle = false;
    const waiting = job.idle().then(() => (idle = true));
    await Promise.resolve();
    expect(idle).toBe(false);
    finish[0]();
    await waiting;
    expect(idle).toBe(true);
    await job.stop();
  });

  it('flush() runs a round now, after the one in progress, and resolves when it is done', async () => {
    const { round, finish } = manualRounds();
    const job = repeat('test', recordingLog().log, round, HOUR);
    const flushed = job.flush();
    // The first round is still running: flush waits for it before starting its own.
    await Promise.resolve();
    expect(round).toHaveBeenCalledTimes(1);
    finish[0]();
    await vi.waitFor(() => expect(round).toHaveBeenCalledTimes(2));
    finish[1]();
    await flushed;
    await job.idle();
    await job.stop();
  });

  it('never doubles a round: a tick while one runs is skipped', async () => {
    vi.useFakeTimers();
    try {
      const { round, finish } = manualRounds();
      const job = repeat('test', recordingLog().log, round, 1_000);
      vi.advanceTimersByTime(5_000);
      expect(round).toHaveBeenCalledTimes(1);
      finish[0]();
      await job.idle();
      vi.advanceTimersByTime(1_000);
      expect(round).toHaveBeenCalledTimes(2);
      finish[1]();
      await job.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('waits firstAfterMs before the first round', async () => {
    vi.useFakeTimers();
    try {
      const round = vi.fn(async () => {});
      const job = repeat('test', recordingLog().log, round, HOUR, 5_000);
      vi.advanceTimersByTime(4_999);
      expect(round).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(round).toHaveBeenCalledTimes(1);
      await job.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('logs a failed round and goes on; flush() does not reject', async () => {
    const { log, errors } = recordingLog();
    let calls = 0;
    const job = repeat(
      'failing job',
      log,
      async () => {
        calls += 1;
        if (calls === 1) throw new Error('boom');
      },
      HOUR,
    );
    await job.idle();
    expect(errors).toEqual(['failing job failed']);
    await job.flush();
    expect(calls).toBe(2);
    expect(errors).toHaveLength(1);
    await job.stop();
  });

  it('stopping waits for the round in progress, and no round starts after it (calling the job stops it too)', async () => {
    const { round, finish } = manualRounds();
    const job = repeat('test', recordingLog().log, round, HOUR);
    let stopped = false;
    const stopping = job().then(() => (stopped = true));
    await Promise.resolve();
    expect(stopped).toBe(false);
    finish[0]();
    await stopping;
    await job.flush();
    expect(round).toHaveBeenCalledTimes(1);
  });
});
