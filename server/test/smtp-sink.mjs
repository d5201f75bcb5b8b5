// A minimal SMTP server on 127.0.0.1 that accepts every message and keeps it: the one SMTP sink, for the server's
// delivery tests (`server/mail/mail.test.ts`) and the fault script's mail outage (`scripts/lib/fault-mail.mjs`). It
// can be stopped (connections refused, as when a mail server is down) and started again on the same port. The
// protocol subset is EHLO/HELO, MAIL, RCPT, DATA and QUIT, with several messages per connection allowed. Plain
// JavaScript, so that the fault script runs it with Node alone; its types are in smtp-sink.d.mts.
import { createServer } from 'node:net';

/** The headers of a message (folded lines joined, names lower-cased). */
export function parseHeaders(data) {
  const head = data.split(/\r?\n\r?\n/, 1)[0].replace(/\r?\n[ \t]+/g, ' ');
  const headers = {};
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

/** Decodes RFC 2047 encoded words (=?utf-8?Q?...?= / =?utf-8?B?...?=) in a header value. */
export function decodeWords(value) {
  return value.replace(/\?=\s+=\?/g, '?==?').replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_m, _charset, enc, text) => {
    if (enc.toUpperCase() === 'B') return Buffer.from(text, 'base64').toString('utf8');
    const bytes = text
      .replace(/_/g, ' ')
      .replace(/=([0-9A-Fa-f]{2})/g, (_h, hex) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  });
}

/**
 * Starts the sink on `port` (0: any free port). `messages` keeps every accepted message: envelope recipients
 * (without the angle brackets), subject and the raw data. stop() refuses new connections and drops open ones;
 * start() listens on the same port again.
 */
export async function createSmtpSink(port = 0) {
  const messages = [];
  const sockets = new Set();
  let server = null;

  const handle = (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    let buffer = '';
    let inData = false;
    let current = { from: '', to: [] };
    socket.write('220 sink ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          const data = buffer.slice(0, end).replace(/^\.\./gm, '.');
          buffer = buffer.slice(end + 5);
          const headers = parseHeaders(data);
          messages.push({
            ...current,
            subject: decodeWords(headers.subject ?? ''),
            mailId: headers['x-kindripple-mail-id'] ?? null,
            at: Date.now(),
            data,
          });
          current = { from: '', to: [] };
          inData = false;
          socket.write('250 OK queued\r\n');
          continue;
        }
        const nl = buffer.indexOf('\r\n');
        if (nl === -1) return;
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 2);
        const cmd = line.slice(0, 4).toUpperCase();
        if (cmd === 'EHLO' || cmd === 'HELO') socket.write('250-sink\r\n250 8BITMIME\r\n');
        else if (cmd === 'MAIL') {
          current.from = line.replace(/^MAIL FROM:\s*/i, '').replace(/[<>]/g, '');
          socket.write('250 OK\r\n');
        } else if (cmd === 'RCPT') {
          current.to.push(
            line
              .replace(/^RCPT TO:\s*/i, '')
              .replace(/[<>]/g, '')
              .toLowerCase(),
          );
          socket.write('250 OK\r\n');
        } else if (cmd === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (cmd === 'QUIT') {
          socket.end('221 bye\r\n');
          return;
        } else socket.write('250 OK\r\n');
      }
    });
  };

  const sink = {
    port,
    messages,
    get url() {
      return `smtp://127.0.0.1:${sink.port}`;
    },
    get running() {
      return server !== null;
    },
    async start() {
      if (server) return;
      const s = createServer(handle);
      await new Promise((resolve, reject) => {
        s.once('error', reject);
        s.listen(sink.port, '127.0.0.1', () => resolve());
      });
      sink.port = s.address().port;
      server = s;
    },
    async stop() {
      if (!server) return;
      const s = server;
      server = null;
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => s.close(() => resolve()));
    },
  };
  await sink.start();
  return sink;
}
