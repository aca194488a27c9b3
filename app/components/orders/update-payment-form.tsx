import { getCollectionProps, getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useNavigation } from "react-router";
import { UpdatePaymentForm } from "../../../modules/orders/forms.ts";
import type { CardChoice, PaymentUpdateReply } from "../../lib/orders/order-page.server.ts";
import { ORDER_WORDS } from "../../lib/orders/order-words.ts";
import { FieldError, FormError, firstInvalid } from "../forms/form-fields.tsx";

/**
 * For an order whose card was declined (customer action required): choose another saved card
 * (UpdatePaymentForm, the same schema in the browser and on the server), posted to the order page.
 * Spec 2's states: updating while it posts, then updated or error, each with its words.
 */
export function UpdatePaymentFields({
  cards,
  action,
  reply,
}: {
  cards: readonly CardChoice[];
  action: string;
  reply: PaymentUpdateReply | undefined;
}) {
  const navigation = useNavigation();
  const updating = navigation.state === "submitting" && navigation.formMethod?.toLowerCase() === "post";
  const [form, fields] = useForm<Record<string, unknown>>({
    id: "update-payment",
    lastResult: reply?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: UpdatePaymentForm }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const card = fields.paymentInstrumentId;
  if (!card) return null;
  const usable = cards.filter((c) => !c.isExpired);
  const radios = getCollectionProps(card, {
    type: "radio",
    options: usable.map((c) => String(c.paymentInstrumentId)),
  });
  const focus = firstInvalid([card]);
  return (
    <section className="order-card order-payment" aria-labelledby="update-payment-heading">
      <h2 id="update-payment-heading">Update Payment</h2>
      <p>{ORDER_WORDS.paymentNeeded}</p>
      {usable.length === 0 ? (
        <p>
          You have no card we can use. <Link to="/payments/new">Add New Payment</Link>, then come back to this
          order.
        </p>
      ) : (
        <Form method="post" action={action} className="account-form" {...getFormProps(form)} noValidate>
          <FormError form={form} />
          <fieldset className="order-choices">
            <legend>Pay with</legend>
            {usable.map((c, index) => {
              const { key: _key, ...props } = radios[index] ?? { key: undefined };
              return (
                <label key={c.paymentInstrumentId} className="order-choice">
                  <input
                    {...props}
                    // biome-ignore lint/a11y/noAutofocus: only the field in error after the shopper's own submit
                    autoFocus={focus === card.name && index === 0}
                  />
                  <span>
                    {c.label}, expires {c.expires}
                  </span>
                </label>
              );
            })}
            <FieldError field={card} />
          </fieldset>
          <p role="status" className="form-news">
            {updating ? ORDER_WORDS.updating : null}
          </p>
          <button type="submit" className="button button-primary" disabled={updating}>
            Use This Card
          </button>
        </Form>
      )}
      {usable.length > 0 && (
        <p>
          Or add a card first: <Link to="/payments/new">Add New Payment</Link>
        </p>
      )}
    </section>
  );
}
