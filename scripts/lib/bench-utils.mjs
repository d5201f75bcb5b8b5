// Shared helpers for the benchmark scripts: free ports, starting the built server, autocannon runs.
import autocannon from 'autocannon';
import { freePort, root, startBuiltServer, waitFor } from './server-process.mjs';

export { freePort, root, waitFor };

/** Starts the built production server for a benchmark (captcha off); resolves with base URL, ms to first answer, stop(). */
export const startServer = (env) => startBuiltServer(env);

/** Runs autocannon and returns req/s and latency percentiles. */
export async function measure(url, { connections = 10, duration = 5, method = 'GET', body, headers } = {}) {
  const result = await autocannon({ url, connections, duration, method, body, headers });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p95: result.latency.p97_5 ?? result.latency.p95,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

export function printTable(title, rows) {
  console.log(`\n${title}`);
  console.log('| what | req/s | p50 ms | p99 ms | vs ceiling | non-2xx |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const r of rows) console.log(`| ${r.name} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.ratio ?? ''} | ${r.non2xx} |`);
}
