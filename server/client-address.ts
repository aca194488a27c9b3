import { BlockList, isIP } from "node:net";

/**
 * The client's address and scheme behind configured proxies (TRUSTED_PROXIES). X-Forwarded-For
 * and X-Forwarded-Proto are believed only when the connection itself comes from a trusted proxy:
 * anyone else can write those headers, so honouring them would let a client pick its own
 * throttling key.
 */

/** An address with IPv4-mapped IPv6 ('::ffff:10.0.0.1', as Node reports IPv4 on a dual stack) as plain IPv4. */
function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return mapped?.[1] ?? address;
}

/** Why a TRUSTED_PROXIES entry is not an address or a CIDR block, or null when it is one. */
export function trustedProxyError(entry: string): string | null {
  const [address = "", prefix, extra] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return `'${entry}' is not an IP address or CIDR block`;
  if (prefix === undefined) return null;
  const bits = Number(prefix);
  const max = family === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(prefix) && bits <= max ? null : `'${entry}' has a prefix length outside 0-${max}`;
}

/** The proxies whose forwarding headers are believed. */
export class TrustedProxies {
  private readonly list = new BlockList();
  readonly size: number;

  /** Entries are addresses or CIDR blocks (checked by trustedProxyError before). */
  constructor(entries: readonly string[]) {
    for (const entry of entries) {
      const [address = "", prefix] = entry.split("/");
      const type = isIP(address) === 4 ? "ipv4" : "ipv6";
      if (prefix === undefined) this.list.addAddress(address, type);
      else this.list.addSubnet(address, Number(prefix), type);
    }
    this.size = entries.length;
  }

  has(address: string): boolean {
    const plain = plainAddress(address);
    const family = isIP(plain);
    if (family === 0) return false;
    return this.list.check(plain, family === 4 ? "ipv4" : "ipv6");
  }
}

export interface ClientInfo {
  /** The client's address: the socket's, or the forwarded one behind a trusted proxy. */
  address: string;
  /** What throttling counts as one client: the address, or its /64 for IPv6 (see throttlingAddress). */
  throttlingAddress: string;
  /** Whether the client reached the store over HTTPS (HSTS). */
  https: boolean;
  /**
   * X-Forwarded-For came from a socket that is not a trusted proxy, so it was ignored: behind a
   * proxy, TRUSTED_PROXIES was probably forgotten (every client then counts as the proxy).
   */
  untrustedForwarding: boolean;
}

/** The eight 16-bit groups of an IPv6 address (checked by isIP before); an IPv4 tail counts as two. */
function ipv6Groups(address: string): number[] {
  const groupsOf = (part: string) =>
    part === ""
      ? []
      : part.split(":").flatMap((group) => {
          if (!group.includes(".")) return [Number.parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split(".").map(Number);
          return [a * 256 + b, c * 256 + d];
        });
  const [head = "", tail] = (address.split("%")[0] ?? "").split("::");
  const first = groupsOf(head);
  if (tail === undefined) return first;
  const last = groupsOf(tail);
  return [...first, ...new Array<number>(8 - first.length - last.length).fill(0), ...last];
}

/**
 * The key one client is throttled by. An IPv6 client counts by its /64 prefix: a provider hands
 * a whole /64 (or more) to one customer, so counting single addresses would give one attacker
 * 2^64 fresh keys. IPv4 addresses count one by one.
 */
export function throttlingAddress(address: string): string {
  if (isIP(address) !== 6) return address;
  const prefix = ipv6Groups(address)
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":");
  return `${prefix}::/64`;
}

/**
 * The client behind the connection. From a trusted proxy, X-Forwarded-For is read right to left
 * (each proxy appends the address it saw) skipping trusted proxies: the first other address is
 * the client's, whatever a client wrote further left. A malformed entry stops the walk at the
 * last address known good.
 */
export function clientInfo(
  request: { socketAddress: string | undefined; url: string; forwardedFor?: string; forwardedProto?: string },
  trusted: TrustedProxies,
): ClientInfo {
  const viaHttps = new URL(request.url).protocol === "https:";
  const socket = request.socketAddress ? plainAddress(request.socketAddress) : "unknown";
  if (!trusted.has(socket)) {
    // In process (tests, no socket) nobody connected: nothing to warn about.
    const untrustedForwarding = request.forwardedFor !== undefined && request.socketAddress !== undefined;
    return {
      address: socket,
      throttlingAddress: throttlingAddress(socket),
      https: viaHttps,
      untrustedForwarding,
    };
  }
  const proto = request.forwardedProto?.split(",")[0]?.trim().toLowerCase();
  const https = viaHttps || proto === "https";
  let address = socket;
  const hops = (request.forwardedFor ?? "").split(",").map((hop) => plainAddress(hop.trim()));
  for (let index = hops.length - 1; index >= 0; index -= 1) {
    const hop = hops[index] ?? "";
    if (isIP(hop) === 0) break;
    address = hop;
    if (!trusted.has(hop)) break;
  }
  return { address, throttlingAddress: throttlingAddress(address), https, untrustedForwarding: false };
}
