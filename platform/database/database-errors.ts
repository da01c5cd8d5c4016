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

type ErrorLike = { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };

/** The error and what it wraps, outermost first: drizzle wraps the driver's error as `cause`. */
export function causesOf(error: unknown): ErrorLike[] {
  const chain: ErrorLike[] = [];
  for (let current = error; current && chain.length < 5; current = (current as ErrorLike).cause) chain.push(current as ErrorLike);
  return chain;
}

export function isDatabaseUnavailable(error: unknown): boolean {
  return causesOf(error).some(({ code, message, errors }) => {
    if (typeof code === 'string' && [SQLITE_UNAVAILABLE, POSTGRES_UNAVAILABLE, CONNECTION_FAILURE].some((known) => known.test(code)))
      return true;
    if (typeof message === 'string' && CONNECTION_FAILURE.test(message)) return true;
    // An AggregateError (several addresses tried) holds its errors in `errors`.
    return Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner));
  });
}
