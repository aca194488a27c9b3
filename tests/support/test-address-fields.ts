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

/** A second standard US address (New York), for the pages that save one besides the test address. */
export const NEW_YORK_ADDRESS_FIELDS = {
  fullName: "Kim Lee",
  countryCode: "US",
  addressLine1: "350 Fifth AVE",
  addressLine2: "",
  city: "New York",
  stateOrRegion: "NY",
  postalCode: "10118",
  primaryVoiceNumber: "2127363100",
};
