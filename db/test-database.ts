import { randomBytes } from "node:crypto";
import { readFile, rename, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { type Database, openDatabase } from "./client.ts";

/**
 * A fresh migrated database for one test file: a PGlite copied from the snapshot the global
 * setup made, or, with DATABASE_URL, a new PostgreSQL database made from the migrated template.
 */
export function createTestDatabase(): Promise<Database> {
  const source = inject("testDatabase");
  return source.kind === "pglite"
    ? openSnapshot(source.snapshotPath)
    : copyOfDatabase(source.url, source.template);
}

/**
 * A fresh database with what `fill` writes into a migrated one (a seeded catalogue). The first test
 * file to ask for a given `key` fills one and keeps it (a snapshot file, or a template database);
 * every file after gets its own copy of that, which is much faster than filling it again. The key
 * must name everything `fill` does: two fills under one key are taken for the same.
 */
export async function createFilledTestDatabase(
  key: string,
  fill: (database: Database) => Promise<void>,
): Promise<Database> {
  const source = inject("testDatabase");
  // PostgreSQL cuts names past 63 bytes, and a cut name would never be found again: the template
  // (store_test_template_{key}) and its copy in the making (and 9 more) stay within them.
  if (!/^[a-z0-9_]+$/.test(key) || key.length > 32) {
    throw new Error(`a filled test database's key is at most 32 of [a-z0-9_]: ${key}`);
  }
  if (source.kind === "pglite") {
    const path = join(dirname(source.snapshotPath), `filled_${key}.tar`);
    const kept = await openSnapshot(path).catch(() => null);
    if (kept) return kept;
    const database = await openSnapshot(source.snapshotPath);
    try {
      await fill(database);
    } catch (error) {
      await database.close();
      throw error;
    }
    // Kept for the files after this one, written whole, then renamed: a file reading at the same time
    // sees all or nothing. Keeping it is only a saving: this file goes on without it.
    const partial = `${path}.${randomBytes(4).toString("hex")}`;
    await database
      .snapshot?.()
      .then(async (snapshot) => {
        await writeFile(partial, new Uint8Array(await snapshot.arrayBuffer()));
        await rename(partial, path);
      })
      .catch(() => {});
    return database;
  }
  const template = `${source.template}_${key}`;
  if (!(await databaseExists(source.url, template))) {
    const name = `${template}_${randomBytes(4).toString("hex")}`;
    await adminQuery(source.url, `create database ${name} template ${source.template}`);
    const database = await openDatabase({ url: withDatabase(source.url, name), poolSize: 2 });
    try {
      await fill(database);
    } finally {
      await database.close();
    }
    await keepAs(source.url, name, template);
  }
  return copyOfDatabase(source.url, template);
}

/**
 * Renames a filled database to the template's name, or drops it when another file made that template
 * meanwhile. A backend of the closed pool may still be leaving, which a rename waits out.
 */
async function keepAs(url: string, name: string, template: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    if (await databaseExists(url, template)) {
      await adminQuery(url, `drop database if exists ${name} with (force)`);
      return;
    }
    try {
      await adminQuery(url, `alter database ${name} rename to ${template}`);
      return;
    } catch (error) {
      if (attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

async function openSnapshot(path: string): Promise<Database> {
  const snapshot = new Blob([new Uint8Array(await readFile(path))]);
  return openDatabase({ snapshot });
}

async function copyOfDatabase(url: string, template: string): Promise<Database> {
  const name = `store_test_${randomBytes(6).toString("hex")}`;
  await adminQuery(url, `create database ${name} template ${template}`);
  // Dropping the database ends its connections; a connection still closing may hear of it.
  const database = await openDatabase({
    url: withDatabase(url, name),
    poolSize: 8,
    onConnectionError: () => {},
  });
  return {
    ...database,
    close: async () => {
      await database.close();
      await adminQuery(url, `drop database if exists ${name} with (force)`);
    },
  };
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

export async function adminQuery(
  url: string,
  statement: string,
  values: unknown[] = [],
): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: withDatabase(url, "postgres") });
  await client.connect();
  try {
    return await client.query(statement, values);
  } finally {
    await client.end();
  }
}

async function databaseExists(url: string, name: string): Promise<boolean> {
  const result = await adminQuery(url, "select 1 from pg_database where datname = $1", [name]);
  return result.rowCount === 1;
}

/** Drops the template databases of earlier filled test databases (at the start and end of a run). */
export async function dropFilledTemplates(url: string, template: string): Promise<void> {
  const result = await adminQuery(url, "select datname from pg_database where datname like $1", [
    `${template}\\_%`,
  ]);
  for (const row of result.rows as { datname: string }[]) {
    await adminQuery(url, `drop database if exists ${row.datname} with (force)`);
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
