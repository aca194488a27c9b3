import { Link } from "react-router";
import { IMAGE_SIZES } from "../../../modules/catalog/index.ts";
import { formatPrice } from "../../../modules/core/index.ts";
import { itemDetailsPath } from "../../lib/orders/order-paths.ts";
import type { ShownLine } from "../../lib/orders/shown-order.server.ts";
import { returnInitiatePath } from "../../lib/returns/return-paths.ts";
import { ExchangeLink } from "../exchange/exchange-link.tsx";

const THUMBNAIL = IMAGE_SIZES.thumbnail;

/** A line's product thumbnail, its box reserved so nothing moves when it loads. */
export function ItemThumbnail({ src }: { src: string }) {
  return (
    <img
      className="order-thumbnail"
      src={src}
      alt=""
      width={THUMBNAIL.width}
      height={THUMBNAIL.height}
      loading="lazy"
      decoding="async"
    />
  );
}

/** What a line is: colour, size and width, or an e-Gift Card's recipient. */
export function lineWhat(line: Pick<ShownLine, "color" | "size" | "width" | "isEgc" | "recipientName">) {
  if (line.isEgc) return line.recipientName ? `e-Gift Card for ${line.recipientName}` : "e-Gift Card";
  return `${line.color}, size ${line.size}${line.width ? `, ${line.width}` : ""}`;
}

/** A line's way into its return: 'Return' while its customer may return it, 'See return' once it is in one. */
function ReturnLink({ line, orderId, name }: { line: ShownLine; orderId: string; name: string }) {
  if (line.customerReturnable) {
    return (
      <p>
        <Link to={returnInitiatePath(orderId, line.itemUniqueId)} aria-label={`Return: ${name}`}>
          Return
        </Link>
      </p>
    );
  }
  if (!line.inReturn) return null;
  return (
    <p>
      <Link to="/returns" aria-label={`See return: ${name}`}>
        See return
      </Link>
    </p>
  );
}

/** One line of an order: the product, its price, its status words and its details link. */
export function OrderLine({
  line,
  orderId,
  token,
  detailsLink = true,
  returnLink = true,
}: {
  line: ShownLine;
  orderId: string;
  token: string | null;
  detailsLink?: boolean;
  /** Item Details offers its own 'Return Item'. */
  returnLink?: boolean;
}) {
  const name = `${line.brandName} ${line.productName}`;
  return (
    <li className="order-line">
      <ItemThumbnail src={line.imageUrl} />
      <div className="order-line-text">
        <p className="order-line-name">{line.isEgc ? name : <Link to={line.productUrl}>{name}</Link>}</p>
        <p>{lineWhat(line)}</p>
        <p>
          Qty {line.quantity}, {formatPrice(line.unitPriceCents)} each
        </p>
        <p>
          Status: <strong className="order-status">{line.statusWords}</strong>
          {line.cancelReasonWords && ` (${line.cancelReasonWords})`}
        </p>
        {line.giftMessage && <p>Gift message: {line.giftMessage}</p>}
        {returnLink && <ReturnLink line={line} orderId={orderId} name={name} />}
        {detailsLink && (
          <p>
            <Link
              to={itemDetailsPath(orderId, line.itemUniqueId, token)}
              aria-label={`Item details: ${name}`}
            >
              Item Details
            </Link>
          </p>
        )}
        {line.exchangeable && <ExchangeLink itemUniqueId={line.itemUniqueId} name={name} />}
      </div>
    </li>
  );
}

/** An order's lines. */
export function OrderLines({
  lines,
  orderId,
  token,
  label,
}: {
  lines: readonly ShownLine[];
  orderId: string;
  token: string | null;
  label: string;
}) {
  return (
    <ul className="order-lines" aria-label={label}>
      {lines.map((line) => (
        <OrderLine key={line.itemUniqueId} line={line} orderId={orderId} token={token} />
      ))}
    </ul>
  );
}
