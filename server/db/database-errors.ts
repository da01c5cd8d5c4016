/**
 * Errors that say the database is away or cannot take writes right now (a lock held by another
 * process, a full disk, a read-only replica, a dropped or refused connection), as opposed to a
 * bug in a statement. Requests that meet one answer 503: trying again later can work.
 */
const SQLITE_UNAVAILABLE = /^SQLITE_(BUSY|LOCKED|FULL|IOERR|READONLY|CANTOPEN)/;
/** PostgreSQL's SQLSTATEs: connection exceptions, shutdowns, too many connections, a read-only transaction. */
const POSTGRES_UNAVAILABLE = /^(08|57P0[1-3]|53300|25006)/;
/** node-postgres and the socket under it. */
const CONNECTION_FAILURE =
  /^(ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|EHOSTUNREACH)$|^Connection terminated|^timeout exceeded when trying to connect|^Client has encountered a connection error/;

export function isDatabaseUnavailable(error: unknown): boolean {
  // drizzle wraps the driver's error as `cause`; an AggregateError (several addresses) holds them in `errors`.
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, message, cause, errors } = current as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    if (typeof code === 'string' && (SQLITE_UNAVAILABLE.test(code) || POSTGRES_UNAVAILABLE.test(code) || CONNECTION_FAILURE.test(code)))
      return true;
    if (typeof message === 'string' && CONNECTION_FAILURE.test(message)) return true;
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = cause;
  }
  return false;
}
