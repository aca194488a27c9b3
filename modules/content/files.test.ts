import { describe, expect, it } from "vitest";
import { parsePageFile, parseSlotsFile, splitFrontMatter } from "./files.server.ts";

describe("parsePageFile", () => {
  it("reads the front matter and turns the Markdown into sanitised HTML, placeholders kept", () => {
    const page = parsePageFile(
      "pages/gift-guide.md",
      "---\ntitle: Gift Guide\ndescription: Ideas from {{storeName}}\nlayout: landing\nmarketplaces: fleetfoot, 9am\npublished: false\n---\n# Ideas\n\nCall [us](tel:{{phoneNumber}}).<script>alert(1)</script>\n",
    );
    expect(page).toEqual({
      pageName: "gift-guide",
      title: "Gift Guide",
      description: "Ideas from {{storeName}}",
      pageLayout: "landing",
      marketplaces: ["fleetfoot", "9am"],
      published: false,
      bodyHtml: '<h2>Ideas</h2>\n<p>Call <a href="tel:{{phoneNumber}}">us</a>.</p>\n',
    });
  });

  it("defaults to a published help page for every marketplace", () => {
    const page = parsePageFile("pages/x.md", "---\ntitle: X\ndescription: Y\n---\nBody");
    expect(page).toMatchObject({ pageLayout: "help", published: true, marketplaces: null });
  });

  it.each([
    [
      "a file name that is no page name",
      "pages/Bad_Name.md",
      "---\ntitle: X\ndescription: Y\n---\n",
      /file name/,
    ],
    ["no front matter", "pages/x.md", "Body", /front matter/],
    ["an unclosed front matter", "pages/x.md", "---\ntitle: X\n", /closing/],
    ["no title", "pages/x.md", "---\ndescription: Y\n---\n", /title/],
    ["an unknown key", "pages/x.md", "---\ntitle: X\ndescription: Y\ncolour: red\n---\n", /colour/],
    ["an unknown layout", "pages/x.md", "---\ntitle: X\ndescription: Y\nlayout: fancy\n---\n", /layout/],
    ["a key given twice", "pages/x.md", "---\ntitle: X\ntitle: Z\ndescription: Y\n---\n", /twice/],
  ])("refuses %s, naming the file", (_, file, source, problem) => {
    expect(() => parsePageFile(file, source)).toThrow(problem);
    expect(() => parsePageFile(file, source)).toThrow(file);
  });
});

describe("splitFrontMatter", () => {
  it("keeps colons inside a value and skips comments", () => {
    expect(splitFrontMatter("f", "---\n# note\ntitle: A: B\n---\nbody").data).toEqual({ title: "A: B" });
  });
});

describe("parseSlotsFile", () => {
  const banner = { componentName: "banner", creativeID: "b1", heading: "Hi" };

  it("reads slots with their defaults, HTML blocks sanitised", () => {
    const slots = parseSlotsFile(
      "slots.json",
      JSON.stringify({
        slots: [
          { slotId: "a", pageName: "global", slotName: "promo-banner", fields: banner },
          {
            slotId: "b",
            searchTerm: " Boots ",
            slotName: "search-banner",
            fields: { componentName: "html", creativeID: "h", html: "<p onclick=x>Hi</p><script>1</script>" },
          },
        ],
      }),
    );
    expect(slots[0]).toMatchObject({
      pageName: "global",
      searchTerm: null,
      sortOrder: 0,
      published: true,
      marketplaces: null,
    });
    expect(slots[1]).toMatchObject({ pageName: null, searchTerm: "boots", fields: { html: "<p>Hi</p>" } });
  });

  it.each([
    ["not JSON", "{", /not JSON/],
    [
      "both a page and a search term",
      JSON.stringify({
        slots: [{ slotId: "a", pageName: "x", searchTerm: "y", slotName: "s", fields: banner }],
      }),
      /not both/,
    ],
    [
      "a javascript: link",
      JSON.stringify({
        slots: [
          {
            slotId: "a",
            pageName: "x",
            slotName: "s",
            fields: { ...banner, href: "javascript:alert(1)", linktext: "Go" },
          },
        ],
      }),
      /href/,
    ],
    [
      "a colour that is not hex",
      JSON.stringify({
        slots: [{ slotId: "a", pageName: "x", slotName: "s", fields: { ...banner, color: "red;x:url(y)" } }],
      }),
      /color/,
    ],
    [
      "a link text without a link",
      JSON.stringify({
        slots: [{ slotId: "a", pageName: "x", slotName: "s", fields: { ...banner, linktext: "Go" } }],
      }),
      /go together/,
    ],
    [
      "an unknown field",
      JSON.stringify({
        slots: [{ slotId: "a", pageName: "x", slotName: "s", fields: { ...banner, onclick: "x" } }],
      }),
      /onclick/,
    ],
    [
      "a slot given twice",
      JSON.stringify({
        slots: [
          { slotId: "a", pageName: "x", slotName: "s", fields: banner },
          { slotId: "a", pageName: "y", slotName: "s", fields: banner },
        ],
      }),
      /twice/,
    ],
  ])("refuses %s", (_, source, problem) => {
    expect(() => parseSlotsFile("slots.json", source)).toThrow(problem);
  });
});
