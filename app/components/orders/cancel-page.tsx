import { Link } from "react-router";
import type { CancelPageData, CancelReply } from "../../lib/orders/cancel-page.server.ts";
import { cancelPath, type OrdersArea, orderPageTitle, orderPath } from "../../lib/orders/order-paths.ts";
import { ORDER_WORDS } from "../../lib/orders/order-words.ts";
import { CancelItemsFields } from "./cancel-items-form.tsx";

/**
 * /orders/{orderId}/cancel and /my-orders/{orderId}/cancel: the items that may still be cancelled,
 * and spec 2's confirmed words once they are (the list then holds what is left).
 */
export function CancelPage({
  data,
  area,
  reply,
}: {
  data: CancelPageData;
  area: OrdersArea;
  reply: CancelReply | undefined;
}) {
  const back = orderPath(area, data.orderId, data.token);
  return (
    <section className="page account-page order-page" aria-labelledby="cancel-heading">
      <p>
        <Link to={back}>Back to order {data.orderId}</Link>
      </p>
      <h1 id="cancel-heading">{orderPageTitle(area, "cancel")}</h1>
      <p>
        Order {data.orderId}, placed {data.placedAtText}
      </p>
      <p role="status" className="form-news">
        {reply?.state === "confirmed" ? reply.message : null}
      </p>
      {data.items.length === 0 ? (
        <p>{ORDER_WORDS.nothingToCancel}</p>
      ) : (
        <CancelItemsFields
          items={data.items}
          action={cancelPath(area, data.orderId, data.token)}
          reply={reply}
        />
      )}
    </section>
  );
}
