import { describe, expect, it } from "vitest";
import { errorCopy } from "../components/error-page.tsx";
import { statusToSend } from "./error-status.tsx";

describe("statusToSend", () => {
  it.each([
    ["404", 404],
    ["500", 500],
    ["503", 503],
    ["410", 410],
  ])("answers /error/%s with status %i", (param, status) => expect(statusToSend(param)).toBe(status));

  it.each(["200", "302", "600", "abc", "5000", "", undefined])("answers /error/%s with 404", (param) =>
    expect(statusToSend(param)).toBe(404),
  );
});

describe("errorCopy", () => {
  it("uses the not-found words below 500", () => {
    expect(errorCopy(404)).toEqual({
      heading: "We're So Sorry!",
      message: "We can't seem to find this page.",
    });
    expect(errorCopy(410).heading).toBe("We're So Sorry!");
  });

  it("uses the failure words from 500", () => {
    expect(errorCopy(500)).toEqual({ heading: "Oh No!", message: "An unexpected error has occurred." });
    expect(errorCopy(503).heading).toBe("Oh No!");
  });
});
