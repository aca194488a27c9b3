// Pure (no database): unit tests of forms use it too.

/** A US address the address check finds standard, as a form sends it (no second line). */
export const TEST_ADDRESS_FIELDS = {
  fullName: "Cy Card",
  countryCode: "US",
  addressLine1: "1 Main ST",
  addressLine2: "",
  city: "Boston",
  stateOrRegion: "MA",
  postalCode: "02108",
  primaryVoiceNumber: "617-555-0100",
};
