import { Link } from "react-router";
import type { ExchangePageData, ExchangeReply } from "../../lib/exchange/exchange-page.server.ts";
import { EXCHANGE_WORDS } from "../../lib/exchange/exchange-words.ts";
import { orderPath } from "../../lib/orders/order-paths.ts";
import { useExchangeErrorReport } from "../../lib/telemetry/error-reports.ts";
import { ExchangeDonePanel } from "./exchange-done.tsx";
import { ExchangeSelectionForm } from "./exchange-form.tsx";
import { ExchangeFrame } from "./exchange-frame.tsx";
import { ExchangeItemSummary } from "./exchange-item.tsx";
import { ExchangeReviewPanel } from "./exchange-review.tsx";

/**
 * /exchange: an item's exchange in one page (spec 2 "Exchange", page step exchange_selection_step):
 * the item and what it may be swapped for, the review, and the confirmation. An item that cannot be
 * exchanged says why, without the form. A refused confirmation shows the choices again with its words.
 */
export function ExchangePage({ data, reply }: { data: ExchangePageData; reply: ExchangeReply | undefined }) {
  // A refused confirmation is a failed exchange: reported as spec 2 says (martyExchangesError).
  useExchangeErrorReport(reply?.result);
  if (data.view === "done") {
    return (
      <ExchangeFrame step={data.step} heading="Your exchange is confirmed">
        <ExchangeDonePanel data={data} />
      </ExchangeFrame>
    );
  }
  const reviewing = data.view === "review" && data.review !== null && !reply;
  return (
    <ExchangeFrame
      step={data.step}
      pageStep={data.pageStep}
      heading={reviewing ? "Review your exchange" : "Exchange an item"}
    >
      <p>
        <Link to={orderPath("/orders", data.item.orderId)}>Back to order {data.item.orderId}</Link>
      </p>
      <ExchangeItemSummary item={data.item} />
      {data.ineligible ? (
        <div className="exchange-ineligible">
          <p className="form-error">{data.ineligible.words}</p>
          {data.ineligible.openReturn && (
            <p>
              <Link to="/returns">{EXCHANGE_WORDS.seeReturns}</Link>
            </p>
          )}
        </div>
      ) : reviewing && data.review ? (
        <ExchangeReviewPanel data={data} review={data.review} />
      ) : (
        <ExchangeSelectionForm data={data} lastResult={reply?.result ?? data.result ?? undefined} />
      )}
    </ExchangeFrame>
  );
}
