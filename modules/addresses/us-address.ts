import { ADDRESS_FIELDS, type AddressField, type AddressInput } from "./address-rules.ts";

/**
 * A US address normaliser for the United States and the territories on the shipping whitelist
 * (they all use USPS two-letter codes and ZIP codes): states and ZIPs checked, street lines written
 * with the USPS Publication 28 abbreviations. Pure, so the address pages can show its suggestion.
 */

export interface AddressValidation {
  valid: boolean;
  invalidFields: AddressField[];
  suggestedAddresses: AddressInput[];
}

type Kind = "state" | "territory" | "military";

/**
 * Documented table, USPS 3-digit prefixes: each state's, territory's and military code's ZIP
 * prefix ranges. Approximate at the edges (a few towns take a neighbour's prefix, such as Fishers
 * Island NY on 063); the territories of the Pacific share 969, American Samoa sits in Hawaii's 967.
 */
const REGIONS: readonly (readonly [code: string, kind: Kind, names: string, zips: string])[] = [
  ["AL", "state", "Alabama", "350-369"],
  ["AK", "state", "Alaska", "995-999"],
  ["AZ", "state", "Arizona", "850-865"],
  ["AR", "state", "Arkansas", "716-729"],
  ["CA", "state", "California", "900-961"],
  ["CO", "state", "Colorado", "800-816"],
  ["CT", "state", "Connecticut", "060-069"],
  ["DE", "state", "Delaware", "197-199"],
  ["DC", "state", "District of Columbia|Washington DC", "200 202-205 569"],
  ["FL", "state", "Florida", "320-339 341-349"],
  ["GA", "state", "Georgia", "300-319 398-399"],
  ["HI", "state", "Hawaii", "967-968"],
  ["ID", "state", "Idaho", "832-838"],
  ["IL", "state", "Illinois", "600-629"],
  ["IN", "state", "Indiana", "460-479"],
  ["IA", "state", "Iowa", "500-528"],
  ["KS", "state", "Kansas", "660-679"],
  ["KY", "state", "Kentucky", "400-427"],
  ["LA", "state", "Louisiana", "700-714"],
  ["ME", "state", "Maine", "039-049"],
  ["MD", "state", "Maryland", "206-219"],
  ["MA", "state", "Massachusetts", "010-027 055"],
  ["MI", "state", "Michigan", "480-499"],
  ["MN", "state", "Minnesota", "550-567"],
  ["MS", "state", "Mississippi", "386-397"],
  ["MO", "state", "Missouri", "630-658"],
  ["MT", "state", "Montana", "590-599"],
  ["NE", "state", "Nebraska", "680-693"],
  ["NV", "state", "Nevada", "889-898"],
  ["NH", "state", "New Hampshire", "030-038"],
  ["NJ", "state", "New Jersey", "070-089"],
  ["NM", "state", "New Mexico", "870-884"],
  ["NY", "state", "New York", "005 100-149"],
  ["NC", "state", "North Carolina", "270-289"],
  ["ND", "state", "North Dakota", "580-588"],
  ["OH", "state", "Ohio", "430-459"],
  ["OK", "state", "Oklahoma", "730-732 734-749"],
  ["OR", "state", "Oregon", "970-979"],
  ["PA", "state", "Pennsylvania", "150-196"],
  ["RI", "state", "Rhode Island", "028-029"],
  ["SC", "state", "South Carolina", "290-299"],
  ["SD", "state", "South Dakota", "570-577"],
  ["TN", "state", "Tennessee", "370-385"],
  ["TX", "state", "Texas", "733 750-799 885"],
  ["UT", "state", "Utah", "840-847"],
  ["VT", "state", "Vermont", "050-054 056-059"],
  ["VA", "state", "Virginia", "201 220-246"],
  ["WA", "state", "Washington", "980-994"],
  ["WV", "state", "West Virginia", "247-268"],
  ["WI", "state", "Wisconsin", "530-549"],
  ["WY", "state", "Wyoming", "820-831"],
  ["AS", "territory", "American Samoa", "967"],
  ["FM", "territory", "Federated States of Micronesia|Micronesia", "969"],
  ["GU", "territory", "Guam", "969"],
  ["MH", "territory", "Marshall Islands", "969"],
  ["MP", "territory", "Northern Mariana Islands", "969"],
  ["PW", "territory", "Palau", "969"],
  ["PR", "territory", "Puerto Rico", "006-007 009"],
  ["VI", "territory", "Virgin Islands|U.S. Virgin Islands|US Virgin Islands", "008"],
  ["AA", "military", "Armed Forces Americas", "340"],
  ["AE", "military", "Armed Forces Europe", "090-098"],
  ["AP", "military", "Armed Forces Pacific", "962-966"],
];

interface Region {
  code: string;
  kind: Kind;
  zipPrefixes: readonly (readonly [from: number, to: number])[];
}

/** Each region under its code and each of its names, upper case with single spaces. */
const REGION_BY_KEY = new Map<string, Region>();
for (const [code, kind, names, zips] of REGIONS) {
  const zipPrefixes = zips.split(" ").map((range) => {
    const [from = "", to = from] = range.split("-");
    return [Number(from), Number(to)] as const;
  });
  const region = { code, kind, zipPrefixes };
  for (const key of [code, ...names.split("|")]) REGION_BY_KEY.set(key.toUpperCase(), region);
}

/** The countries normalised here: the United States and the territories with USPS codes of their own. */
const USPS_COUNTRIES: ReadonlySet<string> = new Set([
  "US",
  ...REGIONS.filter(([, kind]) => kind === "territory").map(([code]) => code),
]);

const collapseSpaces = (text: string) => text.trim().split(/\s+/).join(" ");

/** The USPS code of a state, DC, territory or military code (code or name, any case), if the country has it. */
export function stateCodeOf(name: string, countryCode: string): string | null {
  const region = REGION_BY_KEY.get(collapseSpaces(name).toUpperCase());
  const country = countryCode.trim().toUpperCase();
  if (region === undefined) return null;
  // The United States has its states, DC and the military codes; a territory only itself.
  const belongs = country === "US" ? region.kind !== "territory" : region.code === country;
  return belongs ? region.code : null;
}

const ZIP5 = /^[0-9]{5}$/;
const ZIP9 = /^([0-9]{5})-?([0-9]{4})$/;

/** A ZIP code written 12345, 12345-6789 or 123456789, as 12345 or 12345-6789; null otherwise. */
export function normaliseZip(zip: string): string | null {
  const value = zip.trim();
  if (ZIP5.test(value)) return value;
  const plusFour = ZIP9.exec(value);
  return plusFour ? `${plusFour[1]}-${plusFour[2]}` : null;
}

function zipBelongsTo(zip: string, stateCode: string): boolean {
  const prefix = Number(zip.slice(0, 3));
  const region = REGION_BY_KEY.get(stateCode);
  return region?.zipPrefixes.some(([from, to]) => prefix >= from && prefix <= to) ?? false;
}

/** USPS Publication 28 abbreviations: street suffixes, directionals and unit designators. */
const SUFFIXES = abbreviations(
  "Street ST, Avenue AVE, Boulevard BLVD, Road RD, Drive DR, Lane LN, Court CT, Place PL, Terrace TER, " +
    "Circle CIR, Parkway PKWY, Highway HWY, Square SQ, Trail TRL, Way WAY, Alley ALY, Crescent CRES, " +
    "Expressway EXPY, Freeway FWY, Plaza PLZ, Point PT, Ridge RDG, Run RUN, Turnpike TPKE, Heights HTS, " +
    "Hollow HOLW, Junction JCT, Loop LOOP, Manor MNR, Meadows MDWS, Mountain MTN, Park PARK, Pike PIKE, " +
    "Station STA, Summit SMT, View VW, Village VLG",
);
const DIRECTIONALS = abbreviations(
  "North N, South S, East E, West W, Northeast NE, Northwest NW, Southeast SE, Southwest SW",
);
const UNIT_DESIGNATORS = abbreviations(
  "Apartment APT, Suite STE, Building BLDG, Floor FL, Room RM, Unit UNIT",
);

/** "Word ABBR, ..." as a map from the word and from the abbreviation (upper case) to the abbreviation. */
function abbreviations(list: string): ReadonlyMap<string, string> {
  const map = new Map<string, string>();
  for (const pair of list.split(", ")) {
    const [word = "", abbreviation = ""] = pair.split(" ");
    map.set(word.toUpperCase(), abbreviation);
    map.set(abbreviation, abbreviation);
  }
  return map;
}

/** A word of a street line: its letters and the comma after it, so "St.," still reads as ST. */
interface Word {
  text: string;
  key: string;
  comma: string;
}

function wordOf(text: string): Word {
  const comma = text.endsWith(",") ? "," : "";
  const bare = comma ? text.slice(0, -1) : text;
  const key = (bare.endsWith(".") ? bare.slice(0, -1) : bare).toUpperCase();
  return { text, key, comma };
}

/** The word in upper case abbreviation, any period after it dropped, its comma kept. */
const abbreviated = (word: Word, table: ReadonlyMap<string, string>) =>
  `${table.get(word.key) ?? word.key}${word.comma}`;

const hasDigit = (text: string) => /[0-9]/.test(text);

/**
 * A street line with the USPS abbreviations: the suffix (the street name's last word, unless it is
 * the whole name), a directional before or after the name, and unit designators; other words as typed.
 */
export function normaliseStreetLine(line: string): string {
  const words = collapseSpaces(line)
    .split(" ")
    .filter((text) => text !== "")
    .map(wordOf);
  const out = words.map((word) => word.text);
  // The unit part starts at the first designator followed by its number ("Apt 4", "Suite 200").
  let unitStart = words.findIndex(
    (word, index) => UNIT_DESIGNATORS.has(word.key) && index < words.length - 1,
  );
  if (unitStart === -1) unitStart = words.length;
  for (let index = unitStart; index < words.length; index++) {
    const word = words[index];
    if (word && UNIT_DESIGNATORS.has(word.key)) out[index] = abbreviated(word, UNIT_DESIGNATORS);
  }
  // The street part: [house number] [directional] name... [suffix] [directional].
  const first = words[0] && hasDigit(words[0].key) ? 1 : 0;
  let last = unitStart - 1;
  const post = words[last];
  if (post && last > first && DIRECTIONALS.has(post.key)) {
    out[last] = abbreviated(post, DIRECTIONALS);
    last -= 1;
  }
  const suffix = words[last];
  const hasSuffix = suffix !== undefined && last > first && SUFFIXES.has(suffix.key);
  if (hasSuffix) out[last] = abbreviated(suffix, SUFFIXES);
  const nameEnd = hasSuffix ? last - 1 : last;
  // A directional that is the whole street name stays a name ("North Avenue", "E Street").
  const pre = words[first];
  if (pre && first < nameEnd && DIRECTIONALS.has(pre.key)) out[first] = abbreviated(pre, DIRECTIONALS);
  return out.join(" ");
}

const passes = (): AddressValidation => ({ valid: true, invalidFields: [], suggestedAddresses: [] });

/**
 * A US or US-territory address checked and normalised: the fields that cannot be fixed, or the
 * address as USPS writes it when that differs from the shopper's. Other countries pass as they are.
 */
export function validateAddress(address: AddressInput): AddressValidation {
  const country = address.countryCode.trim().toUpperCase();
  if (!USPS_COUNTRIES.has(country)) return passes();
  const invalid = new Set<AddressField>();
  const state = stateCodeOf(address.stateOrRegion, country);
  const zip = normaliseZip(address.postalCode);
  if (state === null) invalid.add("stateOrRegion");
  // A ZIP of another state is the ZIP's fault: the state was chosen, the ZIP typed.
  if (zip === null || (state !== null && !zipBelongsTo(zip, state))) invalid.add("postalCode");
  if (invalid.size > 0) {
    const invalidFields = ADDRESS_FIELDS.filter((field) => invalid.has(field));
    return { valid: false, invalidFields, suggestedAddresses: [] };
  }
  const normalised: AddressInput = {
    ...address,
    addressLine1: normaliseStreetLine(address.addressLine1),
    addressLine2: normaliseStreetLine(address.addressLine2),
    city: collapseSpaces(address.city),
    stateOrRegion: state ?? address.stateOrRegion,
    postalCode: zip ?? address.postalCode,
  };
  const same = ADDRESS_FIELDS.every((field) => normalised[field] === address[field]);
  return same ? passes() : { valid: false, invalidFields: [], suggestedAddresses: [normalised] };
}
