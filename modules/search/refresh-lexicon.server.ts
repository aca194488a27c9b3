import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../core/index.ts";

/**
 * Every word (two letters or more) of the searchable texts of the staged styles (see
 * refreshSearchDocuments), with the number of documents it is in; descriptions count once per product.
 */
const insertTerms = sql`
  insert into search_terms (term, document_count)
  select word, sum(documents)::int
  from (
    select brand_name || ' ' || product_name || ' ' || product_type || ' ' || subcategory || ' ' || color
        || ' ' || color_family || ' ' || array_to_string(genders, ' ') || ' ' || array_to_string(verticals, ' ') as words,
      count(*) as documents
    from search_stage
    group by 1
    union all
    select distinct on (product_id) description, 1 from search_stage
  ) texts, regexp_split_to_table(lower(words), '[^[:alnum:]]+') as word
  where length(word) >= 2
  group by word`;

/**
 * The noun of a product name: the name without its model word and model suffix ('Cascade Pro'),
 * its kids' age label ('(Little Kid)'): 'Cascade Pro Trail Runner (Big Kid)' gives 'Trail Runner'.
 */
const productNoun = sql`regexp_replace(regexp_replace(product_name,
  '^\\S+(\\s+([0-9]+|II|III|Lite|Pro|Plus|Mid|Low))?\\s+', ''), '\\s*\\(.*\\)$', '')`;

/** Suggestions of one kind: a text per document, with the categories where it is found most. */
function suggestionsOf(kind: string, text: SQL, where: SQL = sql`true`): SQL {
  return sql`
    insert into search_suggestions (suggestion, suggestion_key, kind, document_count, categories, category_keys)
    select suggestion, lower(suggestion), ${kind}, sum(documents)::int,
      jsonb_agg(jsonb_build_object('zc1', product_type, 'zc2', subcategory, 'count', documents)
        order by documents desc, subcategory),
      array_agg(distinct lower(product_type)) || array_agg(distinct lower(subcategory))
    from (
      select ${text} as suggestion, product_type, subcategory, count(*)::int as documents
      from search_documents where ${where}
      group by 1, 2, 3
    ) counted
    where length(suggestion) >= 2
    group by suggestion
    on conflict (suggestion) do nothing`;
}

const insertBrands = sql`
  insert into search_brands (brand_id, name, slug, product_count)
  select b.brand_id, b.name, b.slug, count(distinct d.product_id)::int
  from brands b left join search_documents d on d.brand_id = b.brand_id
  group by b.brand_id, b.name, b.slug`;

/** Rebuilds what is derived from the documents: corrections, suggestions and brand counts. */
export async function refreshLexicon(db: Db): Promise<void> {
  for (const table of ["search_terms", "search_suggestions", "search_brands"]) {
    await db.execute(sql`delete from ${sql.identifier(table)}`);
  }
  await db.execute(insertTerms);
  await db.execute(suggestionsOf("brand", sql`brand_name`));
  await db.execute(suggestionsOf("category", sql`subcategory`));
  await db.execute(suggestionsOf("category", sql`product_type`));
  await db.execute(suggestionsOf("product", productNoun, sql`product_type <> 'Gift Cards'`));
  await db.execute(insertBrands);
  for (const table of ["search_terms", "search_suggestions", "search_brands"]) {
    await db.execute(sql`analyze ${sql.identifier(table)}`);
  }
}
