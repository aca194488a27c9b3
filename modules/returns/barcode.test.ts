import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { code128Svg } from "./barcode.server.ts";

/*
 * The barcodes are read back as a scanner would: the bars' edges are taken from the SVG, turned into
 * module widths, matched against the Code 128 symbol table (ISO/IEC 15417), the checksum symbol is
 * checked, and code sets A, B and C are decoded. A bar out of place fails the test.
 */

/** Bar and space widths, in modules, of Code 128's symbol values 0 to 105 and (last) the stop symbol. */
// biome-ignore format: ten symbols a line, as the standard's table reads
const PATTERNS = [
  "212222", "222122", "222221", "121223", "121322", "131222", "122213", "122312", "132212", "221213",
  "221312", "231212", "112232", "122132", "122231", "113222", "123122", "123221", "223211", "221132",
  "221231", "213212", "223112", "312131", "311222", "321122", "321221", "312212", "322112", "322211",
  "212123", "212321", "232121", "111323", "131123", "131321", "112313", "132113", "132311", "211313",
  "231113", "231311", "112133", "112331", "132131", "113123", "113321", "133121", "313121", "211331",
  "231131", "213113", "213311", "213131", "311123", "311321", "331121", "312113", "312311", "332111",
  "314111", "221411", "431111", "111224", "111422", "121124", "121421", "141122", "141221", "112214",
  "112412", "122114", "122411", "142112", "142211", "241211", "221114", "413111", "241112", "134111",
  "111242", "121142", "121241", "114212", "124112", "124211", "411212", "421112", "421211", "212141",
  "214121", "412121", "111143", "111341", "131141", "114113", "114311", "411113", "411311", "113141",
  "114131", "311141", "411131", "211412", "211214", "211232", "2331112",
];

const STOP = PATTERNS.length - 1;
type CodeSet = "A" | "B" | "C";
const START_SETS = new Map<number, CodeSet>([
  [103, "A"],
  [104, "B"],
  [105, "C"],
]);
const [SHIFT, CODE_C, CODE_B, CODE_A] = [98, 99, 100, 101];

const LINE = /M([\d.]+) ([\d.]+)L([\d.]+) ([\d.]+)/g;

interface Bar {
  start: number;
  end: number;
}

/** The bars of an SVG drawn as vertical strokes (how bwip-js draws them), and its viewBox width. */
function barsOf(svg: string): { bars: Bar[]; width: number } {
  const viewBox = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg);
  if (!viewBox?.[1]) throw new Error("no viewBox");
  const width = Number(viewBox[1]);
  const elements = [...svg.matchAll(/<([a-zA-Z]+)\b/g)].map((match) => match[1]);
  if (elements.some((name) => name !== "svg" && name !== "path")) throw new Error(`drawn with ${elements}`);
  const bars: Bar[] = [];
  const extents = new Set<string>();
  for (const [, attributes = ""] of svg.matchAll(/<path\b([^>]*)>/g)) {
    const strokeWidth = Number(/stroke-width="([\d.]+)"/.exec(attributes)?.[1]);
    const d = /\bd="([^"]*)"/.exec(attributes)?.[1] ?? "";
    if (!(strokeWidth > 0)) throw new Error(`a path that is not a stroke: ${attributes.slice(0, 80)}`);
    if (d.replace(LINE, "").trim() !== "") throw new Error(`a path that is not straight lines: ${d}`);
    for (const [, x1 = "", y1 = "", x2 = "", y2 = ""] of d.matchAll(LINE)) {
      if (x1 !== x2) throw new Error(`a line that is not vertical: ${x1},${y1} to ${x2},${y2}`);
      extents.add(`${y1}-${y2}`);
      bars.push({ start: Number(x1) - strokeWidth / 2, end: Number(x1) + strokeWidth / 2 });
    }
  }
  // Every bar runs the full height: a short one would be text or a stray mark, not a bar.
  if (extents.size !== 1) throw new Error(`bars of different heights: ${[...extents]}`);
  return { bars: bars.sort((a, b) => a.start - b.start), width };
}

/** The symbol values between the start and the stop symbol, read from the bars' widths in modules. */
function symbolValues(svg: string): number[] {
  const { bars, width } = barsOf(svg);
  const first = bars[0];
  const last = bars.at(-1);
  if (!first || !last || (bars.length - 4) % 3 !== 0) throw new Error(`${bars.length} bars`);
  const symbols = (bars.length - 4) / 3;
  const module = (last.end - first.start) / (11 * symbols + 13);
  const toModules = (length: number) => {
    const modules = length / module;
    if (Math.abs(modules - Math.round(modules)) > 0.1) throw new Error(`a width of ${modules} modules`);
    return Math.round(modules);
  };
  expect(toModules(first.start), "quiet zone before").toBeGreaterThanOrEqual(10);
  expect(toModules(width - last.end), "quiet zone after").toBeGreaterThanOrEqual(10);
  const widths = bars.flatMap((bar, index) => {
    const next = bars[index + 1];
    const barWidth = toModules(bar.end - bar.start);
    return next ? [barWidth, toModules(next.start - bar.end)] : [barWidth];
  });
  // Six elements a symbol, then the stop symbol's seven.
  const patterns = Array.from({ length: symbols }, (_, index) => widths.slice(index * 6, index * 6 + 6));
  if (PATTERNS.indexOf(widths.slice(symbols * 6).join("")) !== STOP) throw new Error("no stop symbol");
  return patterns.map((pattern) => {
    const value = PATTERNS.indexOf(pattern.join(""));
    if (value < 0 || value === STOP) throw new Error(`no symbol has the widths ${pattern.join("")}`);
    return value;
  });
}

/** The text of a Code 128 symbol's values (start to checksum), after checking its checksum. */
function textOf(values: readonly number[]): string {
  const [start, ...rest] = values;
  const check = rest.pop();
  if (start === undefined || check === undefined) throw new Error("too few symbols");
  const sum = rest.reduce((total, value, index) => total + value * (index + 1), start);
  if (sum % 103 !== check) throw new Error(`checksum ${check}, expected ${sum % 103}`);
  let set = START_SETS.get(start);
  if (!set) throw new Error(`start symbol ${start}`);
  let shifted = false;
  let text = "";
  for (const value of rest) {
    const current: CodeSet = shifted ? (set === "A" ? "B" : "A") : set;
    shifted = false;
    if (current === "C") {
      if (value < 100) text += String(value).padStart(2, "0");
      else if (value === CODE_B) set = "B";
      else if (value === CODE_A) set = "A";
      else throw new Error(`symbol ${value} in code set C`);
    } else if (value < 64 || (current === "B" && value < 96)) text += String.fromCharCode(value + 32);
    else if (current === "A" && value < 96) text += String.fromCharCode(value - 64);
    else if (value === SHIFT) shifted = true;
    else if (value === CODE_C) set = "C";
    else if (value === (current === "A" ? CODE_B : CODE_A)) set = current === "A" ? "B" : "A";
    else throw new Error(`symbol ${value} (a function code) in code set ${current}`);
  }
  return text;
}

/** What a scanner reads from the SVG. */
function decodeCode128(svg: string): string {
  return textOf(symbolValues(svg));
}

const printableAscii = fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code));
const digit = fc.integer({ min: 0, max: 9 }).map(String);

describe("code128Svg", () => {
  it.each([
    "RMA-1234567890",
    "1ZAB12CD3456789012",
    "Return to Fleetfoot 42",
    " ",
    "0",
    "9".repeat(40),
    `<&"'>^\\~\`{|}`,
    " !\"#$%&'()*+,-./0123456789:;<=>?@ABCDEFG",
    "HIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmno",
    "pqrstuvwxyz{|}~",
  ])("draws a barcode that scans as %j", (text) => {
    expect(decodeCode128(code128Svg(text))).toBe(text);
  });

  it("draws barcodes that scan back for any 1 to 40 printable ASCII characters", () => {
    const text = fc.string({ unit: fc.oneof(printableAscii, digit), minLength: 1, maxLength: 40 });
    fc.assert(
      fc.property(text, (value) => decodeCode128(code128Svg(value)) === value),
      { numRuns: 150 },
    );
  });

  it("is an image with a name and a viewBox, the name escaped", () => {
    const svg = code128Svg('RMA-1<2>&"3');
    expect(svg).toMatch(/^<svg role="img" aria-label="Barcode RMA-1&lt;2&gt;&amp;&quot;3" /);
    expect(svg).toMatch(/viewBox="0 0 \d+ \d+"/);
    expect(svg.trim()).toMatch(/<\/svg>$/);
  });

  it.each([
    ["nothing", ""],
    ["41 characters", "A".repeat(41)],
    ["a character beyond ASCII", "RMA-12345é"],
    ["a NUL", "RMA-\u00001234"],
    ["a line break", "RMA-1\n234"],
    ["a DEL", "RMA-1\u007f"],
  ])("refuses %s", (_case, text) => {
    expect(() => code128Svg(text)).toThrow(/1 to 40 printable ASCII characters/);
  });
});

describe("the test's Code 128 reader", () => {
  it("has the standard's table: 107 distinct symbols of 11 modules (the stop 13), bars even", () => {
    expect(new Set(PATTERNS).size).toBe(107);
    for (const [value, pattern] of PATTERNS.entries()) {
      const widths = [...pattern].map(Number);
      const bars = widths.filter((_, index) => index % 2 === 0);
      expect(
        widths.reduce((a, b) => a + b),
        `symbol ${value}`,
      ).toBe(value === STOP ? 13 : 11);
      expect(bars.reduce((a, b) => a + b) % 2, `symbol ${value}`).toBe(0);
    }
  });

  it("refuses a barcode with one bar moved by a module", () => {
    const svg = code128Svg("RMA-1234567890");
    const moved = svg.replace(/M(\d+(?:\.\d+)?) /, (_, x) => `M${Number(x) + 1} `);
    expect(moved).not.toBe(svg);
    expect(() => decodeCode128(moved)).toThrow();
  });

  it("refuses a barcode whose checksum does not add up", () => {
    const values = symbolValues(code128Svg("RMA-12"));
    expect(textOf(values)).toBe("RMA-12");
    // R and M swapped: every symbol valid, the weighted sum wrong.
    const [start = 0, r = 0, m = 0, ...rest] = values;
    expect(() => textOf([start, m, r, ...rest])).toThrow(/checksum/);
  });
});
