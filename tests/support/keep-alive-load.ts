import { type Agent, type ClientRequest, request } from "node:http";

/** What one request on a kept-alive connection came back with. */
export interface KeptAliveOutcome {
  path: string;
  /** Whether the response's head arrived (the server took the request). */
  answered: boolean;
  status: number;
  /** Whether the whole body arrived. */
  complete: boolean;
  /** The response's Connection header. */
  connection?: string | undefined;
  /** Whether it rode on a connection an earlier request had used. */
  reused: boolean;
  /** The error's code when the request or its response broke. */
  error?: string;
}

/** Far beyond a slow answer on a busy machine; a connection left hanging never answers at all. */
const NO_ANSWER_MS = 60_000;

function send(
  origin: string,
  path: string,
  agent: Agent,
  options: { method?: string; headers?: Record<string, string | number> } = {},
): { request: ClientRequest; outcome: Promise<KeptAliveOutcome> } {
  const req = request(`${origin}${path}`, {
    agent,
    method: options.method ?? "GET",
    headers: options.headers,
  });
  const outcome = new Promise<KeptAliveOutcome>((resolve) => {
    let head: KeptAliveOutcome = { path, answered: false, status: 0, complete: false, reused: false };
    // Before the head: the server never took it; after: the answer broke off.
    const broke = (error: NodeJS.ErrnoException) =>
      resolve({ ...head, reused: req.reusedSocket, error: error.code ?? error.message });
    req.on("error", broke);
    req.setTimeout(NO_ANSWER_MS, () => req.destroy(new Error(`no answer in ${NO_ANSWER_MS} ms`)));
    req.on("response", (response) => {
      head = {
        ...head,
        answered: true,
        status: response.statusCode ?? 0,
        connection: response.headers.connection,
        reused: req.reusedSocket,
      };
      response.on("error", broke);
      response.on("close", () => resolve({ ...head, complete: response.complete }));
      response.resume();
    });
  });
  return { request: req, outcome };
}

/**
 * Shoppers asking in a loop on one pool of kept-alive connections, until the server refuses them a
 * connection (it has stopped listening). `answered(n)` resolves once n answers have come.
 */
export function keepAliveLoad(origin: string, paths: readonly string[], shoppers: number, agent: Agent) {
  const outcomes: KeptAliveOutcome[] = [];
  const waiting = new Set<() => void>();
  const shopper = async (offset: number) => {
    for (let i = offset; ; i++) {
      const path = paths[i % paths.length] ?? "/";
      const { request, outcome } = send(origin, path, agent);
      request.end();
      const result = await outcome;
      outcomes.push(result);
      for (const wake of [...waiting]) wake();
      if (result.error === "ECONNREFUSED") return;
    }
  };
  const done = Promise.all(Array.from({ length: shoppers }, (_, i) => shopper(i)));
  const answered = (count: number) =>
    new Promise<void>((resolve) => {
      const wake = () => {
        if (outcomes.filter((outcome) => outcome.answered).length < count) return;
        waiting.delete(wake);
        resolve();
      };
      waiting.add(wake);
      wake();
    });
  return { outcomes, done, answered };
}

/**
 * A POST whose body comes in two halves: the head first (with `Expect: 100-continue`, so that
 * `taken` resolves once the server has the request in hand), the rest when the test says `finish`.
 */
export function slowPost(origin: string, path: string, body: string, agent: Agent) {
  const { request, outcome } = send(origin, path, agent, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "Content-Length": Buffer.byteLength(body),
      Expect: "100-continue",
    },
  });
  const half = Math.floor(body.length / 2);
  const taken = new Promise<void>((resolve) =>
    request.once("continue", () => {
      request.write(body.slice(0, half), () => resolve());
    }),
  );
  request.flushHeaders();
  return { taken, finish: () => request.end(body.slice(half)), outcome };
}
