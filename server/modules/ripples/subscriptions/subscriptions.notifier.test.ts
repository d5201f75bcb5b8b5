import { describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client';
import { createGrowthNotifier } from './subscriptions.notifier';

/** A growth-mail run per call that finishes when the test says so. */
function controlledRuns() {
  const calls: string[] = [];
  const finish = new Map<string, () => void>();
  const send = (_db: Db, _url: string, opts: { chainId?: string } = {}) =>
    new Promise<number>((resolve) => {
      calls.push(opts.chainId ?? '');
      finish.set(opts.chainId ?? '', () => resolve(1));
    });
  return { calls, send, finish: (chainId: string) => finish.get(chainId)!() };
}

/** Whether a promise has settled by now (without waiting for it). */
const settled = async (p: Promise<unknown>) => {
  let done = false;
  void p.then(() => (done = true));
  // Every promise that can settle now has settled once the next macrotask runs.
  await new Promise((resolve) => setImmediate(resolve));
  return done;
};

const log = { error: () => {} };
const db = {} as Db;

describe('growth notifier', () => {
  it('runs once per ripple at a time, and idle() waits for every run, also one started while waiting', async () => {
    const runs = controlledRuns();
    const notifier = createGrowthNotifier(db, 'http://x', log, runs.send);
    notifier.notify('a');
    notifier.notify('a');
    expect(runs.calls).toEqual(['a']);
    const idle = notifier.idle();
    notifier.notify('b');
    runs.finish('a');
    expect(await settled(idle)).toBe(false);
    runs.finish('b');
    await idle;
    expect(runs.calls).toEqual(['a', 'b']);
    // Done: the ripple can be told again, and with nothing under way idle() resolves at once.
    notifier.notify('a');
    expect(runs.calls).toEqual(['a', 'b', 'a']);
    runs.finish('a');
    await notifier.idle();
    expect(await settled(notifier.idle())).toBe(true);
  });

  it('stops starting runs once closing, after waiting for the ones under way', async () => {
    const runs = controlledRuns();
    const notifier = createGrowthNotifier(db, 'http://x', log, runs.send);
    notifier.notify('a');
    const closed = notifier.close();
    notifier.notify('b');
    expect(runs.calls).toEqual(['a']);
    expect(await settled(closed)).toBe(false);
    runs.finish('a');
    await closed;
  });

  it('logs a failed run and counts it as handled', async () => {
    const errors: string[] = [];
    const notifier = createGrowthNotifier(db, 'http://x', { error: (_o, msg) => errors.push(msg) }, () =>
      Promise.reject(new Error('database down')),
    );
    notifier.notify('a');
    await notifier.idle();
    expect(errors).toEqual(['ripple growth mail failed']);
  });
});
