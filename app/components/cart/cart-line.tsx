import { Form, Link, useNavigation, useSubmit } from "react-router";
import {
  type CartItem,
  designName,
  QUANTITY_UNAVAILABLE_MESSAGE,
  quantityChoices,
  quantityUnavailable,
} from "../../../modules/cart/index.ts";
import { isOnSale } from "../../../modules/catalog/index.ts";
import { formatPrice } from "../../../modules/core/index.ts";
import { EGIFT_CARDS_PATH } from "../../lib/paths.ts";

const cents = (dollars: number) => Math.round(dollars * 100);

/**
 * Colour, size, width (and side for a single shoe) as the bag shows them; for an e-Gift Card its
 * amount, design, recipient and sender instead (the style's colour is not the design chosen).
 */
export function itemDetails(item: CartItem): { label: string; value: string }[] {
  if (item.egc) {
    const card = item.gcCustomization;
    if (!card) return [{ label: "Amount", value: item.size }];
    return [
      { label: "Amount", value: item.size },
      { label: "Design", value: designName(card.design) },
      { label: "To", value: `${card.recipientName} (${card.recipientEmail})` },
      { label: "From", value: card.senderName },
    ];
  }
  const details = [
    { label: "Color", value: item.color },
    { label: "Size", value: item.size },
  ];
  if (item.width) details.push({ label: "Width", value: item.width });
  if (item.shoeType) details.push({ label: "Shoe", value: item.shoeType === "LEFT" ? "Left" : "Right" });
  return details;
}

/** A small form posting one change of one line to the bag page's action. */
function LineButton(props: { intent: string; stockId: number; children: string; label: string }) {
  return (
    <Form method="post" className="cart-line-action">
      <input type="hidden" name="intent" value={props.intent} />
      <input type="hidden" name="stockId" value={props.stockId} />
      <button type="submit" className="link-button" aria-label={props.label}>
        {props.children}
      </button>
    </Form>
  );
}

/** One line of the bag or of the saved-for-later list. */
export function CartLine({ item, saved }: { item: CartItem; saved: boolean }) {
  const submit = useSubmit();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("stockId") === String(item.stockId);
  const name = `${item.brandName} ${item.productName}`;
  const quantityId = `quantity-${item.stockId}`;
  const onSale = isOnSale(cents(item.price), cents(item.msrp));
  const short = !saved && quantityUnavailable(item);
  const shortId = `quantity-short-${item.stockId}`;
  return (
    <li className="cart-line" aria-busy={busy} data-stock-id={item.stockId}>
      <Link to={item.productUrl} className="cart-line-image" tabIndex={-1} aria-hidden="true">
        <img src={item.imageUrl} alt="" width={110} height={82} />
      </Link>
      <div className="cart-line-body">
        <p className="cart-line-brand">{item.brandName}</p>
        <Link to={item.productUrl} className="cart-line-name">
          {item.productName}
        </Link>
        <dl className="cart-line-details">
          {itemDetails(item).map((detail) => (
            <div key={detail.label}>
              <dt>{detail.label}:</dt> <dd>{detail.value}</dd>
            </div>
          ))}
        </dl>
        {saved && item.onHand <= 0 && <p className="cart-line-oos">Out of Stock</p>}
        {short && (
          <p className="cart-line-oos" id={shortId}>
            {QUANTITY_UNAVAILABLE_MESSAGE}
          </p>
        )}
        {item.egc && item.gcCustomization?.message && (
          <p className="cart-line-gift-message">“{item.gcCustomization.message}”</p>
        )}
        {item.egc && !item.gcCustomization && (
          <p className="cart-line-oos">
            No recipient yet: <Link to={EGIFT_CARDS_PATH}>add this amount from the e-Gift Cards page</Link>.
          </p>
        )}
      </div>
      <p className="cart-line-price">
        <span className={onSale ? "price-sale" : undefined}>{formatPrice(cents(item.price))}</span>
        {onSale && (
          <>
            {" "}
            <s className="price-msrp">
              <span className="layout-visually-hidden">MSRP </span>
              {formatPrice(cents(item.msrp))}
            </s>
          </>
        )}
      </p>
      <div className="cart-line-actions">
        {!saved && (
          <Form method="post" className="cart-line-quantity">
            <input type="hidden" name="intent" value="quantity" />
            <input type="hidden" name="stockId" value={item.stockId} />
            <label htmlFor={quantityId}>Qty</label>
            <select
              id={quantityId}
              name="quantity"
              defaultValue={item.quantity}
              aria-label={`Quantity of ${name}`}
              aria-describedby={short ? shortId : undefined}
              onChange={(event) => submit(event.currentTarget.form, { preventScrollReset: true })}
            >
              {quantityChoices(item.quantity, item.onHand).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
            {/* Without JavaScript the quantity is sent by this button; with it, by the select's change
                (CSS folds the button by the js class, set before the first paint: nothing moves). */}
            <button type="submit" className="cart-line-update">
              Update
            </button>
          </Form>
        )}
        {/* Each name starts with the words shown, then the item (WCAG 2.5.3: a voice user says what they see). */}
        {saved ? (
          <LineButton intent="move" stockId={item.stockId} label={`Move to Bag: ${name}`}>
            Move to Bag
          </LineButton>
        ) : (
          <LineButton intent="save" stockId={item.stockId} label={`Save for Later: ${name}`}>
            Save for Later
          </LineButton>
        )}
        {/* Guests see it too, as every heart: pressing it asks them to sign in (decision 217). */}
        {!item.egc && (
          <LineButton intent="favorite" stockId={item.stockId} label={`Move to Favorites: ${name}`}>
            Move to Favorites
          </LineButton>
        )}
        <LineButton intent="remove" stockId={item.stockId} label={`Remove ${name}`}>
          Remove
        </LineButton>
      </div>
    </li>
  );
}
