import { execFileSync, spawnSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * How long a test of an operator command may take: each call starts `node dist/server/<command>.js`
 * afresh, up to a second on a busy 2-core machine, and a test makes up to eight (vitest's default
 * of 5 s was passed in CI).
 */
export const COMMAND_TEST_TIMEOUT_MS = 20_000;

type Env = Record<string, string | undefined>;

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
    spawn: (args: readonly string[], extra: Env = {}) => {
      const { status, stdout, stderr } = spawnSync(process.execPath, argv(args), { env: { ...env, ...extra }, encoding: 'utf8', cwd });
      return { status, stdout, stderr };
    },
  };
}
