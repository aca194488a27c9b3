import { type AppLoadContext, data, redirect } from "react-router";
import { isAppError, isDatabaseUnavailable } from "../../../modules/core/index.ts";
import { safeReturnPath } from "../../../modules/identity/index.ts";
import {
  addToList,
  createList,
  deleteList,
  findList,
  findSharedList,
  listLists,
  readListItems,
  removeFromList,
  shareList,
} from "../../../modules/lists/index.server.ts";
import {
  changeFailureId,
  DEFAULT_LIST_ID,
  FAVORITES_LIST,
  isListId,
  isShareToken,
  LIST_ERRORS,
  listNameProblem,
  listPath,
  sharePath,
} from "../../../modules/lists/index.ts";
import { allowedHosts, requireCustomer } from "../auth.server.ts";

function notFound(): never {
  throw data({ message: LIST_ERRORS["list.not.found"] }, { status: 404 });
}

/** A page token from the query: only digits, else the first page. */
function pageToken(request: Request): string | null {
  const token = new URL(request.url).searchParams.get("pageToken");
  return token && /^\d{1,18}$/.test(token) ? token : null;
}

/** /account/favorites ('Your Lists'): every list of the signed-in customer. */
export async function loadListsPage(request: Request, context: AppLoadContext) {
  const customer = await requireCustomer(request, context);
  return { lists: await listLists(context.db, customer.customerId) };
}

/** /account/favorites/{listId}: one list of the signed-in customer, a page of its items, and its share link. */
export async function loadListPage(request: Request, context: AppLoadContext, listId: string) {
  const customer = await requireCustomer(request, context);
  if (!isListId(listId)) notFound();
  try {
    const list = await findList(context.db, customer.customerId, listId);
    const page = await readListItems(context.db, customer.customerId, listId, {
      pageToken: pageToken(request),
    });
    const origin = new URL(request.url).origin;
    const shareUrl = list.shareToken ? `${origin}${sharePath(list.shareToken)}` : null;
    return { list, page, shareUrl };
  } catch (error) {
    if (isAppError(error) && error.status === 404) notFound();
    throw error;
  }
}

/** /favorites/{shareToken}: a shared list, read-only, for anyone with the link. */
export async function loadSharedListPage(request: Request, context: AppLoadContext, shareToken: string) {
  if (!isShareToken(shareToken)) notFound();
  const shared = await findSharedList(context.db, shareToken, { pageToken: pageToken(request) });
  if (!shared) notFound();
  return shared;
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

const INTENTS = ["add", "remove", "create", "share", "delete"] as const;
type Intent = (typeof INTENTS)[number];

function styleIdOf(form: FormData): number | null {
  const value = text(form, "itemId");
  return /^\d{1,10}$/.test(value) && Number(value) > 0 && Number(value) <= 2_147_483_647
    ? Number(value)
    : null;
}

/**
 * The favorites forms (they work without JavaScript): a heart's add and remove, and a list's
 * create, share and delete. Success goes back (303) to the page the form names (returnTo,
 * sanitised) or the list; a refusal answers its words with its status.
 */
export async function favoritesAction(request: Request, context: AppLoadContext) {
  const customer = await requireCustomer(request, context);
  const form = await request.formData();
  const intent = text(form, "intent");
  const listId = text(form, "listId") || DEFAULT_LIST_ID;
  if (!INTENTS.some((known) => known === intent) || !isListId(listId)) {
    return data({ error: "Sorry, we could not understand that change to your lists." }, { status: 400 });
  }
  const returnTo = text(form, "returnTo");
  const back = (fallback: string) =>
    redirect(returnTo ? safeReturnPath(returnTo, allowedHosts(context)) : fallback, 303);
  const { db } = context;
  try {
    switch (intent as Intent) {
      case "add":
      case "remove": {
        const itemId = styleIdOf(form);
        if (itemId === null) return data({ error: LIST_ERRORS["item.not.found"] }, { status: 400 });
        const item = { listId, itemId, subItemId: null };
        if (intent === "add")
          await addToList(db, customer.customerId, { ...item, merchantId: context.marketplace.merchantId });
        else await removeFromList(db, customer.customerId, item);
        return back(listPath(listId));
      }
      case "create": {
        const name = text(form, "name");
        const problem = listNameProblem(name);
        if (problem) return data({ error: problem }, { status: 400 });
        const list = await createList(db, customer.customerId, { type: FAVORITES_LIST, name });
        return redirect(listPath(list.listId), 303);
      }
      case "share":
        await shareList(db, customer.customerId, listId);
        return redirect(`${listPath(listId)}#share`, 303);
      case "delete":
        await deleteList(db, customer.customerId, listId);
        return redirect("/account/favorites", 303);
    }
  } catch (error) {
    // A database that cannot be reached answers 503 (the page or API error answer), not a failed change.
    if (isDatabaseUnavailable(error)) throw error;
    if (isAppError(error)) return data({ error: error.message }, { status: error.status });
    context.log.error({ err: error }, "favorites form failed");
    const failure = LIST_ERRORS[changeFailureId(intent === "add" || intent === "remove" ? intent : "other")];
    return data({ error: failure }, { status: 500 });
  }
  return data({ error: "Sorry, we could not understand that change to your lists." }, { status: 400 });
}
