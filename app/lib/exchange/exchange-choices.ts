import type { ExchangeChoice } from "../../../modules/returns/index.server.ts";

/**
 * What the exchange page offers, from the module's choices (exchangeChoices: in stock, not the item
 * itself, another colour only when not dearer): the colours in stock, the item's first, and the
 * sizes and widths of the one colour shown. Pure.
 */

/** The words beside a size that cannot be chosen (ours; the spec gives none). */
export const CHOICE_NOTES = {
  outOfStock: "Out of stock",
  current: "Your size now",
} as const;

/** A size (and width) of one colour, as a radio of the exchange form. */
export interface SizeChoice {
  stockId: string;
  size: string;
  width: string | null;
  available: boolean;
  /** Why it cannot be chosen (out of stock, the item's own size); null when it can. */
  note: string | null;
}

export interface ColourChoices {
  styleId: number;
  color: string;
  choices: SizeChoice[];
}

/** A colour the shopper may pick: one with a size to choose (or the one already chosen). */
export interface ColourOption {
  styleId: number;
  color: string;
}

export interface OfferedChoices {
  /** The colours in stock (and the chosen one, whatever it has left), the item's own first. */
  colours: ColourOption[];
  /** The colour shown, with its sizes and widths; null when no colour has a size to choose. */
  chosen: ColourChoices | null;
  /** Colours not offered: in stock, but dearer now than what was paid (the module's rule). */
  dearerColours: string[];
}

/** Why a choice is not available: the item's own size, none on hand, or (else) a dearer colour. */
function noteOf(choice: ExchangeChoice, itemStockId: number): string | null | "dearer" {
  if (choice.available) return null;
  if (choice.stockId === itemStockId) return CHOICE_NOTES.current;
  if (choice.onHand <= 0) return CHOICE_NOTES.outOfStock;
  return "dearer";
}

type Grouped = ColourChoices & { dearer: boolean };

/** The choices grouped by colour, the item's own first; dearer sizes left out (and marked). */
function groupByColour(choices: readonly ExchangeChoice[], item: { stockId: number; styleId: number }) {
  const byStyle = new Map<number, Grouped>();
  for (const choice of choices) {
    const colour = byStyle.get(choice.styleId) ?? {
      styleId: choice.styleId,
      color: choice.color,
      choices: [],
      dearer: false,
    };
    byStyle.set(choice.styleId, colour);
    const note = noteOf(choice, item.stockId);
    if (note === "dearer") {
      colour.dearer = true;
      continue;
    }
    colour.choices.push({
      stockId: String(choice.stockId),
      size: choice.size,
      width: choice.width,
      available: choice.available,
      note,
    });
  }
  return [...byStyle.values()].sort(
    (a, b) => Number(b.styleId === item.styleId) - Number(a.styleId === item.styleId),
  );
}

/** What the shopper asked to see: a colour (its button), or the size already chosen (its colour). */
export interface WantedColour {
  styleId?: number | null;
  stockId?: string | null;
}

/**
 * The colours to pick from and the sizes of the one shown (issue 30: a page of every size of every
 * colour was thousands of pixels long). A colour is offered when it has a size to choose; a colour
 * sold out in every size, or only dearer than what was paid, is not (dearer ones are named apart).
 * The colour shown: the one asked for if offered, else the chosen size's (kept even if it sold out
 * meanwhile, so a refused size shows as it is now), else the item's own if offered, else the first.
 */
export function offeredChoices(
  choices: readonly ExchangeChoice[],
  item: { stockId: number; styleId: number },
  wanted: WantedColour = {},
): OfferedChoices {
  const all = groupByColour(choices, item);
  const inStock = all.filter((colour) => colour.choices.some((choice) => choice.available));
  const ofSize = all.find((colour) => colour.choices.some((choice) => choice.stockId === wanted.stockId));
  const chosen =
    inStock.find((colour) => colour.styleId === wanted.styleId) ??
    ofSize ??
    inStock.find((colour) => colour.styleId === item.styleId) ??
    inStock[0] ??
    null;
  const offered = all.filter((colour) => inStock.includes(colour) || colour === chosen);
  return {
    colours: offered.map(({ styleId, color }) => ({ styleId, color })),
    chosen: chosen && { styleId: chosen.styleId, color: chosen.color, choices: chosen.choices },
    dearerColours: all
      .filter((colour) => colour.dearer && !colour.choices.some((choice) => choice.available))
      .map((colour) => colour.color),
  };
}

/** A size's words: '9.5' or '9.5, Wide (D)'. */
export const sizeWords = (choice: { size: string; width: string | null }) =>
  choice.width ? `${choice.size}, ${choice.width}` : choice.size;
