import { describe, expect, it } from "vitest";
import type { AddressInput } from "./address-rules.ts";
import { normaliseStreetLine, normaliseZip, stateCodeOf, validateAddress } from "./us-address.ts";

const home: AddressInput = {
  fullName: "Ann Lee",
  addressLine1: "123 Main ST",
  addressLine2: "",
  city: "Springfield",
  stateOrRegion: "IL",
  postalCode: "62701",
  countryCode: "US",
  primaryVoiceNumber: "(217) 555-0100",
};

describe("stateCodeOf", () => {
  it("takes a USPS code in any case", () => {
    expect(stateCodeOf("NY", "US")).toBe("NY");
    expect(stateCodeOf(" ca ", "US")).toBe("CA");
    expect(stateCodeOf("dc", "US")).toBe("DC");
  });

  it("takes the full name of a state or DC in any case, extra spaces collapsed", () => {
    expect(stateCodeOf("California", "US")).toBe("CA");
    expect(stateCodeOf("  new   YORK ", "US")).toBe("NY");
    expect(stateCodeOf("West Virginia", "US")).toBe("WV");
    expect(stateCodeOf("District of Columbia", "US")).toBe("DC");
    expect(stateCodeOf("washington", "US")).toBe("WA");
  });

  it("takes the military codes in the United States", () => {
    expect(stateCodeOf("AA", "US")).toBe("AA");
    expect(stateCodeOf("ae", "US")).toBe("AE");
    expect(stateCodeOf("Armed Forces Pacific", "US")).toBe("AP");
  });

  it("refuses what is no state of the country", () => {
    for (const unknown of ["", "XX", "Ontario", "New", "N Y", "Californi"]) {
      expect(stateCodeOf(unknown, "US"), unknown).toBeNull();
    }
    expect(stateCodeOf("PR", "US")).toBeNull();
    expect(stateCodeOf("Guam", "US")).toBeNull();
  });

  it("takes only a territory's own code or name in that territory", () => {
    expect(stateCodeOf("pr", "PR")).toBe("PR");
    expect(stateCodeOf("Puerto Rico", "pr")).toBe("PR");
    expect(stateCodeOf("U.S. Virgin Islands", "VI")).toBe("VI");
    expect(stateCodeOf("Micronesia", "FM")).toBe("FM");
    for (const code of ["AS", "MH", "MP", "FM", "PW", "GU", "PR", "VI"])
      expect(stateCodeOf(code, code)).toBe(code);
    expect(stateCodeOf("NY", "PR")).toBeNull();
    expect(stateCodeOf("GU", "PR")).toBeNull();
    expect(stateCodeOf("AE", "GU")).toBeNull();
  });

  it("knows no states outside the United States and its territories", () => {
    expect(stateCodeOf("NY", "CA")).toBeNull();
    expect(stateCodeOf("NY", "UM")).toBeNull();
  });
});

describe("normaliseZip", () => {
  it("takes 5 digits, or 9 written 12345-6789 or 123456789", () => {
    expect(normaliseZip("10001")).toBe("10001");
    expect(normaliseZip(" 10001 ")).toBe("10001");
    expect(normaliseZip("10001-1234")).toBe("10001-1234");
    expect(normaliseZip("100011234")).toBe("10001-1234");
  });

  it("refuses anything else", () => {
    for (const bad of [
      "",
      "1000",
      "100011",
      "10001-",
      "10001-123",
      "10001 1234",
      "1000112345",
      "ABCDE",
      "10001--1234",
    ]) {
      expect(normaliseZip(bad), bad).toBeNull();
    }
  });
});

describe("normaliseStreetLine", () => {
  it("abbreviates the street suffix, in upper case, a trailing period dropped", () => {
    expect(normaliseStreetLine("123 Main Street")).toBe("123 Main ST");
    expect(normaliseStreetLine("123 main st.")).toBe("123 main ST");
    expect(normaliseStreetLine("9 Elm Boulevard")).toBe("9 Elm BLVD");
    expect(normaliseStreetLine("9 Oak Ave.")).toBe("9 Oak AVE");
    expect(normaliseStreetLine("9 Blue Ridge Parkway")).toBe("9 Blue Ridge PKWY");
    expect(normaliseStreetLine("9 Mill Way")).toBe("9 Mill WAY");
  });

  it("knows each suffix of the list", () => {
    const suffixes: [string, string][] = [
      ["Street", "ST"],
      ["Avenue", "AVE"],
      ["Boulevard", "BLVD"],
      ["Road", "RD"],
      ["Drive", "DR"],
      ["Lane", "LN"],
      ["Court", "CT"],
      ["Place", "PL"],
      ["Terrace", "TER"],
      ["Circle", "CIR"],
      ["Parkway", "PKWY"],
      ["Highway", "HWY"],
      ["Square", "SQ"],
      ["Trail", "TRL"],
      ["Way", "WAY"],
      ["Alley", "ALY"],
      ["Crescent", "CRES"],
      ["Expressway", "EXPY"],
      ["Freeway", "FWY"],
      ["Plaza", "PLZ"],
      ["Point", "PT"],
      ["Ridge", "RDG"],
      ["Run", "RUN"],
      ["Turnpike", "TPKE"],
      ["Heights", "HTS"],
      ["Hollow", "HOLW"],
      ["Junction", "JCT"],
      ["Loop", "LOOP"],
      ["Manor", "MNR"],
      ["Meadows", "MDWS"],
      ["Mountain", "MTN"],
      ["Park", "PARK"],
      ["Pike", "PIKE"],
      ["Station", "STA"],
      ["Summit", "SMT"],
      ["View", "VW"],
      ["Village", "VLG"],
    ];
    for (const [word, abbreviation] of suffixes) {
      expect(normaliseStreetLine(`1 Cedar ${word}`)).toBe(`1 Cedar ${abbreviation}`);
      expect(normaliseStreetLine(`1 Cedar ${abbreviation.toLowerCase()}.`)).toBe(`1 Cedar ${abbreviation}`);
    }
  });

  it("abbreviates only the street name's last word, never one in the middle", () => {
    expect(normaliseStreetLine("Park Avenue")).toBe("Park AVE");
    expect(normaliseStreetLine("100 Park Avenue")).toBe("100 Park AVE");
    expect(normaliseStreetLine("Avenue of the Americas")).toBe("Avenue of the Americas");
    expect(normaliseStreetLine("1211 Avenue of the Americas")).toBe("1211 Avenue of the Americas");
    expect(normaliseStreetLine("5 Court Street")).toBe("5 Court ST");
    expect(normaliseStreetLine("5 Highway 61")).toBe("5 Highway 61");
  });

  it("keeps a suffix word that is the whole street name", () => {
    expect(normaliseStreetLine("12 Park")).toBe("12 Park");
    expect(normaliseStreetLine("12 Broadway")).toBe("12 Broadway");
  });

  it("abbreviates directionals before and after the street name", () => {
    expect(normaliseStreetLine("123 North Main Street")).toBe("123 N Main ST");
    expect(normaliseStreetLine("123 n. Main St")).toBe("123 N Main ST");
    expect(normaliseStreetLine("456 Elm Street Northwest")).toBe("456 Elm ST NW");
    expect(normaliseStreetLine("1 Central Park South")).toBe("1 Central PARK S");
    expect(normaliseStreetLine("West Oak Lane")).toBe("W Oak LN");
    const directionals: [string, string][] = [
      ["North", "N"],
      ["South", "S"],
      ["East", "E"],
      ["West", "W"],
      ["Northeast", "NE"],
      ["Northwest", "NW"],
      ["Southeast", "SE"],
      ["Southwest", "SW"],
    ];
    for (const [word, abbreviation] of directionals) {
      expect(normaliseStreetLine(`7 ${word} Pine Road ${word.toLowerCase()}`)).toBe(
        `7 ${abbreviation} Pine RD ${abbreviation}`,
      );
    }
  });

  it("keeps a directional that is the street name itself or inside it", () => {
    expect(normaliseStreetLine("123 North Avenue")).toBe("123 North AVE");
    expect(normaliseStreetLine("123 E Street")).toBe("123 E ST");
    expect(normaliseStreetLine("9 Old North Church Road")).toBe("9 Old North Church RD");
    expect(normaliseStreetLine("123 East")).toBe("123 East");
  });

  it("abbreviates unit designators and finds the suffix before them", () => {
    expect(normaliseStreetLine("123 Main Street Apartment 4B")).toBe("123 Main ST APT 4B");
    expect(normaliseStreetLine("123 Main Street North Suite 200")).toBe("123 Main ST N STE 200");
    expect(normaliseStreetLine("123 Main St., Apt. 4")).toBe("123 Main ST, APT 4");
    expect(normaliseStreetLine("Apartment 4B")).toBe("APT 4B");
    expect(normaliseStreetLine("building 5 floor 3 room 12")).toBe("BLDG 5 FL 3 RM 12");
    expect(normaliseStreetLine("Unit 7")).toBe("UNIT 7");
    expect(normaliseStreetLine("Suite #200")).toBe("STE #200");
  });

  it("keeps a designator with nothing after it as a word", () => {
    expect(normaliseStreetLine("Suite")).toBe("Suite");
  });

  it("keeps other words as typed and collapses repeated spaces", () => {
    expect(normaliseStreetLine("  123   McKinley   Street  ")).toBe("123 McKinley ST");
    expect(normaliseStreetLine("P.O. Box 12")).toBe("P.O. Box 12");
    expect(normaliseStreetLine("c/o Ann Lee")).toBe("c/o Ann Lee");
    expect(normaliseStreetLine("")).toBe("");
    expect(normaliseStreetLine("   ")).toBe("");
  });

  it("stays quick on a long hostile line", () => {
    const started = performance.now();
    normaliseStreetLine("North ".repeat(20_000));
    normaliseStreetLine(`${" ".repeat(50_000)}x`);
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe("validateAddress", () => {
  it("finds a standard address valid", () => {
    expect(validateAddress(home)).toEqual({ valid: true, invalidFields: [], suggestedAddresses: [] });
    expect(validateAddress({ ...home, postalCode: "62701-1234", addressLine2: "APT 4" }).valid).toBe(true);
  });

  it("suggests the standard form when it differs from the address as typed", () => {
    const typed: AddressInput = {
      ...home,
      addressLine1: "123  Main Street",
      addressLine2: "apartment 4",
      city: "  Spring   field ",
      stateOrRegion: "illinois",
      postalCode: "627011234",
    };
    expect(validateAddress(typed)).toEqual({
      valid: false,
      invalidFields: [],
      suggestedAddresses: [
        {
          ...home,
          addressLine1: "123 Main ST",
          addressLine2: "APT 4",
          city: "Spring field",
          stateOrRegion: "IL",
          postalCode: "62701-1234",
        },
      ],
    });
  });

  it("lists an unknown state and a malformed ZIP as fields that cannot be fixed", () => {
    expect(validateAddress({ ...home, stateOrRegion: "Ontario", addressLine1: "1 Main Street" })).toEqual({
      valid: false,
      invalidFields: ["stateOrRegion"],
      suggestedAddresses: [],
    });
    expect(validateAddress({ ...home, postalCode: "6270" })).toEqual({
      valid: false,
      invalidFields: ["postalCode"],
      suggestedAddresses: [],
    });
    expect(validateAddress({ ...home, stateOrRegion: "XX", postalCode: "ABCDE" }).invalidFields).toEqual([
      "stateOrRegion",
      "postalCode",
    ]);
  });

  it("blames the ZIP, not the state, for a ZIP of another state", () => {
    const mismatches: [zip: string, state: string][] = [
      ["10001", "CA"],
      ["90210", "NY"],
      ["00501", "NJ"],
      ["20500", "VA"],
      ["20101", "DC"],
      ["73301", "OK"],
      ["34001", "FL"],
      ["96201", "CA"],
    ];
    for (const [zip, state] of mismatches) {
      expect(validateAddress({ ...home, postalCode: zip, stateOrRegion: state }), `${zip} ${state}`).toEqual({
        valid: false,
        invalidFields: ["postalCode"],
        suggestedAddresses: [],
      });
    }
  });

  it("matches ZIPs to their states by the USPS prefixes", () => {
    const matches: [zip: string, state: string][] = [
      ["00501", "NY"],
      ["10001", "NY"],
      ["14201", "NY"],
      ["90210", "CA"],
      ["96161", "CA"],
      ["02108", "MA"],
      ["05501", "MA"],
      ["05401", "VT"],
      ["20500", "DC"],
      ["56901", "DC"],
      ["20101", "VA"],
      ["73301", "TX"],
      ["88510", "TX"],
      ["73101", "OK"],
      ["96813", "HI"],
      ["99501", "AK"],
      ["34001", "AA"],
      ["09001", "AE"],
      ["96201", "AP"],
    ];
    for (const [zip, state] of matches) {
      expect(
        validateAddress({ ...home, postalCode: zip, stateOrRegion: state }).valid,
        `${zip} ${state}`,
      ).toBe(true);
    }
  });

  it("checks territory addresses against the territory's own code and ZIPs", () => {
    const territories: [country: string, zip: string, name: string][] = [
      ["PR", "00901", "Puerto Rico"],
      ["VI", "00802", "Virgin Islands"],
      ["GU", "96910", "Guam"],
      ["MP", "96950", "Northern Mariana Islands"],
      ["PW", "96940", "Palau"],
      ["FM", "96941", "Micronesia"],
      ["MH", "96960", "Marshall Islands"],
      ["AS", "96799", "American Samoa"],
    ];
    for (const [country, zip, name] of territories) {
      const address = { ...home, countryCode: country, stateOrRegion: country, postalCode: zip };
      expect(validateAddress(address).valid, country).toBe(true);
      expect(validateAddress({ ...address, stateOrRegion: name }).suggestedAddresses, country).toEqual([
        address,
      ]);
      expect(validateAddress({ ...address, stateOrRegion: "CA" }).invalidFields, country).toEqual([
        "stateOrRegion",
      ]);
      expect(validateAddress({ ...address, postalCode: "10001" }).invalidFields, country).toEqual([
        "postalCode",
      ]);
    }
  });

  it("refuses a territory as a state of the United States", () => {
    expect(validateAddress({ ...home, stateOrRegion: "PR", postalCode: "00901" }).invalidFields).toEqual([
      "stateOrRegion",
    ]);
  });

  it("passes the Minor Outlying Islands and other countries as they are", () => {
    const unchecked = { valid: true, invalidFields: [], suggestedAddresses: [] };
    expect(
      validateAddress({ ...home, countryCode: "UM", stateOrRegion: "Wake Island", postalCode: "" }),
    ).toEqual(unchecked);
    expect(
      validateAddress({ ...home, countryCode: "CA", stateOrRegion: "ON", postalCode: "K1A 0B1" }),
    ).toEqual(unchecked);
  });

  it("leaves the name, phone and country as they are", () => {
    const typed = { ...home, fullName: "ann  lee", primaryVoiceNumber: "2175550100", stateOrRegion: "il" };
    expect(validateAddress(typed).suggestedAddresses).toEqual([{ ...typed, stateOrRegion: "IL" }]);
  });
});
