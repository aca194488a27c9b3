import type { Submission, SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type AppLoadContext, data, redirect } from "react-router";
import { isAppError, isDatabaseUnavailable } from "../../../modules/core/index.ts";
import { safeReturnPath } from "../../../modules/identity/index.ts";
import { LIST_FORM_MESSAGES, ListForm } from "../../../modules/lists/forms.ts";
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
  FAVORITES_LIST,
  isListId,
  isShareToken,
  LIST_ERRORS,
  listPath,
  sharePath,
} from "../../../modules/lists/index.ts";
import { allowedHosts, currentCustomer, requireCustomer } from "../auth.server.ts";
import { heartSignInUrl } from "./heart-rules.ts";

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

/** What the favorites forms answer on a refusal: the create form's result, or the words for the page. */
export interface ListFormReply {
  /** The create-list form's lastResult (its name field's words, or why no list can be added). */
  createResult: SubmissionResult<string[]> | null;
  /** Why another change (remove, share, delete) was refused, shown above the page. */
  error: string | null;
}

function refuse(submission: Submission<unknown, string[], unknown>, status: number, message?: string) {
  if (submission.payload.intent === "create") {
    const result = message ? submission.reply({ formErrors: [message] }) : submission.reply();
    return data<ListFormReply>({ createResult: result, error: null }, { status });
  }
  const words =
    message ?? Object.values(submission.status === "error" ? (submission.error ?? {}) : {})[0]?.[0];
  return data<ListFormReply>(
    { createResult: null, error: words ?? LIST_FORM_MESSAGES.notUnderstood },
    { status },
  );
}

/**
 * The favorites forms (they work without JavaScript), parsed by one schema: a heart's add and
 * remove, and a list's create, share and delete. Success goes back (303) to the page the form
 * names (returnTo, sanitised) or the list; a refusal answers its words with its status.
 */
export async function favoritesAction(request: Request, context: AppLoadContext) {
  const submission = parseWithZod(await request.formData(), { schema: ListForm });
  const signedIn = await currentCustomer(context);
  if (!signedIn) {
    // A heart on a page shared by every visitor is this form for everyone (the page cannot know who
    // is signed in): a guest's goes to sign-in, which comes back to the page with heartOnLoad.
    const heart =
      submission.status === "success" && submission.value.intent === "add" ? submission.value : null;
    const back = heart?.returnTo ? safeReturnPath(heart.returnTo, allowedHosts(context)) : null;
    if (heart && back) {
      const target = new URL(back, "http://store.invalid");
      throw redirect(heartSignInUrl(heart.itemId, target.pathname, target.search), 303);
    }
  }
  const customer = signedIn ?? (await requireCustomer(request, context));
  if (submission.status !== "success") return refuse(submission, 400);
  const change = submission.value;
  const { db } = context;
  try {
    switch (change.intent) {
      case "add":
      case "remove": {
        const item = { listId: change.listId, itemId: change.itemId, subItemId: null };
        if (change.intent === "add")
          await addToList(db, customer.customerId, { ...item, merchantId: context.marketplace.merchantId });
        else await removeFromList(db, customer.customerId, item);
        const back = change.returnTo ? safeReturnPath(change.returnTo, allowedHosts(context)) : null;
        return redirect(back ?? listPath(change.listId), 303);
      }
      case "create": {
        const list = await createList(db, customer.customerId, { type: FAVORITES_LIST, name: change.name });
        return redirect(listPath(list.listId), 303);
      }
      case "share":
        await shareList(db, customer.customerId, change.listId);
        return redirect(`${listPath(change.listId)}#share`, 303);
      case "delete":
        await deleteList(db, customer.customerId, change.listId);
        return redirect("/account/favorites", 303);
    }
  } catch (error) {
    // A database that cannot be reached answers 503 (the page or API error answer), not a failed change.
    if (isDatabaseUnavailable(error)) throw error;
    if (isAppError(error)) return refuse(submission, error.status, error.message);
    context.log.error({ err: error }, "favorites form failed");
    const failure =
      LIST_ERRORS[
        changeFailureId(change.intent === "add" || change.intent === "remove" ? change.intent : "other")
      ];
    return refuse(submission, 500, failure);
  }
}
