// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { eventKey, trackedTargetOf } from "./tracked-element.ts";

function element(attributes: Record<string, string>): Element {
  const div = document.createElement("div");
  for (const [name, value] of Object.entries(attributes)) div.setAttribute(name, value);
  return div;
}

describe("elements marked for tracking (data-track)", () => {
  it("name their kind and id, and a banner its hover impression", () => {
    expect(trackedTargetOf(element({ "data-track": "card", "data-track-id": "1000022-3000001" }))).toEqual({
      element: "card",
      id: "1000022-3000001",
      hover: false,
    });
    expect(
      trackedTargetOf(element({ "data-track": "banner", "data-track-id": "spring", "data-track-hover": "" })),
    ).toEqual({ element: "banner", id: "spring", hover: true });
  });

  it("are ignored with another kind, or without a usable id", () => {
    expect(trackedTargetOf(element({ "data-track": "popup", "data-track-id": "a" }))).toBeNull();
    expect(trackedTargetOf(element({ "data-track": "card" }))).toBeNull();
    expect(trackedTargetOf(element({ "data-track": "card", "data-track-id": "a b" }))).toBeNull();
    expect(trackedTargetOf(element({ "data-track": "card", "data-track-id": "x".repeat(101) }))).toBeNull();
  });

  it("are counted once per page view for each of impression, hover impression and click", () => {
    const target = { element: "banner" as const, id: "spring", hover: true };
    const keys = new Set([
      eventKey("impression", target),
      eventKey("impression", target, true),
      eventKey("click", target),
      eventKey("impression", target),
    ]);
    expect(keys.size).toBe(3);
  });
});
