import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import pg from "pg";
import { inject } from "vitest";
import { type Database, openDatabase } from "./client.ts";

/**
 * A fresh migrated database for one test file: a PGlite copied from the snapshot the global
 * setup made, or, with DATABASE_URL, a new PostgreSQL database made from the migrated template.
 */
export async function createTestDatabase(): Promise<Database> {
  const source = inject("testDatabase");
  if (source.kind === "pglite") {
    const snapshot = new Blob([new Uint8Array(await readFile(source.snapshotPath))]);
    return openDatabase({ snapshot });
  }
  const name = `store_test_${randomBytes(6).toString("hex")}`;
  await adminQuery(source.url, `create database ${name} template ${source.template}`);
  const url = withDatabase(source.url, name);
  // Dropping the database ends its connections; a connection still closing may hear of it.
  const database = await openDatabase({ url, poolSize: 8, onConnectionError: () => {} });
  return {
    ...database,
    close: async () => {
      await database.close();
      await adminQuery(source.url, `drop database if exists ${name} with (force)`);
    },
  };
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

export async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabase(url, "postgres") });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export type TestDatabaseSource =
  | { kind: "pglite"; snapshotPath: string }
  | { kind: "postgres"; url: string; template: string };

declare module "vitest" {
  export interface ProvidedContext {
    testDatabase: TestDatabaseSource;
  }
}
