import { DrizzleQueryError } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./database-unavailable.ts";

function withCode(message: string, code: string): Error {
  return Object.assign(new Error(message), { code });
}

describe("isDatabaseUnavailable", () => {
  it.each([
    [
      "an admin shutdown (server restart)",
      withCode("terminating connection due to administrator command", "57P01"),
    ],
    ["a crash shutdown", withCode("terminating connection due to crash", "57P02")],
    ["a server starting up", withCode("the database system is starting up", "57P03")],
    ["a connection exception", withCode("connection failure", "08006")],
    ["too many connections", withCode("sorry, too many clients already", "53300")],
    ["a refused connection", withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED")],
    ["a reset connection", withCode("read ECONNRESET", "ECONNRESET")],
    ["a connection ended mid-query", new Error("Connection terminated unexpectedly")],
    ["a pool waiting too long", new Error("timeout exceeded when trying to connect")],
    ["a broken client", new Error("Client has encountered a connection error and is not queryable")],
    ["a closed embedded database", new Error("PGlite is closed")],
  ])("says yes to %s", (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it("looks through Drizzle's wrapper to the driver's error", () => {
    const cause = withCode("terminating connection due to administrator command", "57P01");
    expect(isDatabaseUnavailable(new DrizzleQueryError("select 1", [], cause))).toBe(true);
  });

  it.each([
    ["a unique violation", withCode("duplicate key value violates unique constraint", "23505")],
    ["a syntax error", withCode('syntax error at or near "selec"', "42601")],
    ["a plain programming error", new TypeError("Cannot read properties of undefined")],
    ["a wrapped constraint violation", new DrizzleQueryError("insert", [], withCode("violates", "23505"))],
    ["a value that is not an error", "Connection terminated"],
    ["nothing", undefined],
  ])("says no to %s", (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
