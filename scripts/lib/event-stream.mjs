// A Server-Sent Events reader for the benches: opens GET /api/connections/events as a signed-in browser does (its
// session cookie) and calls back for each event as it arrives, with the time it was read.
import http from 'node:http';

/**
 * Opens a member's event stream on `base` with `cookie`. Resolves once the answer's head has arrived (status 200),
 * with `close()`; `onEvent({ type, id, data, at })` is called for each event (`data` parsed from JSON, `at` from
 * performance.now()). Rejects when the answer is not a stream.
 */
export function openEventStream(base, cookie, onEvent, { headers = {} } = {}) {
  const url = new URL('/api/connections/events', base);
  return new Promise((resolve, reject) => {
    const req = http.request(url, {
      agent: false,
      headers: { accept: 'text/event-stream', cookie, ...headers },
    });
    req.on('response', (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        reject(new Error(`event stream answered ${res.statusCode}`));
        return;
      }
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk) => {
        const at = performance.now();
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let type = 'message';
          let id = null;
          let data = '';
          for (const line of block.split('\n')) {
            if (line.startsWith('event: ')) type = line.slice(7);
            else if (line.startsWith('id: ')) id = line.slice(4);
            else if (line.startsWith('data: ')) data += line.slice(6);
          }
          if (!data) continue;
          let parsed;
          try {
            parsed = JSON.parse(data);
          } catch {
            parsed = data;
          }
          onEvent({ type, id, data: parsed, at });
        }
      });
      res.on('error', () => undefined);
      resolve({
        close: () => {
          req.destroy();
        },
      });
    });
    req.on('error', reject);
    req.end();
  });
}
