import { execFile } from "node:child_process";
import { chown, mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/** A throw-away PostgreSQL server of its own (Debian's binaries), which a test may stop and restart. */
export interface PostgresServer {
  /** postgresql://app@127.0.0.1:{port}/store */
  url: string;
  /** Fast restart: open connections are told 57P01 (admin shutdown) and dropped. */
  restart(): Promise<void>;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it and removes its files. */
  destroy(): Promise<void>;
}

/** The newest installed PostgreSQL's bin folder, or undefined when the server is not installed. */
export async function postgresBinDir(): Promise<string | undefined> {
  const root = "/usr/lib/postgresql";
  const versions = await readdir(root).catch(() => []);
  const newest = versions.sort((a, b) => Number(a) - Number(b)).at(-1);
  return newest === undefined ? undefined : join(root, newest, "bin");
}

/** Like .ci/with-postgres.sh: initdb, then pg_ctl start on 127.0.0.1:port (as the postgres user when root). */
export async function startPostgresServer(port: number): Promise<PostgresServer> {
  const bin = await postgresBinDir();
  if (!bin) throw new Error("PostgreSQL is not installed (apt-get install -y postgresql)");
  const asRoot = process.getuid?.() === 0;
  const dir = await mkdtemp(join(tmpdir(), "store-pg-"));
  if (asRoot) {
    const { stdout } = await run("id", ["-u", "postgres"]);
    await chown(dir, Number(stdout.trim()), Number(stdout.trim()));
  }
  const pg = (tool: string, args: string[]) =>
    asRoot ? run("runuser", ["-u", "postgres", "--", join(bin, tool), ...args]) : run(join(bin, tool), args);
  const data = join(dir, "data");
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir} -c fsync=off`;
  const ctl = (...args: string[]) => pg("pg_ctl", ["-D", data, "-l", join(dir, "log"), "-w", ...args]);

  await pg("initdb", ["-D", data, "-U", "app", "--auth=trust", "-E", "UTF8", "--locale=C.UTF-8"]);
  await ctl("-o", options, "start");
  await pg("psql", [`postgresql://app@127.0.0.1:${port}/postgres`, "-qc", "create database store"]);
  return {
    url: `postgresql://app@127.0.0.1:${port}/store`,
    restart: async () => {
      await ctl("-m", "fast", "-o", options, "restart");
    },
    stop: async () => {
      await ctl("-m", "fast", "stop");
    },
    start: async () => {
      await ctl("-o", options, "start");
    },
    destroy: async () => {
      await ctl("-m", "immediate", "stop").catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
