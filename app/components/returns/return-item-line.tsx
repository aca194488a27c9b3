import type { ReactNode } from "react";
import type { ShownReturnItem } from "../../lib/returns/shown-return.server.ts";
import { ItemThumbnail, lineWhat } from "../orders/order-lines.tsx";

/** An item's name as the returns pages write it: brand and product. */
export const itemName = (item: Pick<ShownReturnItem, "brandName" | "productName">) =>
  `${item.brandName} ${item.productName}`;

/** What an item is: colour, size and width. */
export const itemWhat = (item: Pick<ShownReturnItem, "color" | "size" | "width">) =>
  lineWhat({ ...item, isEgc: false, recipientName: null });

/** An item of a return: its picture, brand and name, colour and size, and what the page adds. */
export function ReturnItemLine({ item, children }: { item: ShownReturnItem; children?: ReactNode }) {
  return (
    <li className="order-line">
      <ItemThumbnail src={item.imageUrl} />
      <div className="order-line-text">
        <p className="order-line-name">{itemName(item)}</p>
        <p>{itemWhat(item)}</p>
        {children}
      </div>
    </li>
  );
}
