import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_RETURN_PATH_LENGTH, safeReturnPath } from "./return-path.ts";

const STORE = "http://store.example";
const HOSTS = ["store.example", "www.store.example", "sister.example"];
const sanitise = (target: string) => safeReturnPath(target, HOSTS);

/** The property every answer has: a path with one leading slash that a browser resolves to the store itself. */
function staysOnStore(out: string): boolean {
  if (!out.startsWith("/") || out.startsWith("//") || out.includes("\\")) return false;
  return (
    new URL(out, STORE).origin === STORE &&
    new URL(out, "https://store.example:8443").host === "store.example:8443"
  );
}

/**
 * Known open-redirect bypasses, from filter-evasion lists and published advisories: each one
 * leaves a site whose check is naive (starts with '/', contains the host, parses with URL...).
 */
const BYPASSES = [
  // The issue's own: an absolute URL on the store whose path is protocol-relative.
  "http://store.example//evil.example",
  "http://store.example//evil.example/path?q=1#x",
  "https://store.example///evil.example",
  "http://store.example/..//evil.example",
  "http://store.example/%2e%2e//evil.example",
  // Protocol-relative and its disguises.
  "//evil.example",
  "///evil.example",
  "////evil.example",
  " //evil.example",
  "\u00a0//evil.example",
  "/.//evil.example",
  "/..//evil.example",
  "/./..//evil.example",
  "/%2e%2e//evil.example",
  // Backslashes (browsers read `\` as `/` in http URLs).
  "/\\evil.example",
  "\\\\evil.example",
  "\\/evil.example",
  "/\\/evil.example",
  "http://store.example\\@evil.example",
  "http:\\\\evil.example",
  // Encoded slashes and backslashes, once and twice (a proxy or a second redirect decodes them).
  "/%2f%2fevil.example",
  "/%2F%2Fevil.example",
  "/%2fevil.example",
  "/%5cevil.example",
  "/%5Cevil.example",
  "/%252f%252fevil.example",
  "/%25252f%25252fevil.example",
  "%2f%2fevil.example",
  // Tabs, newlines and other control characters, which browsers strip inside URLs.
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r/evil.example",
  "/\r\nLocation: http://evil.example",
  "/%09/evil.example",
  "/%0a/evil.example",
  "/%0d%0aSet-Cookie:x=1",
  "/\u0000/evil.example",
  "/%00/evil.example",
  // Escapes that are not UTF-8 are read byte by byte, so a C1 control byte among them still counts.
  "/%E0%80%AF/evil.example",
  "/%C5%81%ZZ%0a/evil.example",
  "/%C5%2f%85/evil.example",
  "/\u007f/evil.example",
  "/\u0085/evil.example",
  "java\tscript:alert(1)",
  // Other schemes, and http(s) without its slashes.
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  " javascript:alert(1)",
  "javascript://store.example/%0aalert(1)",
  "data:text/html,<script>alert(1)</script>",
  "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
  "vbscript:msgbox(1)",
  "file:///etc/passwd",
  "ftp://store.example/",
  "blob:http://store.example/uuid",
  "https:evil.example",
  "https:/evil.example",
  "http:evil.example",
  "http:/\\evil.example",
  "http:///evil.example",
  // User names and passwords: the host is after the @.
  "http://store.example@evil.example/",
  "http://store.example:80@evil.example/",
  "https://evil.example@store.example/",
  "http://user:pass@store.example/",
  "http://store.example%40evil.example/",
  // Other hosts that look like the store's.
  "https://evil.example/",
  "https://evil.example/store.example",
  "https://store.example.evil.example/",
  "https://evilstore.example/",
  "https://store.example%2eevil.example/",
  "https://sub.store.example/",
  "https://store.example./",
  "https://xn--stre-5qa.example/",
  "https://store。example/",
  "https://evil.example\\.store.example/",
  "https://evil.example?.store.example/",
  "https://[::1]/",
  "https://127.0.0.1/",
  "https://2130706433/",
  // Not a URL at all, or far too long.
  "evil.example",
  "evil.example/path",
  "@evil.example",
  ".evil.example",
  `/${"a".repeat(MAX_RETURN_PATH_LENGTH)}`,
  `http://store.example/${"a".repeat(MAX_RETURN_PATH_LENGTH)}`,
];

describe("safeReturnPath: the one redirect sanitiser (spec 2 section 5, spec 3 section 4)", () => {
  it("keeps paths of this site, with their query and fragment", () => {
    for (const path of [
      "/",
      "/cart",
      "/account/favorites?x=1",
      "/search/boots?heartOnLoad=7001&x=1",
      "/p/trail-runner/product/123/color/4",
      "/search?term=a%2Fb",
      "/account#orders",
      "/next?to=//evil.example",
    ]) {
      expect(sanitise(path), path).toBe(path);
    }
  });

  it("keeps an absolute URL on one of the store's hosts (the sister marketplace's too), as its path", () => {
    expect(sanitise("https://store.example/cart")).toBe("/cart");
    expect(sanitise("HTTP://STORE.EXAMPLE:3000/account?x=1#y")).toBe("/account?x=1#y");
    expect(sanitise("https://www.store.example")).toBe("/");
    expect(sanitise("https://sister.example/brands")).toBe("/brands");
    // What follows the store's host in a fragment is only a fragment.
    expect(sanitise("https://store.example#@evil.example")).toBe("/#@evil.example");
  });

  it("normalises as a browser reads it: dot segments resolved, unsafe characters encoded", () => {
    expect(sanitise("/a/../cart")).toBe("/cart");
    expect(sanitise("/search/red shoes")).toBe("/search/red%20shoes");
    expect(sanitise("/search/é")).toBe("/search/%C3%A9");
    expect(sanitise("  /cart  ")).toBe("/cart");
  });

  it("keeps honest paths with letters beyond ASCII, as a browser sends them (UTF-8, percent-encoded)", () => {
    for (const path of [
      "/search/%C5%81%C3%B3d%C5%BA", // Łódź
      "/b/%C3%96k%C3%B6", // Ökö
      "/search/%E2%82%AC", // €
      "/search/%E2%82%AC?term=%C5%81%C3%B3d%C5%BA#%C3%A9",
      "/search/%25C5%2581", // Ł encoded twice
      "/search/na%C3%AFve%20caf%C3%A9/%2541", // a valid run, an escaped percent
    ]) {
      expect(sanitise(path), path).toBe(path);
    }
    expect(sanitise("/search/Łódź")).toBe("/search/%C5%81%C3%B3d%C5%BA");
    expect(sanitise("https://store.example/b/%C3%96k%C3%B6")).toBe("/b/%C3%96k%C3%B6");
  });

  it("still refuses characters no honest path holds once those UTF-8 escapes are decoded", () => {
    for (const hostile of [
      "/%C2%85/evil.example", // NEL (C1), in UTF-8
      "/%C2%9B/evil.example", // CSI (C1), in UTF-8
      "/%C5%81%0a/evil.example", // a newline after a letter
      "/%C5%81%5cevil.example", // a backslash after a letter
      "/%25C2%2585/evil.example", // NEL, encoded twice
    ]) {
      expect(sanitise(hostile), hostile).toBe("/");
    }
  });

  it("goes home for nothing at all", () => {
    for (const nothing of [null, undefined, "", "   "]) expect(safeReturnPath(nothing, HOSTS)).toBe("/");
  });

  it.each(BYPASSES)("refuses the known bypass %j", (bypass) => {
    const out = sanitise(bypass);
    expect(out).toBe("/");
  });

  it("trusts no host when none is configured", () => {
    expect(safeReturnPath("https://store.example/cart")).toBe("/");
  });
});

describe("safeReturnPath: properties", () => {
  /** Strings built from the pieces that bypasses are made of, so the search reaches the tricky corners. */
  const piece = fc.constantFrom(
    "/",
    "//",
    "\\",
    "%2f",
    "%2F",
    "%5c",
    "%25",
    "%",
    ".",
    "..",
    "@",
    ":",
    "?",
    "#",
    "\t",
    "\n",
    "\u0000",
    " ",
    "http:",
    "https:",
    "javascript:",
    "store.example",
    "evil.example",
    "sister.example",
    "a",
    "é",
    "\u3002",
    "\uff0f",
  );
  const tricky = fc.array(piece, { maxLength: 12 }).map((parts) => parts.join(""));
  const onStore = fc
    .tuple(
      fc.constantFrom("http://store.example", "HTTPS://www.store.example:8443", "http://sister.example"),
      tricky,
    )
    .map(([origin, rest]) => `${origin}${rest}`);
  const target = fc.oneof(
    tricky,
    onStore,
    fc.string({ unit: "binary" }),
    fc.webUrl({ withQueryParameters: true, withFragments: true }),
    fc.webPath(),
  );

  it("always answers a path that a browser resolves to the store itself", () => {
    fc.assert(
      fc.property(target, (input) => {
        const out = sanitise(input);
        expect(staysOnStore(out), `${JSON.stringify(input)} -> ${out}`).toBe(true);
      }),
      { numRuns: 5000 },
    );
  });

  it("is idempotent: a sanitised path is kept as it is", () => {
    fc.assert(
      fc.property(target, (input) => {
        const out = sanitise(input);
        expect(sanitise(out)).toBe(out);
      }),
      { numRuns: 2000 },
    );
  });

  it("keeps every plain path of the store", () => {
    fc.assert(
      fc.property(fc.webPath(), fc.webQueryParameters(), (path, query) => {
        const plain = `/${path.replace(/^\/+/, "")}${query ? `?${query}` : ""}`;
        fc.pre(!/[\\%]/.test(plain) && !plain.includes("/./") && !plain.includes("/../"));
        const parsed = new URL(plain, STORE);
        expect(sanitise(plain)).toBe(`${parsed.pathname}${parsed.search}`);
      }),
    );
  });
});
