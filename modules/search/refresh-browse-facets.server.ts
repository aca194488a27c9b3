import { sql } from "drizzle-orm";
import type { Db } from "../core/index.ts";
import { codeColumn } from "./facet-sql.server.ts";
import { FACET_FIELDS } from "./types.ts";

/** Per facet field, documents counted by (gender, zc1, zc2 codes, the field's code); field '' counts them all. */
const countsByCode = sql.join(
  [
    ...FACET_FIELDS.map(
      (
        field,
      ) => sql`select d.gender_code, d.zc1_code, d.zc2_code, ${field}::text as field, ${codeColumn(field)} as code,
        count(*)::int as n from search_documents d group by 1, 2, 3, 5`,
    ),
    sql`select d.gender_code, d.zc1_code, d.zc2_code, ''::text, null::int, count(*)::int
      from search_documents d group by 1, 2, 3`,
  ],
  sql` union all `,
);

/**
 * Every combination of single-select filters a shopper can browse by: each of a document's
 * genders or none, its zc1 or none, its zc2 or none ('' stands for none), with the facet counts
 * of the documents that combination keeps.
 */
const insertBrowseFacets = sql`
  insert into search_browse_facets (gender, zc1, zc2, field, value, count)
  select g.gender, z1.zc1, z2.zc2, c.field, v.value, sum(c.n)::int
  from (${countsByCode}) c
  join search_facet_codes gc on gc.field = 'txAttrFacet_Gender' and gc.code = c.gender_code
  join search_facet_codes z1c on z1c.field = 'zc1' and z1c.code = c.zc1_code
  join search_facet_codes z2c on z2c.field = 'zc2' and z2c.code = c.zc2_code
  left join search_facet_codes fc on fc.field = c.field and fc.code = c.code
  cross join lateral (select unnest(gc.values) union all select '') g(gender)
  cross join lateral (values (z1c.values[1]), ('')) z1(zc1)
  cross join lateral (values (z2c.values[1]), ('')) z2(zc2)
  cross join lateral unnest(coalesce(fc.values, array[''])) v(value)
  group by 1, 2, 3, 4, 5`;

/**
 * Rebuilds search_browse_facets, the facet counts of browsing without a term, so that category
 * entry points (/womens, /shoes, ...) need not count the whole catalogue.
 */
export async function refreshBrowseFacets(db: Db): Promise<void> {
  await db.execute(sql`delete from search_browse_facets`);
  await db.execute(insertBrowseFacets);
  await db.execute(sql`analyze search_browse_facets`);
}
