import { resolve } from "node:path";
import {
  DEFAULT_CONTENT_DIR,
  listContentPages,
  readContentDir,
  servedPage,
  storeContent,
} from "../modules/content/index.server.ts";
import { defaultMarketplaces } from "../modules/marketplace/index.ts";
import { withConfiguredDatabase } from "./configured-database.ts";

// `npm run content -- load [dir]`: stores the content files (pages/*.md, slots.json; default: the
// repository's content/) in the configured database, replacing pages and slots of the same names;
// the store shows the change at once. `list`: every page. `show <pageName> [marketplace]`: a page
// as that marketplace serves it, published or not. With the embedded database, stop the store first
// (refused while the store has the data open).

const USAGE = "usage: npm run content -- load [dir] | list | show <pageName> [fleetfoot|9am]";

async function run(command: string | undefined, args: string[]): Promise<void> {
  if (command === "load" && args.length <= 1) {
    // Read and checked before the database opens: a bad file changes nothing.
    const bundle = await readContentDir(resolve(args[0] ?? DEFAULT_CONTENT_DIR));
    await withConfiguredDatabase(async (db) => {
      const stored = await storeContent(db, bundle);
      console.log(`Loaded ${stored.pages} pages and ${stored.slots} slots.`);
    });
    return;
  }
  if (command === "list" && args.length === 0) {
    await withConfiguredDatabase(async (db) => {
      for (const page of await listContentPages(db)) {
        const state = page.published ? "published" : "draft";
        const where = page.marketplaces?.join(",") ?? "all";
        console.log(`/c/${page.pageName}\t${page.pageLayout}\t${state}\t${where}\t${page.title}`);
      }
    });
    return;
  }
  if (command === "show" && (args.length === 1 || args.length === 2)) {
    const [pageName = "", subsite = "fleetfoot"] = args;
    const marketplace = defaultMarketplaces.find((m) => m.subsiteId === subsite);
    if (!marketplace) throw new Error(`no marketplace '${subsite}'\n${USAGE}`);
    await withConfiguredDatabase(async (db) => {
      const page = await servedPage(db, pageName, marketplace, { preview: true });
      if (!page) throw new Error(`no page '${pageName}' for ${marketplace.name}`);
      console.log(`${page.title} (${page.pageLayout}, ${page.published ? "published" : "draft"})`);
      console.log(page.html);
      for (const slot of page.slots) console.log(`slot ${slot.slotName}: ${JSON.stringify(slot.fields)}`);
    });
    return;
  }
  throw new Error(USAGE);
}

try {
  const [command, ...args] = process.argv.slice(2);
  await run(command, args);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
