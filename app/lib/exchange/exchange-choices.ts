import type { ExchangeChoice } from "../../../modules/returns/index.server.ts";

/**
 * What the exchange page offers, from the module's choices (exchangeChoices: in stock, not the item
 * itself, another colour only when not dearer): the item's colour first, then the others, each with
 * its sizes and widths. Pure.
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

export interface OfferedChoices {
  colours: ColourChoices[];
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

/**
 * The choices grouped by colour (the item's own first). Dearer sizes are left out; a colour with
 * nothing to choose but dearer sizes is named apart and not offered.
 */
export function offeredChoices(
  choices: readonly ExchangeChoice[],
  item: { stockId: number; styleId: number },
): OfferedChoices {
  const byStyle = new Map<number, ColourChoices & { dearer: boolean }>();
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
  const all = [...byStyle.values()].sort(
    (a, b) => Number(b.styleId === item.styleId) - Number(a.styleId === item.styleId),
  );
  const notOffered = (colour: (typeof all)[number]) =>
    colour.dearer && !colour.choices.some((choice) => choice.available);
  return {
    colours: all.filter((colour) => !notOffered(colour)).map(({ dearer: _dearer, ...colour }) => colour),
    dearerColours: all.filter(notOffered).map((colour) => colour.color),
  };
}

/** A size's words: '9.5' or '9.5, Wide (D)'. */
export const sizeWords = (choice: { size: string; width: string | null }) =>
  choice.width ? `${choice.size}, ${choice.width}` : choice.size;
