import type { Page } from "@playwright/test";

/**
 * What went wrong in a page that a test's failure message would not say: uncaught errors, console
 * errors, requests that got no answer, and the store's answers of 400 and above (the server logs
 * only its 500s). Printed when a test fails, so a failure that happens once in many runs names its
 * cause the first time.
 */
export class PageTrouble {
  readonly lines: string[] = [];

  watch(page: Page, name: string): Page {
    const started = Date.now();
    const note = (line: string) =>
      this.lines.push(`${((Date.now() - started) / 1000).toFixed(2)}s ${name} ${line}`);
    page.on("pageerror", (error) => note(`page error: ${error.message}`));
    page.on("console", (message) => {
      if (message.type() === "error") note(`console error: ${message.text()}`);
    });
    page.on("requestfailed", (request) =>
      note(`no answer: ${request.method()} ${request.url()} (${request.failure()?.errorText ?? "?"})`),
    );
    page.on("response", (response) => {
      if (response.status() >= 400)
        note(`${response.status()}: ${response.request().method()} ${response.url()}`);
    });
    return page;
  }

  /** Prints what was seen, for a failed test's output. */
  print(title: string): void {
    if (this.lines.length > 0) console.log(`${title}: what the pages met\n${this.lines.join("\n")}`);
    else console.log(`${title}: no page errors, failed requests or error answers`);
  }
}
