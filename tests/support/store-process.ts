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
  const port = await new Promise<number>((resolve, reject) => {
    let buffer = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      buffer += chunk.toString();
      const lines = buffer.split("\n");
      buffer = lines.pop() ?? "";
      for (const line of lines) {
        logs.push(line);
        const port = /"port":(\d+)/.exec(line)?.[1];
        if (port) resolve(Number(port));
      }
    });
    child.stderr?.on("data", (chunk: Buffer) => logs.push(chunk.toString()));
    void exited.then((code) => reject(new Error(`the store exited (${code}):\n${logs.join("\n")}`)));
  });
  return {
    child,
    origin: `http://127.0.0.1:${port}`,
    logs,
    exited,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}
