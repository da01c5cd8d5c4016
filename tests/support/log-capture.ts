import { createLogger, type Logger } from '../../platform/logging/logger';

export type LogLine = Record<string, unknown> & { level: string; msg: string };

/** A logger at info level whose JSON lines are kept, parsed, instead of written. */
export function captureLogs(): { logger: Logger; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const logger = createLogger('info', { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) });
  return { logger, lines };
}
