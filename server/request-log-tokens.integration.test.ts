import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../tests/support/test-app.ts";

// The request lines the store logs, read as an operator reads them: no emailed link's token in them.
const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 10, logTo: lines });
});
afterAll(async () => {
  await t?.close();
});

describe("request log lines", () => {
  it("name the page of an emailed link, never its token, in paths and query strings", async () => {
    const token = "0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0";
    const targets = [
      `/subscriptions/email/${token}`,
      `/subscriptions/confirm/${token}`,
      `/marty/subscriptions/email/${token}`,
      `/favorites/${token.slice(0, 32)}`,
      `/reset-password?token=${token}`,
      `/register/confirm?token=${token}`,
    ];
    for (const target of targets) await t.app.request(target);
    const requests = lines.map((line) => JSON.parse(line)).filter((entry) => entry.msg === "request");
    expect(requests.map((entry) => entry.path)).toEqual(
      expect.arrayContaining([
        "/subscriptions/email/[redacted]",
        "/subscriptions/confirm/[redacted]",
        "/marty/subscriptions/email/[redacted]",
        "/favorites/[redacted]",
      ]),
    );
    expect(lines.join("\n")).not.toContain(token.slice(0, 16));
  });
});
