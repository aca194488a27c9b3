import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from "node:http";

/** A request the receiver took, as it came. */
export interface ReceivedWebhook {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** The `webhook-id` header: what a receiver dedupes by. */
  id: string;
}

/** How the receiver answers a request: a status (and body, headers), or not at all until released. */
export type Answer = { status: number; body?: string; headers?: Record<string, string> } | "hold";

/** An HTTP receiver on loopback, as an operator's integration would run one; a test says how it answers. */
export interface WebhookReceiver {
  /** http://127.0.0.1:{port}/hooks */
  url: string;
  received: ReceivedWebhook[];
  /** How the next requests are answered (200 unless told). */
  answer: (request: ReceivedWebhook) => Answer;
  /** Answers the held requests with 200 (the ones still waiting). */
  release(): void;
  /** Down: the port refuses connections (open ones are cut). */
  stop(): Promise<void>;
  /** Up again on the same port. */
  start(): Promise<void>;
}

function reply(response: ServerResponse, answer: Exclude<Answer, "hold">): void {
  response.writeHead(answer.status, { "content-type": "text/plain", ...answer.headers });
  response.end(answer.body ?? "");
}

/** Starts a receiver on a free loopback port. Close it with stop(). */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const held: ServerResponse[] = [];
  let server: Server | undefined;
  let port = 0;
  const receiver: WebhookReceiver = {
    url: "",
    received: [],
    answer: () => ({ status: 200, body: "ok" }),
    release() {
      for (const response of held.splice(0)) if (!response.writableEnded) reply(response, { status: 200 });
    },
    async stop() {
      const closing = server;
      server = undefined;
      if (!closing) return;
      held.splice(0);
      await new Promise<void>((resolve) => {
        closing.close(() => resolve());
        closing.closeAllConnections();
      });
    },
    async start() {
      const started = createServer((request, response) => {
        const chunks: Buffer[] = [];
        request.on("data", (chunk: Buffer) => chunks.push(chunk));
        request.on("end", () => {
          const webhook: ReceivedWebhook = {
            path: request.url ?? "",
            headers: request.headers,
            body: Buffer.concat(chunks).toString("utf8"),
            id: String(request.headers["webhook-id"] ?? ""),
          };
          receiver.received.push(webhook);
          const answer = receiver.answer(webhook);
          if (answer === "hold") held.push(response);
          else reply(response, answer);
        });
      });
      await new Promise<void>((resolve) => started.listen(port, "127.0.0.1", resolve));
      const address = started.address();
      if (address && typeof address === "object") port = address.port;
      receiver.url = `http://127.0.0.1:${port}/hooks`;
      server = started;
    },
  };
  await receiver.start();
  return receiver;
}

/**
 * The receiver's own check of a delivery, written from the Standard Webhooks convention and not
 * from the store's code: the HMAC-SHA256, keyed by the base64 bytes after `whsec_`, of
 * `${webhook-id}.${webhook-timestamp}.${body}`, among the space-separated `v1,<base64>` signatures,
 * and a timestamp within five minutes of the receiver's clock.
 */
export function verifyWebhook(secret: string, webhook: ReceivedWebhook, nowSeconds: number): boolean {
  const timestamp = String(webhook.headers["webhook-timestamp"] ?? "");
  const signatures = String(webhook.headers["webhook-signature"] ?? "");
  if (!/^\d+$/.test(timestamp) || Math.abs(nowSeconds - Number(timestamp)) > 300) return false;
  const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
  const expected = createHmac("sha256", key).update(`${webhook.id}.${timestamp}.${webhook.body}`).digest();
  return signatures.split(" ").some((signature) => {
    const [version, value = ""] = signature.split(",");
    const given = Buffer.from(value, "base64");
    return version === "v1" && given.length === expected.length && timingSafeEqual(given, expected);
  });
}
