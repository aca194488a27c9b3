import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link } from "react-router";
import {
  CreateListForm,
  type ListSummary,
  listPath,
  MAX_LIST_NAME_LENGTH,
} from "../../../modules/lists/index.ts";
import { FormError, firstInvalid, TextField } from "../forms/form-fields.tsx";

export const itemCount = (n: number) => `${n} ${n === 1 ? "item" : "items"}`;

/** Starting a list: its name by the lists' schema, the refusal on the field with and without JavaScript. */
function CreateList({ lastResult }: { lastResult: SubmissionResult | null }) {
  const [form, fields] = useForm({
    id: "create-list",
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: CreateListForm }),
    shouldRevalidate: "onInput",
  });
  return (
    <Form
      method="post"
      action="/account/favorites"
      className="favorites-create"
      {...getFormProps(form)}
      noValidate
    >
      <FormError form={form} />
      <input type="hidden" name="intent" value="create" />
      <TextField
        field={fields.name}
        label="New list name"
        type="text"
        autoComplete="off"
        maxLength={MAX_LIST_NAME_LENGTH}
        autoFocus={firstInvalid([fields.name]) === "name"}
      />
      <button type="submit" className="button button-secondary">
        Create List
      </button>
    </Form>
  );
}

/** 'Your Lists': every list of the customer with its count, and a form to start a new one. */
export function ListsPage(props: {
  lists: ListSummary[];
  error: string | null;
  createResult: SubmissionResult | null;
}) {
  const { lists, error, createResult } = props;
  return (
    <section className="page favorites-page" aria-labelledby="lists-heading">
      <h1 id="lists-heading">Your Lists</h1>
      {error && (
        <p className="favorites-error" role="alert">
          {error}
        </p>
      )}
      <ul className="favorites-lists">
        {lists.map((list) => (
          <li key={list.listId}>
            <Link to={listPath(list.listId)} className="favorites-list-link">
              <span className="favorites-list-name">{list.name}</span>
              <span className="favorites-list-count">{itemCount(list.itemCount)}</span>
              {list.shareToken && <span className="favorites-list-shared">Shared</span>}
            </Link>
          </li>
        ))}
      </ul>
      <CreateList lastResult={createResult} />
    </section>
  );
}
