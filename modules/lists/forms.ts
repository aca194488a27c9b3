import { z } from "zod";
import { parseCatalogId } from "../catalog/index.ts";
import { DEFAULT_LIST_ID, isListId, LIST_ERRORS, listNameProblem } from "./rules.ts";

/**
 * The favorites pages' forms (spec 3, "Favorites"), one schema with an intent: create, share and
 * delete a list, add (a heart without JavaScript) and remove an item. Pure, for the server and the
 * browser alike.
 */

export const LIST_FORM_MESSAGES = {
  notUnderstood: "Sorry, we could not understand that change to your lists.",
  nameRequired: "Please give the list a name.",
} as const;

/** Hidden fields the page wrote: a wrong one is a tampered or stale form, not a shopper's typo. */
const listId = z
  .string()
  .default(DEFAULT_LIST_ID)
  .refine(isListId, { error: LIST_FORM_MESSAGES.notUnderstood });

/** A style id: digits within the catalogue's ids. */
const itemId = z.string({ error: LIST_ERRORS["item.not.found"] }).transform((text, context) => {
  const id = parseCatalogId(text);
  if (id === null) context.addIssue({ code: "custom", message: LIST_ERRORS["item.not.found"] });
  return id ?? z.NEVER;
});

const listName = z.string({ error: LIST_FORM_MESSAGES.nameRequired }).superRefine((name, context) => {
  const problem = listNameProblem(name);
  if (problem) context.addIssue({ code: "custom", message: problem });
});

export const ListForm = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("create"), name: listName }),
    z.object({ intent: z.literal("share"), listId }),
    z.object({ intent: z.literal("delete"), listId }),
    z.object({
      intent: z.enum(["add", "remove"]),
      listId,
      itemId,
      /** Where to go back to; sanitised by the page before use. */
      returnTo: z.string().optional(),
    }),
  ],
  { error: LIST_FORM_MESSAGES.notUnderstood },
);

/** The create-list form alone, for the browser's check of the name. */
export const CreateListForm = ListForm.options[0];
