import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * One JSON line per event on stdout (or `destination`), for the process manager or a log
 * collector to keep. Times are ISO strings and levels names, so the lines read without pino's tools.
 */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
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
