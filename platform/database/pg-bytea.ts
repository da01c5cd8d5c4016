import { customType } from 'drizzle-orm/pg-core';

/** PostgreSQL's bytes, read back as a Buffer like SQLite's blob in buffer mode. */
export const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });
