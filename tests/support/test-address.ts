import { type SavedAddress, saveAddress } from "../../modules/addresses/index.server.ts";
import type { Db } from "../../modules/core/index.ts";
import { TEST_ADDRESS_FIELDS } from "./test-address-fields.ts";

export { TEST_ADDRESS_FIELDS };

/** Saves TEST_ADDRESS_FIELDS (a card's billing address in tests). */
export function saveTestAddress(db: Db, customerId: number): Promise<SavedAddress> {
  const { addressLine2: _none, ...fields } = TEST_ADDRESS_FIELDS;
  return saveAddress(db, customerId, { fields });
}
