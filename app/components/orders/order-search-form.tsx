import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link } from "react-router";
import { MAX_ORDER_SEARCH, OrderHistoryQuery } from "../../../modules/orders/forms.ts";
import type { HistoryQuery, OrdersArea } from "../../lib/orders/order-paths.ts";
import { FormError, firstInvalid, TextField } from "../forms/form-fields.tsx";

/**
 * The order history's search (a GET form: ?search=&from=&to=), checked in the browser by the same
 * schema as the page's loader; a refused query comes back from the server with the words on its
 * fields (and a 400), with or without JavaScript.
 */
export function OrderSearchForm({
  area,
  query,
  result,
}: {
  area: OrdersArea;
  query: HistoryQuery;
  result: SubmissionResult<string[]> | null;
}) {
  const [form, fields] = useForm<Record<string, string | undefined>, Record<string, unknown>>({
    id: "order-search",
    lastResult: result ?? undefined,
    defaultValue: { search: query.search, from: query.from, to: query.to },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: OrderHistoryQuery }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const { search, from, to, page } = fields;
  if (!search || !from || !to) return null;
  const focus = firstInvalid([search, from, to]);
  const filtered = Boolean(query.search || query.from || query.to);
  return (
    <Form
      method="get"
      action={area}
      className="order-search"
      role="search"
      aria-label="Search your orders"
      {...getFormProps(form)}
      noValidate
    >
      <FormError form={form} />
      {page?.errors?.[0] && (
        <p role="alert" className="form-error">
          {page.errors[0]}
        </p>
      )}
      <TextField
        field={search}
        label="Order number, brand or product"
        type="search"
        autoComplete="off"
        autoFocus={focus === "search"}
        maxLength={MAX_ORDER_SEARCH}
      />
      <TextField
        field={from}
        label="From"
        hint="YYYY-MM-DD"
        type="date"
        autoComplete="off"
        autoFocus={focus === "from"}
        maxLength={10}
      />
      <TextField
        field={to}
        label="To"
        hint="YYYY-MM-DD"
        type="date"
        autoComplete="off"
        autoFocus={focus === "to"}
        maxLength={10}
      />
      <div className="order-search-actions">
        <button type="submit" className="button button-primary">
          Search Orders
        </button>
        {filtered && (
          <Link to={area} className="button">
            Show All Orders
          </Link>
        )}
      </div>
    </Form>
  );
}
