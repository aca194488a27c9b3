import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import {
  CancelReturnForm,
  CONTRACT_ID_FORM,
  chosenLines,
  RETURN_FORM_MESSAGES,
  ReturnFlowForm,
  ReturnStartQuery,
  ReturnsListQuery,
  RMA_NUMBER_FORM,
} from "./forms.ts";
import { CONTRACT_ID_PATTERN, RMA_PATTERN } from "./index.server.ts";

const form = (pairs: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of pairs) data.append(name, value);
  return data;
};
const flow = (pairs: [string, string][]) => parseWithZod(form(pairs), { schema: ReturnFlowForm });

describe("the returns pages' forms", () => {
  it("read RMA numbers and contract ids as the calls do", () => {
    expect(RMA_NUMBER_FORM.source).toBe(RMA_PATTERN.source);
    expect(CONTRACT_ID_FORM.source).toBe(CONTRACT_ID_PATTERN.source);
  });

  it("take the list's page and the flow's query, refusing malformed ids", () => {
    expect(parseWithZod(new URLSearchParams("page=2"), { schema: ReturnsListQuery })).toMatchObject({
      status: "success",
      value: { page: 2 },
    });
    expect(parseWithZod(new URLSearchParams("page=0"), { schema: ReturnsListQuery }).status).toBe("error");
    const query = (text: string) => parseWithZod(new URLSearchParams(text), { schema: ReturnStartQuery });
    expect(query("orderId=123-4567890-1234567&itemUniqueId=123456789012345671")).toMatchObject({
      status: "success",
    });
    expect(query("")).toMatchObject({ status: "success", value: {} });
    expect(query("orderId=x").reply().error).toEqual({ orderId: [RETURN_FORM_MESSAGES.orderId] });
    expect(query("itemUniqueId=1%3Cb%3E").reply().error).toEqual({
      itemUniqueId: [RETURN_FORM_MESSAGES.item],
    });
  });

  it("asks for at least one item, and a reason for each item chosen", () => {
    const none = flow([
      ["step", "SELECT_RETURN_ITEMS"],
      ["lines[0].itemUniqueId", "11"],
      ["lines[0].reason", "too-small"],
    ]);
    expect(none.reply().error).toEqual({ lines: [RETURN_FORM_MESSAGES.items] });
    const noReason = flow([
      ["step", "SELECT_RETURN_ITEMS"],
      ["lines[0].itemUniqueId", "11"],
      ["lines[0].selected", "on"],
      ["lines[1].itemUniqueId", "12"],
    ]);
    expect(noReason.reply().error).toEqual({ "lines[0].reason": [RETURN_FORM_MESSAGES.reason] });
    const chosen = flow([
      ["step", "SELECT_RETURN_ITEMS"],
      ["lines[0].itemUniqueId", "11"],
      ["lines[0].selected", "on"],
      ["lines[0].reason", "too-small"],
      ["lines[1].itemUniqueId", "12"],
      ["lines[1].reason", "defective"],
    ]);
    if (chosen.status !== "success") throw new Error("expected the items to be taken");
    expect(chosenLines(chosen.value)).toEqual([{ itemUniqueId: "11", reason: "too-small" }]);
  });

  it("asks how the box travels from the transport step on, one of spec 2's label types", () => {
    const base: [string, string][] = [
      ["lines[0].itemUniqueId", "11"],
      ["lines[0].selected", "on"],
      ["lines[0].reason", "too-small"],
    ];
    expect(flow([["step", "SELECT_TRANSPORT"], ...base]).reply().error).toEqual({
      labelType: [RETURN_FORM_MESSAGES.labelType],
    });
    expect(flow([["step", "REVIEW"], ["labelType", "CARRIER_PIGEON"], ...base]).reply().error).toEqual({
      labelType: [RETURN_FORM_MESSAGES.labelType],
    });
    expect(flow([["step", "REVIEW"], ["labelType", "UPS_PICKUP"], ...base])).toMatchObject({
      status: "success",
      value: { step: "REVIEW", labelType: "UPS_PICKUP" },
    });
  });

  it("calls off at least one of a return's items, by contract id", () => {
    const cancel = (pairs: [string, string][]) => parseWithZod(form(pairs), { schema: CancelReturnForm });
    expect(cancel([]).reply().error).toEqual({ contractIds: [RETURN_FORM_MESSAGES.contracts] });
    expect(cancel([["contractIds", "12"]]).status).toBe("error");
    expect(cancel([["contractIds", "123456789001"]])).toMatchObject({
      status: "success",
      value: { contractIds: ["123456789001"] },
    });
  });
});
