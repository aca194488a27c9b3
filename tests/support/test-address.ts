import { eq } from "drizzle-orm";
import { type SavedAddress, saveAddress } from "../../modules/addresses/index.server.ts";
import { addresses } from "../../modules/addresses/schema.server.ts";
import type { Db } from "../../modules/core/index.ts";
import { TEST_ADDRESS_FIELDS } from "./test-address-fields.ts";

export { TEST_ADDRESS_FIELDS };

/** Saves TEST_ADDRESS_FIELDS (a card's billing address in tests). */
export function saveTestAddress(db: Db, customerId: number): Promise<SavedAddress> {
  const { addressLine2: _none, ...fields } = TEST_ADDRESS_FIELDS;
  return saveAddress(db, customerId, { fields });
}

/** Leaves the customer with no default shipping address (their addresses kept, a card's billing one too). */
export async function unsetDefaultAddress(db: Db, customerId: number): Promise<void> {
  await db.update(addresses).set({ isPrimary: false }).where(eq(addresses.customerId, customerId));
}
