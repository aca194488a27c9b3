import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "react-router";
import { CLAIM_CODE_MAX_INPUT, GiftCardRedeemForm } from "../../../modules/promotions/index.ts";
import { firstInvalid, TextField } from "../forms/form-fields.tsx";

/**
 * The account's gift card balance and its 'Redeem' form: a plain post to /account that works
 * without JavaScript; with it, the schema's words show at once and the balance updates in place.
 */
export function GiftCardBalance({
  balance,
  notice,
  lastResult,
}: {
  balance: string;
  notice: string | null;
  lastResult?: SubmissionResult<string[]>;
}) {
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useForm({
    id: "gift-card-redeem",
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: GiftCardRedeemForm }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const focus = firstInvalid([fields.claimCode]);
  return (
    <section className="account-gift-cards" aria-labelledby="gift-card-heading">
      <h2 id="gift-card-heading">Gift Card Balance</h2>
      <p>
        Your balance: <strong>{balance}</strong>
      </p>
      {/* Said after the redirect when a card was added (the reply of a refused code has its own words). */}
      {notice && !lastResult && <p role="status">{notice}</p>}
      <Form method="post" className="account-form" {...getFormProps(form)} noValidate>
        <TextField
          field={fields.claimCode}
          label="Gift Card Code"
          hint="16 letters and digits, on the gift card or in its email"
          type="text"
          autoComplete="off"
          autoFocus={focus === "claimCode"}
          maxLength={CLAIM_CODE_MAX_INPUT}
        />
        <button type="submit" className="button button-primary" disabled={busy}>
          Redeem
        </button>
      </Form>
    </section>
  );
}
