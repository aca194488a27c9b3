import type { ShipOption } from "./shipping-options.ts";

/**
 * The record of promise dates that moved when a purchase's shipping options were rebuilt (spec 2
 * section 4: changes between previous and current options are recorded as DEX_TO_DEX). Pure.
 */

export interface PromiseChange {
  name: string;
  /** The speed's duration as shown. */
  duration: string;
  prevPromiseDate: string;
  promiseDate: string;
  purchaseId: string;
  /** The option was matched by name under another code (a standard speed after an address change). */
  sameOtherThanType: boolean;
  /** Spec 4 records every change as DEX_TO_DEX, one of spec 3's routing types. */
  type: "DEX_TO_DEX";
}

/**
 * The promise dates that moved between the previous and the current options, for the "your
 * delivery date changed" notice: each option the shopper can see now, compared with the previous
 * option of the same code or, failing that, of the same name (std-us became std-us-non48 when the
 * address moved to Alaska: the same speed other than its type code).
 */
export function promiseChanges(
  previous: readonly Pick<ShipOption, "code" | "name" | "promiseDate">[],
  current: readonly ShipOption[],
  purchaseId: string,
): PromiseChange[] {
  return current.flatMap((option): PromiseChange[] => {
    if (option.isFiltered) return [];
    const sameCode = previous.find((before) => before.code === option.code);
    const before = sameCode ?? previous.find((earlier) => earlier.name === option.name);
    if (before === undefined || before.promiseDate === option.promiseDate) return [];
    return [
      {
        name: option.name,
        duration: option.deliveryDuration.displayString,
        prevPromiseDate: before.promiseDate,
        promiseDate: option.promiseDate,
        purchaseId,
        sameOtherThanType: sameCode === undefined,
        type: "DEX_TO_DEX",
      },
    ];
  });
}
