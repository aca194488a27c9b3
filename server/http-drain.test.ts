import { Agent, get, type IncomingMessage, type Server } from "node:http";
import { type AddressInfo, connect } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { drainable, type HttpDrain } from "./http-drain.ts";

/** A request the test lets finish when it says so. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
}

let server: Server;
let drain: HttpDrain;
let origin: string;
let agent: Agent;
let held: ReturnType<typeof gate>;
let lines: { msg: string; cut?: number }[];

beforeEach(async () => {
  held = gate();
  lines = [];
  const app = new Hono();
  app.get("/", (c) => c.text("ok"));
  app.get("/held", async (c) => {
    await held.opened;
    return c.text("held");
  });
  // Its head leaves at once, its end once the gate opens.
  app.get("/streamed", (c) =>
    c.body(
      new ReadableStream({
        async start(controller) {
          controller.enqueue(new TextEncoder().encode("start "));
          await held.opened;
          controller.enqueue(new TextEncoder().encode("end"));
          controller.close();
        },
      }),
    ),
  );
  server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }) as Server;
  // Kept-alive connections stay open for good unless the drain closes them (Node's default: 5 s).
  server.keepAliveTimeout = 0;
  const logger = pino({ level: "info" }, { write: (line: string) => lines.push(JSON.parse(line)) });
  drain = drainable(server, logger);
  await new Promise((resolve) => server.once("listening", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  agent = new Agent({ keepAlive: true, maxSockets: 1 });
});
afterEach(() => {
  agent.destroy();
  held.open();
  server.closeAllConnections();
});

/** The head of a GET on the test's kept-alive agent (one connection, reused). */
function head(path: string): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => get(`${origin}${path}`, { agent }, resolve).on("error", reject));
}

async function answer(response: IncomingMessage | Promise<IncomingMessage>): Promise<Answer> {
  const res = await response;
  let body = "";
  for await (const chunk of res) body += chunk;
  return { status: res.statusCode ?? 0, connection: res.headers.connection, body };
}

/** The error a GET on the kept-alive agent meets (none: an answer, which the test does not expect). */
function failure(path: string): Promise<string> {
  return new Promise((resolve) =>
    get(`${origin}${path}`, { agent }, () => resolve("answered")).on(
      "error",
      (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message),
    ),
  );
}

describe("draining the HTTP server on shutdown", () => {
  it("closes idle kept-alive connections and the port at once", async () => {
    expect(await answer(head("/"))).toEqual({ status: 200, connection: "keep-alive", body: "ok" });
    expect(await drain.drain(60_000)).toEqual({ cut: 0 });
    expect(await failure("/")).toMatch(/ECONNREFUSED|ECONNRESET/);
  });

  it("finishes a request in flight with Connection: close; the next one finds the port closed", async () => {
    const inFlight = head("/held");
    // The request has reached the handler once the server counts a connection busy with it.
    await new Promise<void>((resolve) => server.once("request", () => resolve()));
    const drained = drain.drain(60_000);
    held.open();
    expect(await answer(inFlight)).toEqual({ status: 200, connection: "close", body: "held" });
    expect(await failure("/")).toBe("ECONNREFUSED");
    expect(await drained).toEqual({ cut: 0 });
    expect(lines.map((line) => line.msg)).toEqual([
      "stopped accepting connections; finishing the requests in flight",
    ]);
  });

  it("ends the kept-alive connection of a response that had started, once it is over", async () => {
    const started = await head("/streamed");
    expect(started.headers.connection).toBe("keep-alive");
    const drained = drain.drain(60_000);
    const closed = new Promise((resolve) => started.socket.once("close", resolve));
    held.open();
    expect(await answer(started)).toEqual({ status: 200, connection: "keep-alive", body: "start end" });
    await closed;
    expect(await drained).toEqual({ cut: 0 });
  });

  it("answers a request pipelined behind one in flight, then closes the connection", async () => {
    const { port } = server.address() as AddressInfo;
    const socket = connect(port, "127.0.0.1");
    const requests = new Promise<void>((resolve) => {
      let seen = 0;
      server.on("request", () => {
        seen += 1;
        if (seen === 2) resolve();
      });
    });
    socket.write("GET /held HTTP/1.1\r\nHost: a\r\n\r\nGET / HTTP/1.1\r\nHost: a\r\n\r\n");
    await requests;
    const drained = drain.drain(60_000);
    held.open();
    let received = "";
    for await (const chunk of socket) received += chunk;
    // Both answered (the socket then ended: the for-await is over), none cut.
    expect(received.match(/HTTP\/1\.1 \d+/g)).toEqual(["HTTP/1.1 200", "HTTP/1.1 200"]);
    expect(received).toMatch(/held(.|\r\n)*\r\n\r\nok$/);
    expect(await drained).toEqual({ cut: 0 });
  });

  it("cuts what is still running at the timeout, and says how many", async () => {
    const inFlight = answer(head("/held")).catch((error: NodeJS.ErrnoException) => error.code);
    await new Promise<void>((resolve) => server.once("request", () => resolve()));
    expect(await drain.drain(10)).toEqual({ cut: 1 });
    expect(await inFlight).toBe("ECONNRESET");
    expect(lines.find((line) => line.cut !== undefined)).toMatchObject({
      msg: "shutdown timeout: cutting the requests still in flight",
      cut: 1,
    });
  });
});
