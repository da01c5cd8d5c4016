import { createLogger, type Logger } from '../logging/logger';
import { EnvError, type Env } from './env';

/** A mistake in how the command was called or what it asked for: said in one line, no stack. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** A command's log: warnings and worse (or less, as LOG_LEVEL asks) as JSON lines on stderr, leaving stdout to its report. */
export const commandLog = (env: Env): Logger => createLogger(env.LOG_LEVEL === 'info' ? 'warn' : env.LOG_LEVEL, process.stderr);

/** parseArgs throws a TypeError with an ERR_PARSE_ARGS_* code on an unknown or malformed option. */
function isParseArgsError(error: unknown): error is TypeError {
  return error instanceof TypeError && String((error as { code?: unknown }).code).startsWith('ERR_PARSE_ARGS');
}

/**
 * Runs an operator's command: a wrong call, bad configuration or one of `expected` (refusals the
 * command explains itself) is said in a line on stderr with exit code 1; anything else is a bug
 * and keeps its stack.
 */
export async function runCli(
  usage: string,
  main: () => void | Promise<void>,
  expected: (new (...args: never[]) => Error)[] = [],
): Promise<void> {
  try {
    await main();
  } catch (error) {
    if (isParseArgsError(error)) console.error(`${error.message}\n\n${usage}`);
    else if (error instanceof Error && [EnvError, UsageError, ...expected].some((kind) => error instanceof kind))
      console.error(error.message);
    else throw error;
    process.exit(1);
  }
}
