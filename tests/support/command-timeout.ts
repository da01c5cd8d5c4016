/**
 * How long a test of an operator command may take: each call starts `node dist/server/<command>.js`
 * afresh, up to a second on a busy 2-core machine, and a test makes up to eight (vitest's default
 * of 5 s was passed in CI).
 */
export const COMMAND_TEST_TIMEOUT_MS = 20_000;
