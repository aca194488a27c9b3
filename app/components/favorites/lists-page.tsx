import type { SubmissionResult } from "@conform-to/react";
import { Link } from "react-router";
import { type ListSummary, listPath } from "../../../modules/lists/index.ts";
import { CreateList } from "./create-list-form.tsx";
import { itemCount } from "./item-count.ts";

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
