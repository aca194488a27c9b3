import { CardFields } from "../components/payments/card-form.tsx";
import { type CardFormReply, cardFormAction, loadCardForm } from "../lib/payments/payment-pages.server.ts";
import type { Route } from "./+types/payment-form";

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadCardForm(request, context, params.paymentId);
}

export function action({ request, context, params }: Route.ActionArgs) {
  return cardFormAction(request, context, params.paymentId);
}

/** Spec 2: 'Add New Payment' and 'Edit Payment Method'. */
const titleOf = (editing: boolean) => (editing ? "Edit Payment Method" : "Add New Payment");

export function meta({ params }: Route.MetaArgs) {
  return [{ title: titleOf(params.paymentId !== undefined) }, { name: "robots", content: "noindex" }];
}

/** /payments/new ('Add New Payment') and /payments/{paymentId}/edit ('Edit Payment Method'). */
export default function PaymentFormPage({ loaderData, actionData }: Route.ComponentProps) {
  const reply = actionData as CardFormReply | undefined;
  const title = titleOf(loaderData.card !== null);
  return (
    <section className="page account-page" aria-labelledby="card-form-heading">
      <h1 id="card-form-heading">{title}</h1>
      <CardFields
        card={loaderData.card}
        addresses={loaderData.addresses}
        lastResult={reply?.result}
        cancelTo="/payments"
      />
    </section>
  );
}
