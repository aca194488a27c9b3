import type { ReturnPageStep } from "../../../modules/returns/index.ts";
import type { ReturnFlowData, ReturnFlowReply } from "../../lib/returns/return-flow.server.ts";
import { ReturnDoneView } from "./return-done.tsx";
import { ReturnItemsStep } from "./return-items-step.tsx";
import { ReviewStep } from "./review-step.tsx";
import { TransportStep } from "./transport-step.tsx";

/** The step the page shows: the one the last post answered, else the first. */
function Step({ data, reply }: { data: ReturnFlowData; reply: ReturnFlowReply | undefined }) {
  if (reply === undefined || reply.step === "SELECT_RETURN_ITEMS") {
    return (
      <ReturnItemsStep
        items={data.items}
        checked={data.checkedItemUniqueId}
        action={data.action}
        result={reply?.result}
      />
    );
  }
  if (reply.step === "DONE") return <ReturnDoneView done={reply.done} />;
  if (reply.step === "REVIEW" && reply.labelType !== null) {
    return (
      <ReviewStep
        chosen={reply.chosen}
        labelType={reply.labelType}
        action={data.action}
        result={reply.result ?? undefined}
      />
    );
  }
  return (
    <TransportStep
      chosen={reply.chosen}
      options={reply.options}
      labelType={reply.labelType}
      action={data.action}
      result={reply.result ?? undefined}
    />
  );
}

/**
 * /return (spec 2: the returns flow, SELECT_RETURN_ITEMS to DONE), one form a step posting back to
 * the page. The page step (spec 2's default_page, then return_selection_step once items are chosen)
 * and the flow step are marked on the page for analytics and tests.
 */
export function ReturnFlow({ data, reply }: { data: ReturnFlowData; reply: ReturnFlowReply | undefined }) {
  const pageStep: ReturnPageStep =
    reply === undefined || reply.step === "SELECT_RETURN_ITEMS" ? "default_page" : "return_selection_step";
  return (
    <section
      className="page account-page order-page return-flow"
      aria-labelledby="return-flow-heading"
      data-page-step={pageStep}
    >
      <h1 id="return-flow-heading">Return Items</h1>
      {data.orderId && <p>Order {data.orderId}</p>}
      {/* A new step is a new form: the last step's words never linger. */}
      <Step key={reply?.step ?? "start"} data={data} reply={reply} />
    </section>
  );
}
