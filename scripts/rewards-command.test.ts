import { describe, expect, it } from "vitest";
import { parseRewardsCommand, USAGE } from "./rewards-command.ts";

describe("the rewards command's arguments", () => {
  it("reads a customer's email, and the reason to set", () => {
    expect(parseRewardsCommand(["benefit", "vera@example.com"])).toEqual({ email: "vera@example.com" });
    expect(parseRewardsCommand(["benefit", "vera@example.com", "rewards-gold"])).toEqual({
      email: "vera@example.com",
      reason: "rewards-gold",
    });
    expect(parseRewardsCommand(["benefit", "vera@example.com", "plain"])).toMatchObject({ reason: "plain" });
  });

  it("refuses what it cannot do, with the usage", () => {
    const refusals: [string[], string][] = [
      [[], "a command is needed"],
      [["enrol", "vera@example.com"], "unknown command 'enrol'"],
      [["benefit"], "the customer's email is needed"],
      [["benefit", "vera"], "the customer's email is needed"],
      [["benefit", "vera@example.com", "gold"], "unknown reason 'gold'"],
      [["benefit", "vera@example.com", "rewards-gold", "now"], "too many arguments"],
    ];
    for (const [argv, message] of refusals) {
      expect(() => parseRewardsCommand(argv)).toThrow(`${message}\n${USAGE}`);
    }
    expect(USAGE).toContain("rewards-gold");
  });
});
