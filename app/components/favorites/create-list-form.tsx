import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";
import { CreateListForm } from "../../../modules/lists/forms.ts";
import { MAX_LIST_NAME_LENGTH } from "../../../modules/lists/index.ts";
import { FormError, firstInvalid, TextField } from "../forms/form-fields.tsx";

/** Starting a list: its name by the lists' schema, the refusal on the field with and without JavaScript. */
export function CreateList({ lastResult }: { lastResult: SubmissionResult | null }) {
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
