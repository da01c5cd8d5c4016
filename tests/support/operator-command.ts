import { execFileSync, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { format } from 'node:util';
import { vi } from 'vitest';
import type { Command } from '../../platform/config/run-cli';

/**
 * How long a test of an operator command may take: each call starts `node dist/server/<command>.js`
 * afresh, up to a second on a busy 2-core machine, and a test makes up to eight (vitest's default
 * of 5 s was passed in CI).
 */
export const COMMAND_TEST_TIMEOUT_MS = 20_000;

type Env = Record<string, string | undefined>;

/** What a command answered: its exit code and what it wrote. */
export interface CommandOutcome {
  status: number | null;
  stdout: string;
  stderr: string;
}

/**
 * An operator command of the build (`dist/server/<name>.js`) as an operator runs it: a Node
 * process of its own with only `env`, in `cwd` (where a command writes what it is given no path
 * for; the project's folder when not given).
 */
export function operatorCommand(name: string, env: Env, cwd?: string) {
  const argv = (args: readonly string[]) => [join(process.cwd(), 'dist/server', `${name}.js`), ...args];
  return {
    /** A run expected to succeed: what it wrote to stdout (a failure throws). */
    run: (...args: string[]) => execFileSync(process.execPath, argv(args), { env, encoding: 'utf8', cwd }),
    /** A run whatever its outcome, with `extra` added to the environment: its exit code and what it wrote. */
    spawn: (args: readonly string[], extra: Env = {}): CommandOutcome => {
      const { status, stdout, stderr } = spawnSync(process.execPath, argv(args), { env: { ...env, ...extra }, encoding: 'utf8', cwd });
      return { status, stdout, stderr };
    },
  };
}

/**
 * The same command called in this process (its source's `cliCommand`), for the many ways of calling
 * it wrongly: a process each cost half a second of CPU and as much again of waiting. Each command's
 * test still runs it wrongly once as a process, for the exit code and the output an operator sees.
 */
export async function commandInProcess(command: Command, args: string[], env: Env): Promise<CommandOutcome> {
  let stdout = '';
  let stderr = '';
  const log = vi.spyOn(console, 'log').mockImplementation((...parts: unknown[]) => void (stdout += `${format(...parts)}\n`));
  const error = vi.spyOn(console, 'error').mockImplementation((...parts: unknown[]) => void (stderr += `${format(...parts)}\n`));
  try {
    return { status: await command({ args, env }), stdout, stderr };
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
}
