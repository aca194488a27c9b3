/**
 * Values built on demand and kept for a fixed time by key (the sitemaps and the product feed of each
 * marketplace): crawlers and CDNs then cost one catalogue read per key and period, not one per
 * request. Concurrent requests share one build; a failed build is not kept, so the next request
 * tries again.
 */
export function keptFor<K, V>(
  seconds: number,
  now: () => Date,
): (key: K, build: () => Promise<V>) => Promise<V> {
  const kept = new Map<K, { until: number; value: Promise<V> }>();
  return (key, build) => {
    const at = now().getTime();
    const entry = kept.get(key);
    if (entry && entry.until > at) return entry.value;
    const value = build();
    const fresh = { until: at + seconds * 1000, value };
    kept.set(key, fresh);
    value.catch(() => {
      if (kept.get(key) === fresh) kept.delete(key);
    });
    return value;
  };
}
