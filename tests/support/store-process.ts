import { type ChildProcess, spawn } from "node:child_process";

const root = new URL("../..", import.meta.url).pathname;

/** The real store (`node --import tsx server/main.ts`) running as its own process. */
export interface StoreProcess {
  child: ChildProcess;
  /** http://127.0.0.1:{port} */
  origin: string;
  /** Every line it wrote (its JSON logs, and anything on stderr). */
  logs: string[];
  /** Resolves with the exit code (or the signal's name) when the process ends. */
  exited: Promise<number | string | null>;
  /** Resolves once `count` lines (written already or still to come) contain the text. */
  linesWith(text: string, count?: number): Promise<string[]>;
  stop(): Promise<void>;
}

/** Starts the store on a free port of 127.0.0.1; resolves once it listens (it says so at LOG_LEVEL info). */
export async function startStoreProcess(env: NodeJS.ProcessEnv): Promise<StoreProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: root,
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", ...env },
  });
  const logs: string[] = [];
  const exited = new Promise<number | string | null>((resolve) =>
    child.on("exit", (code, signal) => resolve(code ?? signal)),
  );
  const waiters = new Set<() => void>();
  let ended = false;
  child.once("close", () => {
    ended = true;
  });
  const linesWith = (text: string, count = 1) =>
    new Promise<string[]>((resolve, reject) => {
      const check = () => {
        const found = logs.filter((line) => line.includes(text));
        if (found.length < count) return;
        waiters.delete(check);
        resolve(found);
      };
      // Once its output is all read ('close' comes after the last 'data'), no line is still to come.
      const gone = () => {
        if (waiters.delete(check)) reject(new Error(`the store ended without writing '${text}'`));
      };
      waiters.add(check);
      check();
      if (ended) gone();
      else child.once("close", gone);
    });
  const port = await new Promise<number>((resolve, reject) => {
    // A store that never says it listens (a wrong LOG_LEVEL, a hung start) is not left running.
    const tooLong = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`the store did not start in 90 s:\n${logs.join("\n")}`));
    }, 90_000);
    let buffer = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      buffer += chunk.toString();
      const lines = buffer.split("\n");
      buffer = lines.pop() ?? "";
      for (const line of lines) {
        logs.push(line);
        for (const waiter of [...waiters]) waiter();
        const port = /"port":(\d+)/.exec(line)?.[1];
        if (port) {
          clearTimeout(tooLong);
          resolve(Number(port));
        }
      }
    });
    child.stderr?.on("data", (chunk: Buffer) => logs.push(chunk.toString()));
    void exited.then((code) => {
      clearTimeout(tooLong);
      reject(new Error(`the store exited (${code}):\n${logs.join("\n")}`));
    });
  });
  return {
    child,
    origin: `http://127.0.0.1:${port}`,
    logs,
    exited,
    linesWith,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGTERM");
      // A store whose database is gone may wait on it while shutting down: do not leave it behind.
      const force = setTimeout(() => child.kill("SIGKILL"), 15_000);
      await exited;
      clearTimeout(force);
    },
  };
}
