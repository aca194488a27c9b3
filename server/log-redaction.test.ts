import { describe, expect, it } from "vitest";
import { maskEmails, redactLogValue, redactUrl, safeError, scrubText } from "./log-redaction.ts";

describe("log redaction", () => {
  it("masks every email to its first letter and domain", () => {
    expect(maskEmails("from jane.doe@example.com to Bob+x@shop.example.org.")).toBe(
      "from j***@example.com to B***@shop.example.org.",
    );
  });

  it("masks emails with letters beyond ASCII, in the name and in the domain", () => {
    expect(maskEmails("to jané@example.com and ann@münchen.de.")).toBe(
      "to j***@example.com and a***@münchen.de.",
    );
    expect(maskEmails("Émile.Zoë@exämple.fr")).toBe("É***@exämple.fr");
    expect(maskEmails("δοκιμή@παράδειγμα.δοκιμή")).toBe("δ***@παράδειγμα.δοκιμή");
    expect(maskEmails("用户@例子.广告")).toBe("用***@例子.广告");
    // A decomposed letter (e and a combining accent) stays one letter.
    expect(maskEmails("rene\u0301e@example.com")).toBe("r***@example.com");
    // Nothing of the name is left unmasked, even after dots.
    expect(maskEmails(".jane@example.com")).toBe(".***@example.com");
    expect(maskEmails("\u0301jane@example.com")).toBe("\u0301***@example.com");
  });

  it("masks the mailer's recipient with letters beyond ASCII", () => {
    expect(redactLogValue({ to: "jané@example.com", subject: "Reset" })).toEqual({
      to: "j***@example.com",
      subject: "Reset",
    });
  });

  it("keeps text without emails, hashes or tokens as it is", () => {
    const path = "/p/womens-leather-chelsea-boot-black/product/1000022/color/3";
    expect(scrubText(path)).toBe(path);
  });

  it("removes card numbers from any text and card fields by key", () => {
    expect(scrubText("card 4242424242424242 declined")).toBe("card [redacted] declined");
    expect(scrubText("card 4242 4242 4242 4242, 3782-822463-10005")).toBe("card [redacted], [redacted]");
    // Runs that fail the check digit (most order ids, product ids) stay.
    expect(scrubText("order 4242424242424241 and product 1000022")).toBe(
      "order 4242424242424241 and product 1000022",
    );
    expect(
      redactLogValue({ cc: "4000 0000 0000 0002", cvv: "123", addCreditCardNumber: "x", last4: "4242" }),
    ).toEqual({
      cc: "[redacted]",
      cvv: "[redacted]",
      addCreditCardNumber: "[redacted]",
      last4: "4242",
    });
  });

  it("removes argon2 hashes and secret query values", () => {
    expect(scrubText("hash $argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA end")).toBe("hash [redacted] end");
    expect(scrubText("/reset-password?token=abc&next=/account")).toBe(
      "/reset-password?token=[redacted]&next=/account",
    );
  });

  it("removes long random words from error texts only", () => {
    const token = "Vt3xQ9kLmP2sR7wY4zA1bC6dE8fG0hJ5nK_-uW3yZ1a";
    expect(scrubText(`token ${token}`, { tokens: true })).toBe("token [redacted]");
    expect(scrubText(`token ${token}`)).toBe(`token ${token}`);
  });

  it("handles long runs of email or token characters in one pass", () => {
    const run = "a".repeat(100_000);
    expect(maskEmails(run)).toBe(run);
    expect(scrubText(`${run}@`, { tokens: true })).toBe("[redacted]@");
    const letters = "é".repeat(100_000);
    expect(maskEmails(letters)).toBe(letters);
    expect(maskEmails(`${letters}@`)).toBe(`${letters}@`);
    expect(maskEmails(`a@${letters}`)).toBe(`a@${letters}`);
    expect(maskEmails("é@".repeat(50_000))).toBe("é@".repeat(50_000));
    expect(maskEmails(`a@b${".ü".repeat(50_000)}`)).toBe(`a***@b${".ü".repeat(50_000)}`);
  });

  it("redacts every token in a URL: by its place, its parameter's name or its look, and keeps the rest", () => {
    const hex = "0123456789abcdef".repeat(4);
    expect(redactUrl(`/subscriptions/email/${hex}`)).toBe("/subscriptions/email/[redacted]");
    expect(redactUrl("/MARTY/subscriptions/confirm/short")).toBe("/MARTY/subscriptions/confirm/[redacted]");
    expect(redactUrl("/favorites/abc123")).toBe("/favorites/[redacted]");
    expect(redactUrl(`https://shop.example/x/${hex}/y?page=2`)).toBe(
      "https://shop.example/x/[redacted]/y?page=2",
    );
    expect(redactUrl("/reset-password?token=abc&x=1#frag")).toBe("/reset-password?token=[redacted]&x=1");
    expect(redactUrl("/cb?code=c&state=s&emailToken=e")).toBe(
      "/cb?code=[redacted]&state=[redacted]&emailToken=[redacted]",
    );
    expect(redactUrl("/search?q=jane.doe@example.com")).toBe("/search?q=j***@example.com");
    expect(redactUrl("/p/mens-trail-running-shoe-in-black-and-white/product/12")).toBe(
      "/p/mens-trail-running-shoe-in-black-and-white/product/12",
    );
    expect(redactUrl("/subscriptions/email")).toBe("/subscriptions/email");
  });

  it("redacts the URL of any field that names one", () => {
    expect(redactLogValue({ path: "/subscriptions/email/t0k3n", url: "http://h/favorites/abc" })).toEqual({
      path: "/subscriptions/email/[redacted]",
      url: "http://h/favorites/[redacted]",
    });
  });

  it("drops secrets by key at any depth, headers included", () => {
    expect(
      redactLogValue({
        headers: new Headers({ cookie: "a=b", "x-uuid": "abc" }),
        nested: [{ passwordHash: "x", name: "Jane" }],
      }),
    ).toEqual({
      headers: { cookie: "[redacted]", "x-uuid": "abc" },
      nested: [{ passwordHash: "[redacted]", name: "Jane" }],
    });
  });

  it("keeps what failed of a database error and drops its values", () => {
    const cause = Object.assign(new Error("insert or update violates foreign key constraint"), {
      code: "23503",
      table: "password_resets",
      constraint: "password_resets_customer_id_fk",
      detail: 'Key (customer_id)=(42) is not present in table "customers".',
      where: "SQL statement with jane@example.com",
    });
    const error = Object.assign(new Error("Failed query: insert into password_resets\nparams: secret,42"), {
      params: ["secret", 42],
      cause,
    });
    const safe = safeError(error);
    expect(safe).toMatchObject({ message: "Failed query: insert into password_resets", paramCount: 2 });
    expect(safe.cause).toMatchObject({
      code: "23503",
      table: "password_resets",
      detail: 'Key (customer_id)=([redacted]) is not present in table "customers".',
    });
    expect(JSON.stringify(safe)).not.toMatch(/secret|jane/);
  });

  it("hides the whole row of a failing-row detail", () => {
    const error = Object.assign(new Error("null value in column"), {
      detail: "Failing row contains (1, jane@example.com, null).",
    });
    expect(safeError(error).detail).toBe("Failing row contains ([redacted]).");
  });
});
