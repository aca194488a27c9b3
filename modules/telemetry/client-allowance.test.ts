import { describe, expect, it } from "vitest";
import { clientAllowance } from "./client-allowance.ts";

describe("clientAllowance", () => {
  it("lets each address send its events of the minute, then none until the minute is over", () => {
    let now = 0;
    const take = clientAllowance(5, () => now);
    expect(take("a", 3)).toBe(true);
    expect(take("a", 3)).toBe(false);
    expect(take("a", 2)).toBe(true);
    expect(take("a", 1)).toBe(false);
    expect(take("b", 5)).toBe(true);
    now = 59_999;
    expect(take("a", 1)).toBe(false);
    now = 60_000;
    expect(take("a", 5)).toBe(true);
  });

  it("keeps working with very many addresses (it forgets those whose minute is over)", () => {
    let now = 0;
    const take = clientAllowance(1, () => now);
    for (let i = 0; i < 12_000; i += 1) expect(take(`old-${i}`, 1)).toBe(true);
    now = 61_000;
    for (let i = 0; i < 12_000; i += 1) expect(take(`new-${i}`, 1)).toBe(true);
    expect(take("new-1", 1)).toBe(false);
    expect(take("old-1", 1)).toBe(true);
  });
});
