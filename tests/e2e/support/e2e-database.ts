import { test } from '@playwright/test';
import { openDatabase, type Db } from '../../../platform/database/open-database';
import { E2E_DATABASE } from './e2e-server';

/**
 * What a journey stored, read through the site's own store from the database of the project
 * that runs it: SQLite's file, or PostgreSQL for the project "postgres" (its metadata names it).
 */
export async function readStored<T>(read: (db: Db) => Promise<T>): Promise<T> {
  const { databaseUrl } = test.info().project.metadata as { databaseUrl?: string };
  const db = await openDatabase({ DATABASE_URL: databaseUrl, DATABASE_PATH: E2E_DATABASE });
  try {
    return await read(db);
  } finally {
    await db.close();
  }
}
