import { z } from "zod";

/** A saved card's id in a path or a form: digits only. */
export const CARD_ID = /^\d{1,15}$/;

/** POST /payments: make a card the default, or delete it. */
export const CardListForm = z.object({
  intent: z.enum(["default", "delete"]),
  paymentInstrumentId: z.string().regex(CARD_ID),
});
