/** How much of a receiver's answer is read (for the delivery log); the rest is left unread. */
export const MAX_RESPONSE_BYTES = 4096;
/** How much of it the delivery log keeps beside the status code. */
const RESPONSE_EXCERPT_CHARS = 200;

/** One try's request: where, what, and the signed headers. */
export interface WebhookRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** What one try came to: delivered on a 2xx; else the status (if any answer came) and what went wrong. */
export type PostOutcome =
  | { delivered: true; statusCode: number }
  | { delivered: false; statusCode: number | null; error: string };

/** Reads at most `limit` bytes of a body and lets the rest go (a receiver may answer without end). */
async function readAtMost(body: ReadableStream<Uint8Array> | null, limit: number): Promise<string> {
  if (!body) return "";
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    while (size < limit) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.byteLength;
    }
  } finally {
    await reader.cancel().catch(() => {});
  }
  return Buffer.concat(chunks).subarray(0, limit).toString("utf8");
}

/** A short, one-line excerpt of a receiver's answer for the log (no control characters). */
const excerptOf = (text: string) =>
  text
    .replace(/\p{Cc}+/gu, " ")
    .trim()
    .slice(0, RESPONSE_EXCERPT_CHARS);

/** Why a request got no answer, in words an operator reads (never the URL: it may hold credentials). */
function failureText(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")) {
    return `no answer within ${timeoutMs / 1000} s`;
  }
  const cause = error instanceof Error ? error.cause : undefined;
  const code =
    cause instanceof Error && "code" in cause && typeof cause.code === "string" ? cause.code : null;
  if (code) return `could not connect (${code})`;
  const message = cause instanceof Error ? cause.message : error instanceof Error ? error.message : "";
  return `the request failed${message ? `: ${excerptOf(message)}` : ""}`;
}

/**
 * Posts one delivery: redirects not followed (a 3xx is a failure: the operator named this URL), the
 * whole exchange bounded by `timeoutMs`, at most MAX_RESPONSE_BYTES of the answer read. Never throws.
 */
export async function postWebhook(request: WebhookRequest, timeoutMs: number): Promise<PostOutcome> {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetch(request.url, {
      method: "POST",
      headers: request.headers,
      body: request.body,
      redirect: "manual",
      signal,
    });
    const statusCode = response.status;
    if (statusCode >= 200 && statusCode < 300) {
      // Delivered once answered: what the receiver says besides is not waited for.
      await response.body?.cancel().catch(() => {});
      return { delivered: true, statusCode };
    }
    const text = excerptOf(await readAtMost(response.body, MAX_RESPONSE_BYTES).catch(() => ""));
    const redirect = statusCode >= 300 && statusCode < 400 ? " (a redirect, not followed)" : "";
    return { delivered: false, statusCode, error: `HTTP ${statusCode}${redirect}${text ? `: ${text}` : ""}` };
  } catch (error) {
    return { delivered: false, statusCode: null, error: failureText(error, timeoutMs) };
  }
}
