const ASIN_SPACE = 36n ** 8n;
// Multiplier coprime with 36, so the map below is a bijection of [0, 36^8): distinct stocks, distinct ASINs.
const ASIN_MULTIPLIER = 1_594_323_713n;
const ASIN_OFFSET = 987_654_321_987n;

/** The ASIN of the n-th stock: 'B0' followed by 8 upper-case letters or digits, unique per n. */
export function asinFor(n: number): string {
  const scrambled = (BigInt(n) * ASIN_MULTIPLIER + ASIN_OFFSET) % ASIN_SPACE;
  return `B0${scrambled.toString(36).toUpperCase().padStart(8, "0")}`;
}

/** A product id of 7 digits for the i-th product (up to about 240,000 products), unique per index. */
export function productIdFor(index: number, jitter: number): number {
  return 1_000_000 + index * 37 + (Math.abs(jitter) % 37);
}

/** A bijection of [0, 2^bits): xor, odd multiplications and xor-shifts, each reversible on `bits` bits. */
function scramble(value: number, bits: number): number {
  const mask = 2 ** bits - 1;
  const half = Math.ceil(bits / 2);
  let x = (value ^ 0x5bd1e995) & mask;
  x = Math.imul(x, 0x2c1b3c6d) & mask;
  x ^= x >>> half;
  x = Math.imul(x, 0x297a2d39) & mask;
  x ^= x >>> half;
  return x;
}

/** Best-seller rank 1..total of the i-th product: a fixed shuffle of the indexes, each rank used once. */
export function bestSellerRankFor(index: number, total: number): number {
  const bits = Math.max(1, Math.ceil(Math.log2(total)));
  // Cycle-walking: scramble within the next power of two until the value falls inside [0, total).
  let x = index;
  do x = scramble(x, bits);
  while (x >= total);
  return x + 1;
}
