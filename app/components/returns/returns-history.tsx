import { Link } from "react-router";
import { formatPrice } from "../../../modules/core/index.ts";
import { orderPath } from "../../lib/orders/order-paths.ts";
import {
  cancelReturnPath,
  createLabelPath,
  type ReturnsArea,
  returnInfoPath,
  returnsListPath,
  returnsPageTitle,
  startReturnPath,
} from "../../lib/returns/return-paths.ts";
import { RETURN_WORDS } from "../../lib/returns/return-words.ts";
import type { ReturnsPageData } from "../../lib/returns/returns-page.server.ts";
import type { ShownReturn, StartableItem } from "../../lib/returns/shown-return.server.ts";
import { PageLinks } from "../orders/page-links.tsx";
import { itemName, ReturnItemLine } from "./return-item-line.tsx";

/**
 * What the return gives back: for an exchange, the replacement's order instead of a refund (issue
 * 30: it read 'Refunded: $0.00'); else, once refunded, the card's share and the gift card balance's.
 */
export function RefundLine({
  ret,
  cardCents,
  giftCardCents,
}: {
  ret: Pick<ShownReturn, "exchangeOrderId" | "refunded">;
  cardCents: number;
  giftCardCents: number;
}) {
  if (ret.exchangeOrderId) {
    return (
      <p className="return-refund">
        {RETURN_WORDS.exchangedFor}{" "}
        <Link to={orderPath("/orders", ret.exchangeOrderId)}>{ret.exchangeOrderId}</Link>
        {RETURN_WORDS.noRefundDue}
      </p>
    );
  }
  if (!ret.refunded) return null;
  const parts = [
    cardCents > 0 && `${formatPrice(cardCents)} to your card`,
    giftCardCents > 0 && `${formatPrice(giftCardCents)} to your gift card balance`,
  ].filter(Boolean);
  return <p className="return-refund">Refunded: {parts.length > 0 ? parts.join(", ") : formatPrice(0)}</p>;
}

/** What may be done with a return now: print its label, print one instead of the posted one, cancel it. */
export function ReturnActions({ ret, area }: { ret: ShownReturn; area: ReturnsArea }) {
  const actions = [
    ret.labelHref && (
      <li key="label">
        <Link to={ret.labelHref} className="button" aria-label={`Print label, return ${ret.rmaNumber}`}>
          Print label
        </Link>
      </li>
    ),
    ret.labelMailed && (
      <li key="create">
        <Link to={createLabelPath(ret.rmaNumber)} className="button">
          Print a label now instead
        </Link>
      </li>
    ),
    ret.cancellable && (
      <li key="cancel">
        <Link
          to={cancelReturnPath(area, ret.rmaNumber)}
          className="button"
          aria-label={`Cancel return ${ret.rmaNumber}`}
        >
          Cancel return
        </Link>
      </li>
    ),
  ].filter(Boolean);
  return actions.length === 0 ? null : <ul className="order-actions return-actions">{actions}</ul>;
}

/** One return: its RMA number, date, words, items (each to its page), refund and actions. */
function ReturnCard({ ret, area }: { ret: ShownReturn; area: ReturnsArea }) {
  return (
    <li className="order-card">
      <h3 className="order-card-heading">Return {ret.rmaNumber}</h3>
      <dl className="order-facts">
        <dt>Created</dt>
        <dd>{ret.createdAtText}</dd>
        <dt>Status</dt>
        <dd className="return-status">{ret.statusWords}</dd>
        <dt>Tracking</dt>
        <dd>{ret.trackingWords}</dd>
        <dt>Sent by</dt>
        <dd>{ret.labelTitle}</dd>
      </dl>
      <RefundLine ret={ret} cardCents={ret.refundCardCents} giftCardCents={ret.refundGiftCardCents} />
      <ul className="order-lines" aria-label={`Items of return ${ret.rmaNumber}`}>
        {ret.contracts.map((contract) => (
          <ReturnItemLine key={contract.contractId} item={contract.item}>
            <p>{contract.state === "cancelled" ? "Cancelled" : contract.reasonWords}</p>
            <p>
              <Link
                to={returnInfoPath(contract.contractId, contract.item.itemUniqueId)}
                aria-label={`Return details: ${itemName(contract.item)}`}
              >
                Return details
              </Link>
            </p>
          </ReturnItemLine>
        ))}
      </ul>
      <ReturnActions ret={ret} area={area} />
    </li>
  );
}

/** 'Start a return': the delivered items that may go back now (each to the flow), and why the others may not. */
function StartReturn({ items }: { items: readonly StartableItem[] }) {
  return (
    <section className="return-start" aria-labelledby="start-return-heading">
      <h2 id="start-return-heading">Start a return</h2>
      {items.some((item) => item.eligible) ? (
        <p>
          <Link to={startReturnPath()}>Return several items in one box</Link>
        </p>
      ) : (
        <p>{RETURN_WORDS.nothingToStart}</p>
      )}
      {items.length > 0 && (
        <ul className="order-lines" aria-label="Delivered items">
          {items.map((item) => (
            <ReturnItemLine key={item.itemUniqueId} item={item}>
              <p>Ordered {item.placedAtText}</p>
              {item.eligible ? (
                <p>
                  <Link
                    to={startReturnPath({ itemUniqueId: item.itemUniqueId })}
                    className="button"
                    aria-label={`Start a return: ${itemName(item)}`}
                  >
                    Start a return
                  </Link>
                </p>
              ) : (
                <p className="return-ineligible">{item.ineligibleWords}</p>
              )}
            </ReturnItemLine>
          ))}
        </ul>
      )}
    </section>
  );
}

/** /returns ('Returns') and /my-returns ('My Returns'): what may go back, and the customer's returns. */
export function ReturnsHistory({ data, area }: { data: ReturnsPageData; area: ReturnsArea }) {
  return (
    <section className="page account-page orders-page returns-page" aria-labelledby="returns-heading">
      <h1 id="returns-heading">{returnsPageTitle(area, "list")}</h1>
      <StartReturn items={data.startable} />
      <h2>Your returns</h2>
      {data.returns.length === 0 ? (
        data.pageNum > 1 ? (
          <p>
            {RETURN_WORDS.pastLastPage} <Link to={area}>Go to the first page</Link>
          </p>
        ) : (
          <p>{RETURN_WORDS.noReturns}</p>
        )
      ) : (
        <ul className="order-list" aria-label="Returns">
          {data.returns.map((ret) => (
            <ReturnCard key={ret.rmaNumber} ret={ret} area={area} />
          ))}
        </ul>
      )}
      <PageLinks
        pathOf={(page) => returnsListPath(area, page)}
        label="Return pages"
        pageNum={data.pageNum}
        totalPages={data.totalPages}
      />
    </section>
  );
}
