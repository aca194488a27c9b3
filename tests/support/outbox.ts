import { readdir, readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { mailText } from "./smtp-inbox.ts";

/** Where the browser tests' store writes its mail (MAIL_OUTBOX_DIR of playwright.config.ts's server). */
export const E2E_OUTBOX_DIR = resolve("data/e2e-outbox");

/** The first match of `pattern` in a message of the outbox addressed to `to`, if one has arrived. */
export async function findInOutbox(
  to: string,
  pattern: RegExp,
  dir = E2E_OUTBOX_DIR,
): Promise<string | null> {
  const files = await readdir(dir).catch(() => [] as string[]);
  for (const file of files.filter((name) => name.endsWith(".eml")).sort()) {
    const text = mailText(await readFile(join(dir, file), "utf8"));
    if (!new RegExp(`^To: .*${to.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "im").test(text)) continue;
    const match = pattern.exec(text)?.[0];
    if (match) return match;
  }
  return null;
}
