/** Where the store answers in tests: the app's own request method, no network. */
export interface StoreEndpoint {
  request(input: string, init?: RequestInit): Response | Promise<Response>;
}

/**
 * A browser without JavaScript for integration tests: keeps cookies per host (deleting expired
 * ones), sends the store's requests to the app in process and anyone else's (an identity
 * provider on loopback) over real HTTP, and follows redirects only when asked.
 */
export class CookieBrowser {
  readonly jar = new Map<string, Map<string, string>>();

  constructor(
    private readonly store: StoreEndpoint,
    readonly storeOrigin = "http://localhost:3000",
  ) {}

  /** The cookies this browser holds for the store. */
  get cookies(): Map<string, string> {
    return this.cookiesOf(new URL(this.storeOrigin).host);
  }

  private cookiesOf(host: string): Map<string, string> {
    let cookies = this.jar.get(host);
    if (!cookies) {
      cookies = new Map();
      this.jar.set(host, cookies);
    }
    return cookies;
  }

  async request(target: string, init: RequestInit = {}): Promise<Response> {
    const url = new URL(target, this.storeOrigin);
    const cookies = this.cookiesOf(url.host);
    const headers = new Headers(init.headers);
    if (cookies.size > 0)
      headers.set("cookie", [...cookies].map(([name, value]) => `${name}=${value}`).join("; "));
    const response =
      url.origin === this.storeOrigin
        ? await this.store.request(url.href, { ...init, headers })
        : await fetch(url, { ...init, headers, redirect: "manual" });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const index = pair.indexOf("=");
      const name = pair.slice(0, index).trim();
      if (/expires=Thu, 01 Jan 1970|max-age=0(;|$)/i.test(line)) cookies.delete(name);
      else cookies.set(name, pair.slice(index + 1));
    }
    return response;
  }

  /** Posts a form as a browser does: urlencoded, with the page's origin. */
  post(target: string, fields: Record<string, string>, origin?: string): Promise<Response> {
    const url = new URL(target, this.storeOrigin);
    return this.request(url.href, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: origin ?? url.origin },
      body: new URLSearchParams(fields).toString(),
    });
  }

  /** Follows redirects from a response (GET each Location, as browsers do after 302 and 303). */
  async follow(
    response: Response,
    from: string,
    until?: (url: URL) => boolean,
  ): Promise<{ response: Response; url: URL }> {
    let current = response;
    let url = new URL(from, this.storeOrigin);
    for (let hops = 0; hops < 20 && current.status >= 300 && current.status < 400; hops++) {
      const location = current.headers.get("location");
      if (!location) break;
      url = new URL(location, url);
      if (until?.(url)) return { response: current, url };
      current = await this.request(url.href);
    }
    return { response: current, url };
  }
}

/** A page's text as a reader sees it: React's comment markers gone, entities decoded. */
export function pageText(html: string): string {
  return html
    .replaceAll("<!-- -->", "")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
}
