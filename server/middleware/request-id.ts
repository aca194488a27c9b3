import { randomUUID } from "node:crypto";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env.ts";

const acceptable = /^[A-Za-z0-9-]{8,128}$/;

/** Gives each request an id: the incoming X-UUID when well formed, else a new UUID; echoed on the response. */
export const requestId = createMiddleware<AppEnv>(async (c, next) => {
  const incoming = c.req.header("x-uuid");
  const id = incoming && acceptable.test(incoming) ? incoming : randomUUID();
  c.set("requestId", id);
  await next();
  c.header("X-UUID", id);
});
