import cluster from "node:cluster";
import { AggregatorRegistry, type Registry } from "prom-client";
import type { Log } from "../core/index.ts";

/**
 * /metrics over every worker (WEB_CONCURRENCY > 1). Workers share the port and the primary serves
 * no HTTP, so the worker that gets the scrape asks the primary, which gathers every worker's
 * registry with prom-client's AggregatorRegistry (counters and histograms summed) and answers.
 */

const REQUEST = "telemetry:cluster-metrics-request";
const ANSWER = "telemetry:cluster-metrics-answer";

/** A worker that does not answer in time leaves the scrape failing (503), not hanging. */
const ANSWER_TIMEOUT_MS = 10_000;

interface MetricsRequest {
  type: typeof REQUEST;
  id: number;
}
interface MetricsAnswer {
  type: typeof ANSWER;
  id: number;
  text?: string;
  error?: string;
}

const isRequest = (message: unknown): message is MetricsRequest =>
  typeof message === "object" && message !== null && "type" in message && message.type === REQUEST;
const isAnswer = (message: unknown): message is MetricsAnswer =>
  typeof message === "object" && message !== null && "type" in message && message.type === ANSWER;

/** In the primary: answers each worker's request with the metrics of all workers. */
export function serveClusterMetrics(log: Log): void {
  const aggregator = new AggregatorRegistry();
  cluster.on("message", (worker, message: unknown) => {
    if (!isRequest(message)) return;
    const answer = (fields: Omit<MetricsAnswer, "type" | "id">) => {
      if (worker.isConnected()) worker.send({ type: ANSWER, id: message.id, ...fields });
    };
    aggregator.clusterMetrics().then(
      (text) => answer({ text }),
      (error: unknown) => {
        log.warn({ err: error }, "the workers' metrics could not be gathered");
        answer({ error: error instanceof Error ? error.message : "failed" });
      },
    );
  });
}

/** In a worker: lets the primary read this worker's registry; the reader asks for everyone's. */
export function clusterMetricsReader(registry: Registry): () => Promise<string> {
  AggregatorRegistry.setRegistries([registry]);
  // Constructed for its side effect: in a worker it answers the primary's requests for its metrics.
  new AggregatorRegistry();
  const waiting = new Map<number, { resolve: (text: string) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  process.on("message", (message: unknown) => {
    if (!isAnswer(message)) return;
    const waiter = waiting.get(message.id);
    waiting.delete(message.id);
    if (message.text !== undefined) waiter?.resolve(message.text);
    else waiter?.reject(new Error(message.error ?? "no metrics"));
  });
  return () =>
    new Promise<string>((resolve, reject) => {
      const id = nextId++;
      const timer = setTimeout(() => {
        waiting.delete(id);
        reject(new Error("the primary did not answer with the workers' metrics in time"));
      }, ANSWER_TIMEOUT_MS);
      waiting.set(id, {
        resolve: (text) => {
          clearTimeout(timer);
          resolve(text);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      process.send?.({ type: REQUEST, id } satisfies MetricsRequest);
    });
}

/** Whether this process is a cluster worker (its metrics are read through the primary). */
export const isClusterWorker = (): boolean => cluster.isWorker;
