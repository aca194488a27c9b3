import { describe, expect, it } from "vitest";
import { TEST_ADDRESS_FIELDS } from "../../tests/support/test-address-fields.ts";
import { ADDRESS_CHECK_WORDS } from "./address-check.ts";
import { checkChosenAddress } from "./address-choice.server.ts";

// The shopper's choice after the address check, judged before anything is saved.

const standard = { ...TEST_ADDRESS_FIELDS };
const loose = { ...standard, addressLine1: "1 Main Street", stateOrRegion: "Massachusetts" };
const wrongState = { ...standard, stateOrRegion: "CA" };

describe("the address choice after the check", () => {
  it("saves a standard address as typed, the default when asked", () => {
    expect(checkChosenAddress({ typed: standard, choice: undefined, makeDefault: true })).toEqual({
      request: { fields: standard, makeDefault: true, forceOriginal: false, saveInvalidAddress: false },
    });
  });

  it("offers the check's suggestion first, with its words", () => {
    const answer = checkChosenAddress({ typed: loose, choice: undefined, makeDefault: false });
    expect(answer).toEqual({
      refused: {
        message: ADDRESS_CHECK_WORDS.suggested,
        fieldErrors: {},
        check: { suggested: { ...loose, addressLine1: "1 Main ST", stateOrRegion: "MA" }, invalidFields: [] },
        status: 400,
      },
    });
  });

  it("saves the suggestion the check makes again, whatever the browser sent beside the choice", () => {
    const answer = checkChosenAddress({ typed: loose, choice: "suggested", makeDefault: false });
    expect(answer).toMatchObject({ request: { fields: { addressLine1: "1 Main ST", stateOrRegion: "MA" } } });
  });

  it("saves the address as typed when the shopper keeps theirs", () => {
    const answer = checkChosenAddress({ typed: loose, choice: "entered", makeDefault: false });
    expect(answer).toMatchObject({ request: { fields: loose, forceOriginal: true } });
  });

  it("marks the fields the check could not verify, and lets them through only when saved as is", () => {
    expect(checkChosenAddress({ typed: wrongState, choice: undefined, makeDefault: false })).toEqual({
      refused: {
        message: ADDRESS_CHECK_WORDS.invalidFields,
        fieldErrors: { postalCode: ADDRESS_CHECK_WORDS.unverifiedField },
        check: { suggested: null, invalidFields: ["postalCode"] },
        status: 400,
      },
    });
    expect(checkChosenAddress({ typed: wrongState, choice: "as-is", makeDefault: false })).toMatchObject({
      request: { fields: wrongState, saveInvalidAddress: true },
    });
  });

  it("refuses a field holding a NUL byte with 'Invalid input', before any check", () => {
    const answer = checkChosenAddress({
      typed: { ...standard, city: "Bos\0ton" },
      choice: "as-is",
      makeDefault: false,
    });
    expect(answer).toEqual({
      refused: { message: "Invalid input", fieldErrors: { city: "Invalid input" }, check: null, status: 400 },
    });
  });
});
