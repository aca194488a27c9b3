import { describe, expect, it } from "vitest";
import { changeableSteps, mayChoose, STEP_ORDER, stepState } from "./steps.ts";

describe("what each checkout step may change (spec 2 section 4)", () => {
  it("lets the review step change address, payment and shipping; the shipping step the address; earlier steps none", () => {
    expect(changeableSteps("review", false)).toEqual(["address", "payment", "shipoption"]);
    expect(changeableSteps("shipoption", false)).toEqual(["address"]);
    expect(changeableSteps("payment", false)).toEqual([]);
    expect(changeableSteps("address", false)).toEqual([]);
  });

  it("never lets a digital-only cart change its address or shipping", () => {
    expect(changeableSteps("review", true)).toEqual(["payment"]);
    expect(changeableSteps("shipoption", true)).toEqual([]);
    for (const furthest of STEP_ORDER) {
      expect(mayChoose("address", furthest, true)).toBe(false);
      expect(mayChoose("shipoption", furthest, true)).toBe(false);
    }
  });

  it("always lets the step being filled in, and those beyond it, be chosen; a completed one only when changeable", () => {
    expect(mayChoose("address", "address", false)).toBe(true);
    expect(mayChoose("payment", "address", false)).toBe(true);
    expect(mayChoose("address", "payment", false)).toBe(false);
    expect(mayChoose("payment", "payment", false)).toBe(true);
    expect(mayChoose("address", "shipoption", false)).toBe(true);
    expect(mayChoose("payment", "shipoption", false)).toBe(false);
    expect(mayChoose("payment", "review", true)).toBe(true);
  });

  it("shows a step open, done or not reached yet", () => {
    expect(stepState("address", "address", false)).toBe("open");
    expect(stepState("payment", "address", false)).toBe("ahead");
    expect(stepState("shipoption", "address", false)).toBe("ahead");
    expect(stepState("address", "payment", false)).toBe("done");
    expect(stepState("payment", "payment", false)).toBe("open");
    expect(stepState("payment", "shipoption", false)).toBe("done");
    expect(stepState("address", "shipoption", false)).toBe("open");
    for (const step of ["address", "payment", "shipoption"] as const) {
      expect(stepState(step, "review", false)).toBe("open");
    }
    expect(stepState("shipoption", "review", true)).toBe("done");
  });
});
