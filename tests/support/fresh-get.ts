import { get } from "node:http";

/** What a GET came back with: the status and body, or (status 0) what broke instead. */
export interface Outcome {
  status: number;
  body: string;
  /** The error's code or message when there was no answer. */
  error?: string;
  /** Whether the first try met a reset connection and was asked again. */
  retried?: boolean;
}

/** Far beyond a slow answer on a busy machine; a connection left hanging never answers at all. */
const NO_ANSWER_MS = 60_000;

/** One GET on a connection of its own (no keep-alive pool), so no request rides on a dead one. */
function getOnce(origin: string, path: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const request = get(`${origin}${path}`, { agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
      );
      response.on("error", (error: NodeJS.ErrnoException) =>
        resolve({ status: 0, body: "", error: error.code ?? error.message }),
      );
    });
    // A request nobody answers is reported as such, not left to hang the test.
    request.setTimeout(NO_ANSWER_MS, () => request.destroy(new Error(`no answer in ${NO_ANSWER_MS} ms`)));
    request.on("error", (error: NodeJS.ErrnoException) =>
      resolve({ status: 0, body: "", error: error.code ?? error.message }),
    );
  });
}

/**
 * A GET on a fresh connection. With retryOnReset, a connection reset by the server (its process
 * died with the request in flight) is asked once more, as a browser does; anything else is not.
 */
export async function getOnFreshConnection(
  origin: string,
  path: string,
  options: { retryOnReset?: boolean } = {},
): Promise<Outcome> {
  const first = await getOnce(origin, path);
  if (!options.retryOnReset || first.error !== "ECONNRESET") return first;
  return { ...(await getOnce(origin, path)), retried: true };
}
