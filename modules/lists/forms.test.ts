import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { LIST_FORM_MESSAGES, ListForm } from "./forms.ts";
import { DEFAULT_LIST_ID, LIST_ERRORS, MAX_LIST_NAME_LENGTH } from "./rules.ts";

const parse = (fields: Record<string, string>) =>
  parseWithZod(new URLSearchParams(fields), { schema: ListForm });

describe("the favorites forms' schema", () => {
  it("reads each intent with its fields, the heart list by default", () => {
    expect(parse({ intent: "create", name: "Trail days" })).toMatchObject({
      status: "success",
      value: { intent: "create", name: "Trail days" },
    });
    expect(parse({ intent: "remove", itemId: "3000042", returnTo: "/search/boots" })).toMatchObject({
      status: "success",
      value: { intent: "remove", listId: DEFAULT_LIST_ID, itemId: 3000042, returnTo: "/search/boots" },
    });
    expect(parse({ intent: "delete", listId: "abcdef123456" })).toMatchObject({
      status: "success",
      value: { intent: "delete", listId: "abcdef123456" },
    });
  });

  it("puts a list name's problem on the name field", () => {
    const blank = parse({ intent: "create", name: "  " });
    expect(blank.status === "error" && blank.error?.name).toEqual([LIST_FORM_MESSAGES.nameRequired]);
    const missing = parse({ intent: "create" });
    expect(missing.status === "error" && missing.error?.name).toEqual([LIST_FORM_MESSAGES.nameRequired]);
    const long = parse({ intent: "create", name: "x".repeat(MAX_LIST_NAME_LENGTH + 1) });
    expect(long.status === "error" && long.error?.name?.[0]).toContain(`${MAX_LIST_NAME_LENGTH} characters`);
  });

  it("refuses an item id that is not a style id, and an unknown intent or list id", () => {
    for (const itemId of ["", "0", "1e3", "12.0", " 12", "99999999999", "2147483648"]) {
      const refused = parse({ intent: "add", itemId });
      expect(refused.status === "error" && refused.error?.itemId, itemId).toEqual([
        LIST_ERRORS["item.not.found"],
      ]);
    }
    expect(parse({ intent: "rename", name: "x" }).status).toBe("error");
    const badList = parse({ intent: "share", listId: "../etc" });
    expect(badList.status === "error" && badList.error?.listId).toEqual([LIST_FORM_MESSAGES.notUnderstood]);
  });
});
