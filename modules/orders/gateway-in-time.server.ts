/** How long one gateway call of payment recovery may hold a claimed row (and, on PGlite, the database). */
const GATEWAY_WAIT_MS = 30_000;

class GatewayTimeout extends Error {}

/** A gateway call that may not hold the claimed row longer than GATEWAY_WAIT_MS. */
export async function inTime<T>(asked: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new GatewayTimeout("the gateway did not answer in time")),
      GATEWAY_WAIT_MS,
    );
  });
  try {
    return await Promise.race([asked, late]);
  } finally {
    clearTimeout(timer);
  }
}
