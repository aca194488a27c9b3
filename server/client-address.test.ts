import { describe, expect, it } from "vitest";
import { clientInfo, TrustedProxies, trustedProxyError } from "./client-address.ts";

const proxies = new TrustedProxies(["10.0.0.0/8", "127.0.0.1", "fd00::/8"]);
const from = (socketAddress: string | undefined, forwardedFor?: string, forwardedProto?: string) =>
  clientInfo({ socketAddress, url: "http://shop.example/", forwardedFor, forwardedProto }, proxies);

describe("clientInfo", () => {
  it("takes the socket's address from a client that is not a trusted proxy, whatever it forwards", () => {
    expect(from("203.0.113.9", "198.51.100.1", "https")).toEqual({ address: "203.0.113.9", https: false });
  });

  it("takes the right-most address a trusted proxy forwards that is not itself a trusted proxy", () => {
    expect(from("10.0.0.2", "198.51.100.1, 203.0.113.9, 10.1.2.3").address).toBe("203.0.113.9");
    expect(from("127.0.0.1", "203.0.113.9").address).toBe("203.0.113.9");
  });

  it("ignores whatever a client wrote left of its own address", () => {
    expect(from("10.0.0.2", "127.0.0.1, 203.0.113.9").address).toBe("203.0.113.9");
  });

  it("stops at a malformed entry, keeping the last good address", () => {
    expect(from("10.0.0.2", "evil, 10.0.0.7").address).toBe("10.0.0.7");
    expect(from("10.0.0.2", "").address).toBe("10.0.0.2");
  });

  it("reads IPv4-mapped IPv6 addresses as IPv4, and IPv6 blocks", () => {
    expect(from("::ffff:10.0.0.2", "203.0.113.9").address).toBe("203.0.113.9");
    expect(from("fd00::1", "2001:db8::5").address).toBe("2001:db8::5");
  });

  it("believes X-Forwarded-Proto only from a trusted proxy", () => {
    expect(from("10.0.0.2", "203.0.113.9", "https").https).toBe(true);
    expect(from("10.0.0.2", "203.0.113.9", "http").https).toBe(false);
    expect(from(undefined, undefined, "https")).toEqual({ address: "unknown", https: false });
    expect(
      clientInfo({ socketAddress: "203.0.113.9", url: "https://shop.example/" }, new TrustedProxies([]))
        .https,
    ).toBe(true);
  });
});

describe("trustedProxyError", () => {
  it.each(["127.0.0.1", "10.0.0.0/8", "::1", "fd00::/8", "0.0.0.0/0"])("accepts %s", (entry) =>
    expect(trustedProxyError(entry)).toBeNull(),
  );
  it.each(["localhost", "10.0.0.0/33", "10.0.0.1/8/1", "::1/129", "10.0.0/8", "10.0.0.0/x"])(
    "refuses %s",
    (entry) => expect(trustedProxyError(entry)).not.toBeNull(),
  );
});
