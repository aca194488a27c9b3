import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { CancelItemsForm, ORDER_FORM_MESSAGES, OrderHistoryQuery, UpdatePaymentForm } from "./forms.ts";

const query = (text: string) => parseWithZod(new URLSearchParams(text), { schema: OrderHistoryQuery });
const form = (pairs: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of pairs) data.append(name, value);
  return data;
};

describe("the order history's query", () => {
  it("takes nothing, or a search, a date range and a page", () => {
    expect(query("")).toMatchObject({ status: "success", value: {} });
    expect(query("search=&from=&to=")).toMatchObject({ status: "success", value: {} });
    expect(query("search=+trail+boot+&from=2026-03-01&to=2026-03-31&page=2")).toMatchObject({
      status: "success",
      value: { search: "trail boot", from: "2026-03-01", to: "2026-03-31", page: 2 },
    });
    expect(query("from=2026-03-05&to=2026-03-05")).toMatchObject({ status: "success" });
  });

  it("refuses a date that is not a calendar day, with the words on its field", () => {
    for (const bad of ["2026-02-30", "03/10/2026", "yesterday", "2026-03-10T00:00"]) {
      const result = query(`from=${encodeURIComponent(bad)}`);
      expect(result.status).toBe("error");
      expect(result.reply().error).toEqual({ from: [ORDER_FORM_MESSAGES.date] });
    }
  });

  it("refuses an end before the start, on the end", () => {
    expect(query("from=2026-03-10&to=2026-03-01").reply().error).toEqual({ to: [ORDER_FORM_MESSAGES.range] });
  });

  it("refuses a search that is too long and a page that is not a whole number from 1", () => {
    expect(query(`search=${"a".repeat(101)}`).reply().error).toEqual({
      search: [ORDER_FORM_MESSAGES.search],
    });
    for (const page of ["0", "-1", "abc", "1.5", "1e3", "1234567", " 2"]) {
      expect(query(`page=${encodeURIComponent(page)}`).reply().error).toEqual({
        page: [ORDER_FORM_MESSAGES.page],
      });
    }
    expect(query("page=1&page=2").status).toBe("error");
  });
});

describe("the cancel form", () => {
  it("takes one item or several, and one of the spec's five reasons", () => {
    expect(
      parseWithZod(
        form([
          ["items", "12345"],
          ["reason", "too-late"],
        ]),
        { schema: CancelItemsForm },
      ),
    ).toMatchObject({
      status: "success",
      value: { items: ["12345"], reason: "too-late" },
    });
    expect(
      parseWithZod(
        form([
          ["items", "1"],
          ["items", "2"],
          ["reason", "wrong-item"],
        ]),
        { schema: CancelItemsForm },
      ),
    ).toMatchObject({ status: "success", value: { items: ["1", "2"] } });
  });

  it("asks for an item and a reason, and refuses a reason or an id it does not know", () => {
    expect(parseWithZod(form([]), { schema: CancelItemsForm }).reply().error).toEqual({
      items: [ORDER_FORM_MESSAGES.items],
      reason: [ORDER_FORM_MESSAGES.reason],
    });
    expect(
      parseWithZod(
        form([
          ["items", "1"],
          ["reason", "because"],
        ]),
        { schema: CancelItemsForm },
      ).reply().error,
    ).toEqual({ reason: [ORDER_FORM_MESSAGES.reason] });
    const bad = parseWithZod(
      form([
        ["items", "1; drop"],
        ["reason", "no-reason"],
      ]),
      { schema: CancelItemsForm },
    );
    expect(bad.status).toBe("error");
  });
});

describe("the update payment form", () => {
  it("takes a saved card's id, and asks for one otherwise", () => {
    expect(parseWithZod(form([["paymentInstrumentId", "42"]]), { schema: UpdatePaymentForm }).status).toBe(
      "success",
    );
    expect(parseWithZod(form([]), { schema: UpdatePaymentForm }).reply().error).toEqual({
      paymentInstrumentId: [ORDER_FORM_MESSAGES.card],
    });
    expect(parseWithZod(form([["paymentInstrumentId", "x"]]), { schema: UpdatePaymentForm }).status).toBe(
      "error",
    );
  });
});
