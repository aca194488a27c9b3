import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
import { resolve } from "node:path";
import { describeHolder, describeProcess, type LockHolder, type LockRole, refusal } from "./lock-holder.ts";

export type { LockHolder, LockRole } from "./lock-holder.ts";

/**
 * One process at a time opens an embedded (PGlite) data folder: a second one beside it corrupts
 * what the first one holds in memory, and the first one's next requests fail. The process that
 * opens the folder writes this file into it, with its pid, start and command, and removes it when
 * it closes the database or exits (docs/decisions/101-one-process-per-embedded-database.md).
 */
export const LOCK_FILE_NAME = "opened-by.json";

/** The folder another live process holds: the message names it, and what to do. */
export class DataDirLockedError extends Error {
  constructor(
    message: string,
    readonly holder: LockHolder | null,
    readonly lockFile: string,
  ) {
    super(message);
    this.name = "DataDirLockedError";
  }
}

export interface DataDirLock {
  readonly file: string;
  /** Removes the lock file if it is still this process's; does nothing the second time. */
  release(): void;
}

export interface LockOptions {
  role: LockRole;
  /** Told when the lock of a process that is gone is taken over. */
  onTakeOver?: (stale: LockHolder) => void;
}

/** The lock files this process holds, with what it wrote in them: released again at exit. */
const held = new Map<string, string>();
let releasedAtExit = false;

function releaseAllAtExit(): void {
  for (const [file, content] of held) removeIfOurs(file, content);
  held.clear();
}

function removeIfOurs(file: string, content: string): void {
  try {
    if (readFileSync(file, "utf8") === content) unlinkSync(file);
  } catch {
    // Gone already (the folder deleted, say): nothing to release.
  }
}

/** Whether the holder is gone: a pid that no longer runs on this host (or this very process's, from a previous life). */
function isStale(holder: LockHolder, file: string): boolean {
  if (holder.host !== hostname()) return false; // another host's processes cannot be seen from here
  if (holder.pid === process.pid) return !held.has(file);
  try {
    process.kill(holder.pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "ESRCH";
  }
}

function readHolder(file: string): { content: string; holder: LockHolder | null } | null {
  let content: string;
  try {
    content = readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
  return { content, holder: parseHolder(content) };
}

function parseHolder(content: string): LockHolder | null {
  try {
    const value: unknown = JSON.parse(content);
    if (typeof value !== "object" || value === null) return null;
    const { pid, startedAt, command, host, role } = value as Record<string, unknown>;
    if (typeof pid !== "number" || typeof startedAt !== "string" || typeof command !== "string") return null;
    if (typeof host !== "string" || (role !== "store" && role !== "command")) return null;
    return { pid, startedAt, command, host, role };
  } catch {
    return null;
  }
}

/**
 * Creates the lock file whole or not at all: written aside, then linked into place, which fails
 * if the file exists (so no process ever reads a half-written lock). False when it exists.
 */
function create(file: string, content: string): boolean {
  const aside = `${file}.${process.pid}.tmp`;
  writeFileSync(aside, content, { mode: 0o644 });
  try {
    linkSync(aside, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  } finally {
    unlinkSync(aside);
  }
}

/**
 * Takes the data folder's lock for this process, or throws a DataDirLockedError naming the
 * process that holds it. A lock left by a process that is gone (killed, crashed) is taken over.
 */
export function lockDataDir(dataDir: string, options: LockOptions): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  // Absolute: the same folder named two ways (./data, /srv/store/data) is one lock this process holds.
  const file = resolve(dataDir, LOCK_FILE_NAME);
  const content = `${JSON.stringify(describeProcess(options.role))}\n`;
  // Three rounds: another process may take or drop the lock between two of our steps.
  for (let round = 0; round < 3; round++) {
    if (create(file, content)) {
      if (!releasedAtExit) process.once("exit", releaseAllAtExit);
      releasedAtExit = true;
      held.set(file, content);
      return {
        file,
        release: () => {
          if (held.get(file) !== content) return;
          held.delete(file);
          removeIfOurs(file, content);
        },
      };
    }
    const found = readHolder(file);
    if (found === null) continue; // released meanwhile
    if (found.holder === null) {
      throw new DataDirLockedError(
        `The embedded database at ${dataDir} has a lock file that cannot be read (${file}). If no store or command uses that folder, delete the file.`,
        null,
        file,
      );
    }
    if (!isStale(found.holder, file)) {
      throw new DataDirLockedError(refusal(found.holder, dataDir, file, options.role), found.holder, file);
    }
    // Removed only if it is still the lock judged stale (another process may have taken it over).
    const again = readHolder(file);
    if (again?.content === found.content) {
      unlinkSync(file);
      options.onTakeOver?.(found.holder);
    }
  }
  throw new DataDirLockedError(
    `The embedded database at ${dataDir} changed hands several times while opening; try again.`,
    null,
    file,
  );
}

/** The words of a taken-over lock, for the log. */
export function takeOverMessage(stale: LockHolder, dataDir: string): string {
  return `took over the lock of the embedded database at ${dataDir} from ${describeHolder(stale)}, which is no longer running`;
}
