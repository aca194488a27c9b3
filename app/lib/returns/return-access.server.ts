import { parseWithZod } from "@conform-to/zod/v4";
import { type AppLoadContext, data } from "react-router";
import { isAppError } from "../../../modules/core/index.ts";
import { RmaQuery } from "../../../modules/returns/forms.ts";
import { getReturnView, type ReturnView } from "../../../modules/returns/index.server.ts";
import { RETURN_ANSWERS } from "../../../modules/returns/index.ts";
import { requireCustomer } from "../auth.server.ts";

/** The answer to a return, contract or item that is not the reader's: not found, never forbidden. */
export function returnNotFound(message: string = RETURN_ANSWERS.returnNotFound): never {
  throw data({ message }, { status: 404 });
}

/** A module's not-found refusal as the 404 page with its words; anything else is thrown on. */
export function notFoundOr(error: unknown): never {
  if (isAppError(error) && error.status === 404) returnNotFound(error.message);
  throw error;
}

/**
 * The signed-in customer's return named by the page's ?rmaNumber= (a guest goes to sign-in and
 * comes back). A malformed number, another customer's return or none at all: the 404 page.
 */
export async function customersReturn(
  request: Request,
  context: AppLoadContext,
): Promise<{ customerId: number; view: ReturnView }> {
  const { customerId } = await requireCustomer(request, context);
  const query = parseWithZod(new URL(request.url).searchParams, { schema: RmaQuery });
  if (query.status !== "success") returnNotFound();
  const view = await getReturnView(context.db, context.marketplaces, customerId, query.value.rmaNumber).catch(
    notFoundOr,
  );
  return { customerId, view };
}
