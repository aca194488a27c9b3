import { Form, Link } from "react-router";
import type { ListEntry } from "../../../modules/lists/index.ts";

/** Width of a collection thumbnail (spec 1 section 9), on the 3:4 card image. */
const THUMBNAIL_WIDTH = 272;
const THUMBNAIL_HEIGHT = 363;

/**
 * One item of a list: image, brand, name, colour and price linking to the product, 'Sold Out'
 * when nothing is left, and for the list's owner a Remove button (a form, so it works without
 * JavaScript). A style gone from the catalogue shows as no longer available.
 */
export function ListItemCard(props: { entry: ListEntry; listId: string; returnTo: string; owner: boolean }) {
  const { entry, listId, returnTo, owner } = props;
  const product = entry.product;
  const name = product ? `${product.brandName} ${product.productName}` : "This item";
  return (
    <li className="list-item-card">
      {product ? (
        <Link to={product.productUrl} className="list-item-link">
          <img
            src={product.imageUrl}
            alt=""
            width={THUMBNAIL_WIDTH}
            height={THUMBNAIL_HEIGHT}
            loading="lazy"
          />
          <span className="list-item-brand">{product.brandName}</span>{" "}
          <span className="list-item-name">{product.productName}</span>{" "}
          <span className="list-item-color">{product.color}</span>{" "}
          <span className="list-item-price">{product.price}</span>
          {product.onHand <= 0 && <span className="list-item-sold-out"> Sold Out</span>}
        </Link>
      ) : (
        <p className="list-item-gone">This item is no longer available.</p>
      )}
      {owner && (
        <Form method="post" action="/account/favorites" className="list-item-remove">
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="listId" value={listId} />
          <input type="hidden" name="itemId" value={entry.itemId} />
          <input type="hidden" name="returnTo" value={returnTo} />
          <button type="submit" className="link-button" aria-label={`Remove ${name} from this list`}>
            Remove
          </button>
        </Form>
      )}
    </li>
  );
}

/** A list's items as a grid, with a link to the next page when there is one. */
export function ListItems(props: {
  items: ListEntry[];
  listId: string;
  nextPageToken: string | null;
  basePath: string;
  owner: boolean;
  emptyText: string;
}) {
  const { items, listId, nextPageToken, basePath, owner, emptyText } = props;
  if (items.length === 0) return <p className="list-empty">{emptyText}</p>;
  return (
    <>
      <ul className="list-items" aria-label="Items">
        {items.map((entry) => (
          <ListItemCard
            key={`${entry.itemId}-${entry.subItemId ?? ""}`}
            entry={entry}
            listId={listId}
            returnTo={basePath}
            owner={owner}
          />
        ))}
      </ul>
      {nextPageToken && (
        <p className="list-more">
          <Link to={`${basePath}?pageToken=${nextPageToken}`}>More items</Link>
        </p>
      )}
    </>
  );
}
