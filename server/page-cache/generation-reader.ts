/**
 * Reads the page generation for each request that asks, so that a change committed before a request
 * arrived is always seen by it, without one query per request under load: a caller arriving while a
 * read is under way waits for the next read (started after it arrived), shared by all who wait.
 */
export function generationReader(read: () => Promise<string>): () => Promise<string> {
  let current: Promise<string> | null = null;
  let next: Promise<string> | null = null;
  const start = () => {
    const reading = read().finally(() => {
      if (current === reading) current = null;
    });
    current = reading;
    return reading;
  };
  return () => {
    if (!current) return start();
    next ??= current
      .catch(() => undefined)
      .then(() => {
        next = null;
        return start();
      });
    return next;
  };
}
