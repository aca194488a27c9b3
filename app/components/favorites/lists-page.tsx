import { Form, Link } from "react-router";
import { type ListSummary, listPath, MAX_LIST_NAME_LENGTH } from "../../../modules/lists/index.ts";

export const itemCount = (n: number) => `${n} ${n === 1 ? "item" : "items"}`;

/** 'Your Lists': every list of the customer with its count, and a form to start a new one. */
export function ListsPage({ lists, error }: { lists: ListSummary[]; error: string | null }) {
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
      <Form method="post" action="/account/favorites" className="favorites-create">
        <input type="hidden" name="intent" value="create" />
        <label htmlFor="new-list-name">New list name</label>
        <input id="new-list-name" name="name" type="text" required maxLength={MAX_LIST_NAME_LENGTH} />
        <button type="submit" className="button button-secondary">
          Create List
        </button>
      </Form>
    </section>
  );
}
