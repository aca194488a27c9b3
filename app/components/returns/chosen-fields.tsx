import { Fragment } from "react";
import type { ChosenItem } from "../../lib/returns/return-flow.server.ts";
import { ReturnItemLine } from "./return-item-line.tsx";

/**
 * The earlier steps' choices carried by a later step's form as hidden fields (so the flow works
 * without JavaScript): each item chosen and its reason, and the way back once chosen.
 */
export function ChosenFields({ chosen, labelType }: { chosen: readonly ChosenItem[]; labelType?: string }) {
  return (
    <>
      {chosen.map((item, index) => (
        <Fragment key={item.itemUniqueId}>
          <input type="hidden" name={`lines[${index}].itemUniqueId`} value={item.itemUniqueId} />
          <input type="hidden" name={`lines[${index}].selected`} value="on" />
          <input type="hidden" name={`lines[${index}].reason`} value={item.reason} />
        </Fragment>
      ))}
      {labelType && <input type="hidden" name="labelType" value={labelType} />}
    </>
  );
}

/** The items chosen, with their reasons, as the later steps sum them up. */
export function ChosenItems({ chosen }: { chosen: readonly ChosenItem[] }) {
  return (
    <ul className="order-lines" aria-label="Items to return">
      {chosen.map((item) => (
        <ReturnItemLine key={item.itemUniqueId} item={item}>
          <p>Reason: {item.reasonWords}</p>
        </ReturnItemLine>
      ))}
    </ul>
  );
}
