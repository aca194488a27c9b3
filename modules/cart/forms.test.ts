import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { BAG_FORM_MESSAGES, BagLineForm } from "./forms.ts";

const parse = (fields: Record<string, string>) =>
  parseWithZod(new URLSearchParams(fields), { schema: BagLineForm });

describe("the bag page's form schema", () => {
  it("reads a quantity change (0 takes the line out) and the line actions", () => {
    expect(parse({ intent: "quantity", stockId: "10000001", quantity: "0" })).toMatchObject({
      status: "success",
      value: { intent: "quantity", stockId: 10000001, quantity: 0 },
    });
    for (const intent of ["remove", "save", "move"])
      expect(parse({ intent, stockId: "7" })).toMatchObject({
        status: "success",
        value: { intent, stockId: 7 },
      });
  });

  it("refuses a quantity that is not plain digits with the quantity's words", () => {
    for (const quantity of ["", "-1", "1e1", " 2", "2.0", "0x3", "1234567890"]) {
      const refused = parse({ intent: "quantity", stockId: "7", quantity });
      expect(refused.status === "error" && refused.error?.quantity, quantity).toEqual([
        BAG_FORM_MESSAGES.quantity,
      ]);
    }
  });

  it("refuses a stock id that is not a catalogue id, and an unknown intent", () => {
    for (const stockId of ["", "0", "7.0", "1e3", "2147483648"]) {
      const refused = parse({ intent: "remove", stockId });
      expect(refused.status === "error" && refused.error?.stockId, stockId).toEqual([
        BAG_FORM_MESSAGES.notUnderstood,
      ]);
    }
    expect(parse({ intent: "explode", stockId: "7" }).status).toBe("error");
  });
});
