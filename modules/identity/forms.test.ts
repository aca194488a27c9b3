import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { AccountDeletionForm, FORM_MESSAGES, ResetPasswordForm, SignInForm } from "./forms.ts";
import { MESSAGES } from "./validation.ts";

/** A form as a browser posts it. */
const form = (fields: Record<string, string>) => new URLSearchParams(fields);

describe("the account forms' schemas", () => {
  it("sign-in: the address check's words for a missing or malformed email, a word for a missing password", () => {
    const empty = parseWithZod(form({ email: "", password: "" }), { schema: SignInForm });
    expect(empty.status).toBe("error");
    expect(empty.status === "error" && empty.error).toEqual({
      email: [MESSAGES.email],
      password: [FORM_MESSAGES.passwordRequired],
    });
    const malformed = parseWithZod(form({ email: "ann@example", password: "x" }), { schema: SignInForm });
    expect(malformed.status === "error" && malformed.error).toEqual({ email: [MESSAGES.email] });
  });

  it("sign-in: takes a trimmed email, the password as typed and the return path", () => {
    const ok = parseWithZod(form({ email: " ann@example.com ", password: " pass ", redirect: "/cart" }), {
      schema: SignInForm,
    });
    expect(ok.status === "success" && ok.value).toEqual({
      email: "ann@example.com",
      password: " pass ",
      redirect: "/cart",
    });
  });

  it("reset: the length rule on the password, the match on its copy", () => {
    const short = parseWithZod(form({ password: "short", confirm: "short" }), { schema: ResetPasswordForm });
    expect(short.status === "error" && short.error).toEqual({ password: [MESSAGES.passwordShort] });
    const differ = parseWithZod(form({ password: "long enough 1", confirm: "long enough 2" }), {
      schema: ResetPasswordForm,
    });
    expect(differ.status === "error" && differ.error).toEqual({ confirm: [FORM_MESSAGES.passwordsDiffer] });
  });

  it("account deletion: only a checked box ('yes') passes", () => {
    const unchecked: Record<string, string>[] = [{}, { confirm: "on" }, { confirm: "" }];
    for (const fields of unchecked) {
      const refused = parseWithZod(form(fields), { schema: AccountDeletionForm });
      expect(refused.status === "error" && refused.error).toEqual({
        confirm: [FORM_MESSAGES.confirmDeletion],
      });
    }
    expect(parseWithZod(form({ confirm: "yes" }), { schema: AccountDeletionForm }).status).toBe("success");
  });
});
