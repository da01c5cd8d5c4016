import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
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

/** What an operator's command is called with: its arguments and its environment. */
export interface CommandCall {
  args: string[];
  env: NodeJS.ProcessEnv;
}

/** A command that says what went wrong and answers its exit code instead of ending the process. */
export type Command = (call?: Partial<CommandCall>) => Promise<number>;

/**
 * An operator's command: a wrong call, bad configuration or one of `expected` (refusals the
 * command explains itself) is said in a line on stderr with exit code 1; anything else is a bug
 * and keeps its stack. Called without arguments it reads the process's own; a test calls it
 * with its own, in its process.
 */
export function cliCommand(
  usage: string,
  main: (call: CommandCall) => void | Promise<void>,
  expected: (new (...args: never[]) => Error)[] = [],
): Command {
  return async ({ args = process.argv.slice(2), env = process.env } = {}) => {
    try {
      await main({ args, env });
      return 0;
    } catch (error) {
      if (isParseArgsError(error)) console.error(`${error.message}\n\n${usage}`);
      else if (error instanceof Error && [EnvError, UsageError, ...expected].some((kind) => error instanceof kind))
        console.error(error.message);
      else throw error;
      return 1;
    }
  };
}

/**
 * Runs `run` when the module at `moduleUrl` is the process's entry (`node dist/server/<name>.js`),
 * and not when a test imports it; a failure ends the process with its exit code at once, as a
 * database pool still open would otherwise keep it alive.
 */
export async function runAsProcess(moduleUrl: string, run: Command): Promise<void> {
  const entry = process.argv[1];
  if (entry === undefined || pathToFileURL(realpathSync(entry)).href !== moduleUrl) return;
  const code = await run();
  if (code !== 0) process.exit(code);
}
