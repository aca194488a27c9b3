import { hasUnacceptableCharacter } from "../core/index.ts";

/**
 * The rules of favorites lists that the browser needs too (spec 1 and 3, "Heart list",
 * "Favorites (heart lists)"): ids, limits and the words of every refusal. Pure.
 */

/** Every customer's default list, the one hearts go to (spec 1 section 9). */
export const DEFAULT_LIST_ID = "h.";
/** The only list type there is (spec 3, "Collections": FAVORITES_LIST by default). */
export const FAVORITES_LIST = "FAVORITES_LIST";
export const LIST_TYPES = [FAVORITES_LIST] as const;
export type ListType = (typeof LIST_TYPES)[number];
/** The default list's name. */
export const DEFAULT_LIST_NAME = "Favorites";

/** Items one list holds at most; the heart count can pass 1000 and shows as 'Nk'. */
export const MAX_ITEMS_PER_LIST = 2000;
/** Lists one customer keeps at most, the default list included. */
export const MAX_LISTS_PER_CUSTOMER = 25;
export const MAX_LIST_NAME_LENGTH = 100;
/** Items per page of listItems: 50 unless asked, at most 100. */
export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 100;
/** Item ids one itemSubsetOnLists call may ask about. */
export const MAX_SUBSET_ITEMS = 100;

/** A list id the customer made: 12 lower-case letters and digits (no dot or underscore, which URLs refuse). */
const CREATED_LIST_ID = /^[a-z0-9]{12}$/;
/** A share token: 32 lower-case letters and digits (about 165 random bits). */
const SHARE_TOKEN = /^[a-z0-9]{32}$/;

export function isListId(value: string): boolean {
  return value === DEFAULT_LIST_ID || CREATED_LIST_ID.test(value);
}

export function isShareToken(value: string): boolean {
  return SHARE_TOKEN.test(value);
}

/** A list name as kept: trimmed, inner runs of white space as one space. */
export function cleanListName(name: string): string {
  return name.replace(/\s+/g, " ").trim();
}

/** Why a list name cannot be kept, or null when it can. */
export function listNameProblem(name: string): string | null {
  const clean = cleanListName(name);
  if (clean === "") return "Please give the list a name.";
  if (clean.length > MAX_LIST_NAME_LENGTH)
    return `A list name has at most ${MAX_LIST_NAME_LENGTH} characters.`;
  if (hasUnacceptableCharacter(name)) return "A list name cannot hold control characters.";
  return null;
}

/** The words of every refusal of the lists API (ids as the API answers them). */
export const LIST_ERRORS = {
  /** Spec 3 section 8: a 403 with this id and message sends the shopper to sign-in. */
  "customer.auth.required": "Customer not recognized",
  /** Spec 1 section 8, "list add". */
  "list.add.failed":
    "Uh oh, it looks like we encountered an error adding you to the list. This has been logged and we are working on a fix.",
  /** Spec 1 gives only the adding words; removing gets the same words about removing (issue 10). */
  "list.remove.failed":
    "Uh oh, it looks like we encountered an error removing this from the list. This has been logged and we are working on a fix.",
  "list.update.failed": "Sorry, something went wrong!",
  "list.not.found": "We could not find that list.",
  "item.not.found": "We could not find that item.",
  "list.full": `This list is full: a list holds at most ${MAX_ITEMS_PER_LIST.toLocaleString("en-US")} items. Remove some and try again.`,
  "list.limit.reached": `You already have ${MAX_LISTS_PER_CUSTOMER} lists, the most you can keep. Delete one and try again.`,
  "list.default.undeletable": "Your Favorites list cannot be deleted.",
} as const;
export type ListErrorId = keyof typeof LIST_ERRORS | "list.invalid.input";

/** The failure of a change that failed for no fault of the shopper's: its words say what failed, adding or removing. */
export function changeFailureId(
  change: "add" | "remove" | "other",
): "list.add.failed" | "list.remove.failed" | "list.update.failed" {
  if (change === "add") return "list.add.failed";
  return change === "remove" ? "list.remove.failed" : "list.update.failed";
}

/** The public address of a shared list. */
export function sharePath(shareToken: string): string {
  return `/favorites/${shareToken}`;
}

/** The owner's page of a list. */
export function listPath(listId: string): string {
  return `/account/favorites/${listId}`;
}
