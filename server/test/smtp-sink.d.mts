/** A message the sink accepted: envelope sender and recipients (no angle brackets, recipients lower-cased). */
export interface SinkMessage {
  from: string;
  to: string[];
  /** The decoded Subject header. */
  subject: string;
  /** The X-KindRipple-Mail-Id header, or null. */
  mailId: string | null;
  /** When it arrived (ms since the epoch). */
  at: number;
  /** The raw message: headers and body. */
  data: string;
}

export interface SmtpSink {
  port: number;
  readonly messages: SinkMessage[];
  /** smtp://127.0.0.1:<port> */
  readonly url: string;
  readonly running: boolean;
  /** Listens on the same port again. */
  start(): Promise<void>;
  /** Refuses new connections and drops open ones. */
  stop(): Promise<void>;
}

/** The headers of a message (folded lines joined, names lower-cased). */
export declare function parseHeaders(data: string): Record<string, string>;
/** Decodes RFC 2047 encoded words in a header value. */
export declare function decodeWords(value: string): string;
/** Starts the sink on `port` (0: any free port). */
export declare function createSmtpSink(port?: number): Promise<SmtpSink>;
