import { parseWithZod } from "@conform-to/zod/v4";
import { type AppLoadContext, data, redirect } from "react-router";
import { isAppError } from "../../../modules/core/index.ts";
import {
  manageTokenHolder,
  readSubscriptions,
  updateSubscriptions,
} from "../../../modules/subscriptions/index.server.ts";
import { ManageSubscriptionsFormSchema } from "../../../modules/subscriptions/index.ts";
import { requireCustomer } from "../auth.server.ts";

type Params = { tokenTypeOrAction?: string; token?: string };

/**
 * Whose subscriptions the page opens: a token's holder (/subscriptions/{tokenType}/{token}, or
 * ?auth_token=), else the signed-in customer (a guest goes to sign-in). A token opens only its own
 * address; a forged or expired one opens nothing.
 */
async function whose(request: Request, params: Params, context: AppLoadContext) {
  const authToken = new URL(request.url).searchParams.get("auth_token");
  if (params.token !== undefined || authToken !== null) {
    const holder = await manageTokenHolder(
      context.db,
      params.tokenTypeOrAction ?? "email",
      (params.token ?? authToken ?? "").slice(0, 100),
      context.marketplace.subsiteId,
      context.now(),
    );
    return holder.email;
  }
  return (await requireCustomer(request, context)).email;
}

const refused = (error: unknown) => {
  if (!isAppError(error)) throw error;
  return data({ linkError: error.message, subscriptions: null, saved: false }, { status: error.status });
};

/** GET /subscriptions…: the address's subscriptions, and whether a change was just saved. */
export async function loadManagePage(request: Request, params: Params, context: AppLoadContext) {
  try {
    const email = await whose(request, params, context);
    const subscriptions = await readSubscriptions(context.db, email, context.marketplace.subsiteId);
    return { linkError: null, subscriptions, saved: new URL(request.url).searchParams.has("saved") };
  } catch (error) {
    return refused(error);
  }
}

/** POST /subscriptions…: the ticked boxes become the address's subscriptions; back to the page, saved. */
export async function manageAction(request: Request, params: Params, context: AppLoadContext) {
  let email: string;
  try {
    email = await whose(request, params, context);
  } catch (error) {
    return refused(error);
  }
  const submission = parseWithZod(await request.formData(), { schema: ManageSubscriptionsFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const form = submission.value;
  const { subsiteId } = context.marketplace;
  const current = await readSubscriptions(context.db, email, subsiteId);
  const ticked = (ids: readonly string[], id: string | number) => ids.includes(String(id));
  await updateSubscriptions(
    context.db,
    email,
    subsiteId,
    {
      emailLists: current.emailLists.map((l) => ({
        emailListId: l.emailListId,
        subscribed: ticked(form.listIds, l.emailListId),
      })),
      brandSubscriptions: current.brandSubscriptions.map((b) => ({
        brandId: b.brandId,
        subscribed: ticked(form.brandIds, b.brandId),
      })),
      upcomingStyleSubscriptions: current.upcomingStyleSubscriptions.map((s) => ({
        styleId: s.styleId,
        subscribed: ticked(form.upcomingStyleIds, s.styleId),
      })),
      optout: form.optout,
    },
    context.now(),
  );
  const url = new URL(request.url);
  url.searchParams.set("saved", "1");
  return redirect(`${url.pathname}${url.search}`, 303);
}
