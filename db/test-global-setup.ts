import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { buildIfNeeded } from "../scripts/build-if-needed.ts";
import { openDatabase } from "./client.ts";
import { adminQuery, dropFilledTemplates, withDatabase } from "./test-database.ts";

const template = "store_test_template";

/** Migrates one database for the whole run; each test file then takes its own copy of it. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Page tests run over the built app: build once here, not in each test file at the same time.
  buildIfNeeded();
  const url = process.env.DATABASE_URL;
  if (url) {
    await dropFilledTemplates(url, template);
    await adminQuery(url, `drop database if exists ${template} with (force)`);
    await adminQuery(url, `create database ${template}`);
    const database = await openDatabase({ url: withDatabase(url, template), poolSize: 1 });
    await database.migrate();
    await database.close();
    project.provide("testDatabase", { kind: "postgres", url, template });
    return async () => {
      await dropFilledTemplates(url, template);
      await adminQuery(url, `drop database if exists ${template} with (force)`);
    };
  }
  const dir = await mkdtemp(join(tmpdir(), "store-test-db-"));
  const database = await openDatabase({ dataDir: "memory://" });
  await database.migrate();
  const snapshot = await database.snapshot?.();
  if (!snapshot) throw new Error("the embedded database gives no snapshot");
  await database.close();
  const snapshotPath = join(dir, "migrated.tar");
  await writeFile(snapshotPath, new Uint8Array(await snapshot.arrayBuffer()));
  project.provide("testDatabase", { kind: "pglite", snapshotPath });
  return () => rm(dir, { recursive: true, force: true });
}
