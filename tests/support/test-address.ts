import { type SavedAddress, saveAddress } from "../../modules/addresses/index.server.ts";
import type { Db } from "../../modules/core/index.ts";

/** Saves a US address the address check finds standard (a card's billing address in tests). */
export function saveTestAddress(db: Db, customerId: number): Promise<SavedAddress> {
  return saveAddress(db, customerId, {
    fields: {
      fullName: "Cy Card",
      addressLine1: "1 Main ST",
      city: "Boston",
      stateOrRegion: "MA",
      postalCode: "02108",
      countryCode: "US",
      primaryVoiceNumber: "617-555-0100",
    },
  });
}
