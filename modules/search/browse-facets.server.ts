import { sql } from "drizzle-orm";
import { queryRows } from "../core/index.server.ts";
import type { Db } from "../core/index.ts";
import type { FacetCountRow } from "./facet-counts.server.ts";
import { FACET_FIELDS, type FacetField } from "./types.ts";

type Filters = readonly (readonly [FacetField, readonly string[]])[];

/** The search_browse_facets key of some filters, or null when they are not all single values of single-select groups. */
function browseKey(filters: Filters): { gender: string; zc1: string; zc2: string } | null {
  const key = { gender: "", zc1: "", zc2: "" };
  for (const [field, values] of filters) {
    const [value, ...more] = values;
    if (value === undefined || more.length > 0) return null;
    if (field === "txAttrFacet_Gender") key.gender = value;
    else if (field === "zc1") key.zc1 = value;
    else if (field === "zc2") key.zc2 = value;
    else return null;
  }
  return key;
}

/** Facet counts read from a precomputed table: the fields they cover, and their rows (with the result count, field '', when known). */
export interface StoredFacets {
  fields: FacetField[];
  rows: FacetCountRow[];
}

/**
 * The facets of a browse (no term) that search_browse_facets holds: those whose other groups'
 * filters are single values of single-select groups; and the result count when all filters are.
 */
export async function storedBrowseFacets(db: Db, filters: Filters): Promise<StoredFacets> {
  const wanted: { field: string; key: { gender: string; zc1: string; zc2: string } }[] = FACET_FIELDS.flatMap(
    (field) => {
      const key = browseKey(filters.filter(([filtered]) => filtered !== field));
      return key ? [{ field, key }] : [];
    },
  );
  const fields = FACET_FIELDS.filter((field) => wanted.some((w) => w.field === field));
  const total = browseKey(filters);
  if (total) wanted.push({ field: "", key: total });
  if (wanted.length === 0) return { fields, rows: [] };
  const keys = wanted.map(
    ({ field, key }) => sql`(${key.gender}::text, ${key.zc1}::text, ${key.zc2}::text, ${field}::text)`,
  );
  const rows = await queryRows<FacetCountRow>(
    db,
    sql`select field, value, count from search_browse_facets
      where (gender, zc1, zc2, field) in (${sql.join(keys, sql`, `)})`,
  );
  return { fields, rows };
}
