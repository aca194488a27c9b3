import type { ExchangeItem } from "../../lib/exchange/exchange-page.server.ts";
import { ItemThumbnail, lineWhat } from "../orders/order-lines.tsx";

/** The item being exchanged: its picture, brand and name, colour, size and width, and its order. */
export function ExchangeItemSummary({ item }: { item: ExchangeItem }) {
  return (
    <div className="exchange-item">
      <ItemThumbnail src={item.imageUrl} />
      <div>
        <p className="exchange-item-name">
          {item.brandName} {item.productName}
        </p>
        <p>{lineWhat({ ...item, isEgc: false, recipientName: null })}</p>
        <p className="form-hint">Order {item.orderId}</p>
      </div>
    </div>
  );
}
