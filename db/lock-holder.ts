import { hostname } from "node:os";
import { basename, relative } from "node:path";

/** What opens an embedded data folder: the store (npm start) or an operator's command. */
export type LockRole = "store" | "command";

/** Who holds an embedded data folder, as its lock file says. */
export interface LockHolder {
  pid: number;
  /** When the process started (ISO 8601, UTC, to the second). */
  startedAt: string;
  /** How it was started: `npm start`, `npm run giftcards -- issue`, `node scripts/seed.ts`. */
  command: string;
  host: string;
  role: LockRole;
}

/** A subcommand's shape (issue, load, ship): shown; anything else (an email, an amount) is not. */
const SUBCOMMAND = /^[a-z][a-z-]*$/;

/**
 * How this process was started, in the words an operator typed: `npm run <script>` when npm ran
 * the script that is running (npm's environment names it), else `node <script>`. Only a
 * subcommand follows, never the other arguments: the lock file and the messages hold no secrets.
 */
export function describeCommand(
  argv: readonly string[] = process.argv,
  env: NodeJS.ProcessEnv = process.env,
): string {
  const script = argv[1] ? relative(process.cwd(), argv[1]) || basename(argv[1]) : "node";
  const sub = argv[2] !== undefined && SUBCOMMAND.test(argv[2]) ? argv[2] : undefined;
  const event = env.npm_lifecycle_event;
  // A child of an npm script inherits its environment: the script must be the one running.
  if (event && env.npm_lifecycle_script?.includes(script)) {
    const run = event === "start" ? "npm start" : `npm run ${event}`;
    return sub ? `${run} -- ${sub}` : run;
  }
  return sub ? `node ${script} ${sub}` : `node ${script}`;
}

/** This process as a lock holder. */
export function describeProcess(role: LockRole): LockHolder {
  const started = new Date(Date.now() - process.uptime() * 1000);
  return {
    pid: process.pid,
    startedAt: started.toISOString().replace(/\.\d{3}Z$/, "Z"),
    command: describeCommand(),
    host: hostname(),
    role,
  };
}

/** "The store (pid 1234, started ..., `npm start`)" or "the command `npm run seed` (pid 1234, started ...)". */
export function describeHolder(holder: LockHolder): string {
  const elsewhere = holder.host === hostname() ? "" : `, on host ${holder.host}`;
  return holder.role === "store"
    ? `the store (pid ${holder.pid}, started ${holder.startedAt}, \`${holder.command}\`${elsewhere})`
    : `the command \`${holder.command}\` (pid ${holder.pid}, started ${holder.startedAt}${elsewhere})`;
}

/** What to do, by who holds the folder and who asks for it. */
const ADVICE: Record<LockRole, Record<LockRole, string>> = {
  store: {
    store: "Stop it first, or give this store another DATA_DIR.",
    command: "Stop it first, or run the command against a PostgreSQL server with DATABASE_URL.",
  },
  command: {
    store: "Let it finish (or stop it), then start the store.",
    command: "Let it finish first, or run the command against a PostgreSQL server with DATABASE_URL.",
  },
};

/** Why this process may not open the folder, and what the operator can do about it. */
export function refusal(holder: LockHolder, dataDir: string, lockFile: string, role: LockRole): string {
  const who = describeHolder(holder);
  const what = `${who.charAt(0).toUpperCase()}${who.slice(1)} has the embedded database at ${dataDir} open.`;
  const todo = ADVICE[holder.role][role];
  const elsewhere = holder.host === hostname() ? "" : ` If that host no longer runs it, delete ${lockFile}.`;
  return `${what} ${todo}${elsewhere}`;
}
