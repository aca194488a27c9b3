import { Form } from "react-router";

/**
 * A button that changes one saved item of a list page (make it the default, delete it): a plain
 * form posting the item's id and the change, so it works without JavaScript. `label` names the
 * item for a screen reader (several cards or addresses have the same button words).
 */
export function ItemChange(props: {
  idName: string;
  id: number;
  intent: string;
  words: string;
  label: string;
}) {
  return (
    <Form method="post">
      <input type="hidden" name={props.idName} value={props.id} />
      <button type="submit" name="intent" value={props.intent} className="button" aria-label={props.label}>
        {props.words}
      </button>
    </Form>
  );
}
