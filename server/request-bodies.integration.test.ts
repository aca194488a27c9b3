// Issue 10, point 4: bodies of bounded size, and form endpoints that take forms only.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  chunked,
  expectApiError,
  expectErrorPage,
  FORM,
  ORIGIN,
  requester,
} from "../tests/support/refusals.ts";
import { createTestApp, type TestApp, titleOf } from "../tests/support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { send, post } = requester(() => t);

describe("body size", () => {
  const big = `email=${"a".repeat(70 * 1024)}`;

  it("refuses a form over 64 kB with Content-Length: 413 and the error page", async () => {
    const res = await post("/login", big, FORM, { "content-length": String(big.length) });
    await expectErrorPage(res, 413, "The request is too large: at most 64 kB.");
  });

  it("refuses a chunked form over 64 kB without Content-Length", async () => {
    const res = await send("/login", {
      ...chunked(100, "a".repeat(1024)),
      headers: { "content-type": FORM, origin: ORIGIN },
    });
    await expectErrorPage(res, 413, "The request is too large: at most 64 kB.");
  });

  it("refuses JSON over 64 kB to the API with 413 { id, message }, with and without Content-Length", async () => {
    const json = JSON.stringify({ items: [], padding: "a".repeat(70 * 1024) });
    const announced = await post("/v1/cart", json, "application/json", {
      "content-length": String(json.length),
    });
    await expectApiError(announced, 413, "request.too.large", "The request is too large: at most 64 kB.");
    const streamed = await send("/v1/cart", {
      ...chunked(70, "a".repeat(1024)),
      headers: { "content-type": "application/json", origin: ORIGIN },
    });
    await expectApiError(streamed, 413, "request.too.large", /64 kB/);
  });

  it("refuses a form over 64 kB to /cartAddItem.do", async () => {
    await expectApiError(await post("/cartAddItem.do", big, FORM), 413, "request.too.large", /64 kB/);
  });

  it("still reads a form under the limit, chunked or not", async () => {
    const res = await send("/cartAddItem.do", {
      ...chunked(1, "stockId=1&quantity=1"),
      headers: { "content-type": FORM, origin: ORIGIN },
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toMatch(/^\/cart/);
  });
});

describe("content types on form endpoints", () => {
  const notAForm = "This address takes a form (application/x-www-form-urlencoded or multipart/form-data).";

  it.each([
    ["/cartAddItem.do", "application/json", '{"stockId":1}'],
    ["/cartAddItem.do", "text/plain", "stockId=1"],
    ["/cartAddItem.do", "application/xml", "<stockId>1</stockId>"],
  ])("answers %s with %s by 415", async (path, type, body) => {
    await expectApiError(await post(path, body, type), 415, "request.unsupported.type", notAForm);
  });

  it.each([
    ["/login", "application/json", '{"email":"a@example.com"}'],
    ["/register", "text/plain", "email=a@example.com"],
    ["/forgot-password", "application/octet-stream", "x"],
    ["/subscription.do", "application/json", '{"email":"a@example.com"}'],
  ])("answers the page %s with %s by the 415 page", async (path, type, body) => {
    await expectErrorPage(await post(path, body, type), 415, notAForm);
  });

  it("answers a broken multipart body with 400, never 500", async () => {
    const type = "multipart/form-data; boundary=XyZ";
    const broken = '--XyZ\r\nContent-Disposition: form-data; name="stockId"\r\n\r\n1';
    await expectApiError(
      await post("/cartAddItem.do", broken, type),
      400,
      "request.invalid",
      "The form could not be read.",
    );
    await expectErrorPage(await post("/login", broken, type), 400, "The form could not be read.");
    await expectErrorPage(
      await post("/register", "garbage", "multipart/form-data"),
      400,
      "The form could not be read.",
    );
  });

  it("answers a form endpoint posted without a content type by 415, never 500", async () => {
    await expectErrorPage(await send("/login", { method: "POST" }), 415, notAForm);
    await expectErrorPage(await send("/cart", { method: "POST" }), 415, notAForm);
    await expectApiError(
      await send("/cartAddItem.do", { method: "POST" }),
      415,
      "request.unsupported.type",
      notAForm,
    );
  });

  it("answers the pages' data requests (forms sent by their script) the same way, never 500", async () => {
    const id = "request.unsupported.type";
    await expectApiError(await post("/login.data", '{"email":"a"}', "application/json"), 415, id, notAForm);
    await expectApiError(await send("/cart.data", { method: "POST" }), 415, id, notAForm);
    const broken = await post("/register.data", "garbage", "multipart/form-data; boundary=XyZ");
    await expectApiError(broken, 400, "request.invalid", "The form could not be read.");
  });

  it("still takes a well-formed multipart form", async () => {
    const form = new FormData();
    form.set("email", "nobody@example.com");
    form.set("password", "not-the-password-1");
    const res = await send("/login", { method: "POST", body: form, headers: { origin: ORIGIN } });
    expect(res.status).toBeLessThan(500);
    expect(titleOf(await res.text())).toBe("Fleetfoot Sign-In");
  });
});
