import { Form, Link } from "react-router";
import {
  DEFAULT_LIST_ID,
  type ListItemsPage,
  type ListSummary,
  listPath,
} from "../../../modules/lists/index.ts";
import { itemCount } from "./item-count.ts";
import { ListItems } from "./list-item-card.tsx";
import { SharePanel } from "./share-panel.tsx";

/** The collection header's images (spec 3, "Collections"): the first four items' pictures, decorative. */
function CollectionImages({ page }: { page: ListItemsPage }) {
  const images = [
    ...new Set(page.items.flatMap((entry) => (entry.product ? [entry.product.imageUrl] : []))),
  ].slice(0, 4);
  if (images.length === 0) return null;
  return (
    <div className="collection-images" aria-hidden="true">
      {images.map((src) => (
        <img key={src} src={src} alt="" width={68} height={91} />
      ))}
    </div>
  );
}

/** One of the customer's lists: its items with Remove, its share link, and Delete List (not for the default list). */
export function ListPage(props: { list: ListSummary; page: ListItemsPage; shareUrl: string | null }) {
  const { list, page, shareUrl } = props;
  return (
    <section className="page favorites-page" aria-labelledby="list-heading">
      <p className="favorites-back">
        <Link to="/account/favorites">Your Lists</Link>
      </p>
      <header className="favorites-list-header">
        <CollectionImages page={page} />
        <h1 id="list-heading">{list.name}</h1>
        <p className="favorites-list-count">{itemCount(list.itemCount)}</p>
      </header>
      <SharePanel listId={list.listId} shareUrl={shareUrl} />
      <ListItems
        items={page.items}
        listId={list.listId}
        nextPageToken={page.nextPageToken}
        basePath={listPath(list.listId)}
        owner
        emptyText="Nothing here yet. Tap the heart on any item to keep it here."
      />
      {list.listId !== DEFAULT_LIST_ID && (
        <Form method="post" action="/account/favorites" className="favorites-delete">
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="listId" value={list.listId} />
          <button type="submit" className="link-button">
            Delete List
          </button>
        </Form>
      )}
    </section>
  );
}

/** A list shared by link: read-only, with no word of whose it is. */
export function SharedListPage(props: {
  name: string;
  count: number;
  page: ListItemsPage;
  basePath: string;
}) {
  const { name, count, page, basePath } = props;
  return (
    <section className="page favorites-page favorites-shared" aria-labelledby="shared-heading">
      <header className="favorites-list-header">
        <CollectionImages page={page} />
        <p className="favorites-shared-note">A list of favorites shared with you</p>
        <h1 id="shared-heading">{name}</h1>
        <p className="favorites-list-count">{itemCount(count)}</p>
      </header>
      <ListItems
        items={page.items}
        listId={page.listId}
        nextPageToken={page.nextPageToken}
        basePath={basePath}
        owner={false}
        emptyText="This list is empty."
      />
    </section>
  );
}
