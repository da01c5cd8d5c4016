import { DrizzleQueryError } from 'drizzle-orm/errors';
import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * Stdout for the log, written asynchronously: lines that come while a write is under way go out
 * together in the next one, so that a busy process makes one write for many requests (a write
 * each cost the kept pages a tenth of their request rate, decision 0043). In SonicBoom's buffer
 * mode, which keeps the waiting lines as a list; its text mode measures all the waiting text
 * again at every line. pino flushes what waits when the process exits.
 */
function stdoutLines(): DestinationStream {
  const stream = pino.destination({ dest: 1, sync: false, contentMode: 'buffer' });
  return {
    write: (line: string) => void stream.write(Buffer.from(line) as unknown as string),
    // pino writes a fatal line through at once, before the process may stop.
    flushSync: () => stream.flushSync(),
  } as DestinationStream;
}

/** The time of a log line, made once a millisecond: a busy process logs several lines in each. */
function isoTimeOncePerMs(): () => string {
  let ms = 0;
  let field = '';
  return () => {
    const now = Date.now();
    if (now !== ms) {
      ms = now;
      field = `,"time":"${new Date(now).toISOString()}"`;
    }
    return field;
  };
}

/**
 * One JSON line per event on stdout (or `destination`), for the process manager or a log
 * collector to keep. Times are ISO strings and levels names, so the lines read without pino's tools.
 */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      timestamp: isoTimeOncePerMs(),
      formatters: { level: (label) => ({ level: label }) },
      serializers: { err: withoutVisitorData },
    },
    destination ?? stdoutLines(),
  );
}

const EMAIL_ADDRESS = /[^\s<>"'(),;:@]+@[^\s<>"'(),;:@]+\.[^\s<>"'(),;:@]+/g;

/**
 * An error's message with any email address in it replaced: an SMTP server's refusal often
 * quotes the recipient, and a visitor's address must never reach the logs.
 */
export function withoutAddresses(message: string): string {
  return message.replace(EMAIL_ADDRESS, '[address]');
}

/**
 * An error as it may be logged. drizzle puts a failed statement's parameters (a visitor's
 * name, address and words among them) into its error's message: the log keeps the statement
 * and the database's own reason (pino adds the causes to the message and stack), with any
 * address replaced. PostgreSQL's `detail`, which quotes the failing row, is never logged.
 */
function withoutVisitorData(error: unknown) {
  let logged = error;
  if (error instanceof DrizzleQueryError) {
    const statement = new Error(`Failed query: ${error.query}`, { cause: error.cause });
    statement.name = error.name;
    const frames = error.stack?.indexOf('\n    at ') ?? -1;
    statement.stack = `${error.name}: ${statement.message}${frames === -1 ? '' : error.stack!.slice(frames)}`;
    logged = statement;
  }
  const { detail: _detail, ...serialized } = pino.stdSerializers.err(logged as Error) as ReturnType<typeof pino.stdSerializers.err> & {
    detail?: unknown;
  };
  return { ...serialized, message: withoutAddresses(serialized.message), stack: withoutAddresses(serialized.stack) };
}
