import { Link } from "react-router";
import { formatPrice } from "../../../modules/core/index.ts";
import type { OrderHistoryData, OrderSummary } from "../../lib/orders/order-history-page.server.ts";
import { historyPath, type OrdersArea, orderPageTitle, orderPath } from "../../lib/orders/order-paths.ts";
import { ORDER_WORDS } from "../../lib/orders/order-words.ts";
import { ItemThumbnail } from "./order-lines.tsx";
import { OrderSearchForm } from "./order-search-form.tsx";
import { PageLinks } from "./page-links.tsx";

/** One order of the history: its number, date, words, total and first items, and its page. */
function OrderCard({ order, area }: { order: OrderSummary; area: OrdersArea }) {
  const more = order.itemCount - order.items.length;
  return (
    <li className="order-card">
      <h2 className="order-card-heading">
        <Link to={orderPath(area, order.orderId)}>Order {order.orderId}</Link>
      </h2>
      <dl className="order-facts">
        <dt>Placed</dt>
        <dd>{order.placedAtText}</dd>
        <dt>Status</dt>
        <dd className="order-status">{order.statusWords}</dd>
        <dt>Total</dt>
        <dd>{formatPrice(order.grandTotalCents)}</dd>
      </dl>
      <ul className="order-thumbnails" aria-label={`Items of order ${order.orderId}`}>
        {order.items.map((item) => (
          <li key={item.itemUniqueId}>
            <ItemThumbnail src={item.imageUrl} />
            <span>{item.name}</span>
          </li>
        ))}
      </ul>
      {more > 0 && <p>and {more} more</p>}
      <p>
        <Link
          to={orderPath(area, order.orderId)}
          className="button"
          aria-label={`View Order ${order.orderId}`}
        >
          View Order
        </Link>
      </p>
    </li>
  );
}

/** What an empty list says: no orders yet, none matching, or a page past the last. */
function EmptyHistory({ data, area }: { data: OrderHistoryData; area: OrdersArea }) {
  if (data.result) return null;
  if (data.totalCount > 0) {
    return (
      <p>
        {ORDER_WORDS.pastLastPage} <Link to={area}>Go to the first page</Link>
      </p>
    );
  }
  if (data.filtered) return <p>{ORDER_WORDS.noMatches}</p>;
  return (
    <p>
      {ORDER_WORDS.noOrders} <Link to="/">Start Shopping</Link>
    </p>
  );
}

/** /orders ('Order History') and /my-orders ('My Orders'): the customer's orders, searched and paged. */
export function OrderHistory({
  data,
  area,
  searchKey,
}: {
  data: OrderHistoryData;
  area: OrdersArea;
  searchKey: string;
}) {
  const title = orderPageTitle(area, "history");
  return (
    <section className="page account-page orders-page" aria-labelledby="orders-heading">
      <h1 id="orders-heading">{title}</h1>
      {/* A new query is a new form: the last query's words never linger. */}
      <OrderSearchForm key={searchKey} area={area} query={data.query} result={data.result} />
      {data.orders.length === 0 ? (
        <EmptyHistory data={data} area={area} />
      ) : (
        <>
          <p role="status">{data.totalCount === 1 ? "1 order" : `${data.totalCount} orders`}</p>
          <ul className="order-list" aria-label="Orders">
            {data.orders.map((order) => (
              <OrderCard key={order.orderId} order={order} area={area} />
            ))}
          </ul>
        </>
      )}
      <PageLinks
        pathOf={(page) => historyPath(area, { ...data.query, page })}
        label="Order pages"
        pageNum={data.pageNum}
        totalPages={data.totalPages}
      />
    </section>
  );
}
