import { z } from "zod";

/** A saved card's id in a path or a form: digits only. */
export const CARD_ID = /^\d{1,15}$/;

/** A held card's handle as a form carries it (held-cards.server.ts: a verified card awaiting its address). */
export const HELD_CARD_HANDLE = /^[0-9a-f]{32}$/;

/** POST /payments: make a card the default, or delete it. */
export const CardListForm = z.object({
  intent: z.enum(["default", "delete"]),
  paymentInstrumentId: z.string().regex(CARD_ID),
});
