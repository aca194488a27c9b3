import { describe, expect, it } from "vitest";
import { clientInfo, TrustedProxies, throttlingAddress, trustedProxyError } from "./client-address.ts";

const proxies = new TrustedProxies(["10.0.0.0/8", "127.0.0.1", "fd00::/8"]);
const from = (socketAddress: string | undefined, forwardedFor?: string, forwardedProto?: string) =>
  clientInfo({ socketAddress, url: "http://shop.example/", forwardedFor, forwardedProto }, proxies);

describe("clientInfo", () => {
  it("takes the socket's address from a client that is not a trusted proxy, whatever it forwards", () => {
    expect(from("203.0.113.9", "198.51.100.1", "https")).toMatchObject({
      address: "203.0.113.9",
      https: false,
    });
  });

  it("flags X-Forwarded-For sent by a socket that is not a trusted proxy (TRUSTED_PROXIES probably forgotten)", () => {
    expect(from("203.0.113.9", "198.51.100.1").untrustedForwarding).toBe(true);
    expect(from("203.0.113.9").untrustedForwarding).toBe(false);
    expect(from("10.0.0.2", "198.51.100.1").untrustedForwarding).toBe(false);
    // Called in process, without a connection: nobody sent anything over a network.
    expect(from(undefined, "198.51.100.1").untrustedForwarding).toBe(false);
  });

  it("throttles an IPv6 client by its /64, directly or behind a trusted proxy, and IPv4 by its address", () => {
    expect(from("2001:db8:1:2:aaaa::1").throttlingAddress).toBe("2001:db8:1:2::/64");
    expect(from("2001:db8:1:2:bbbb:cccc:dddd:eeee").throttlingAddress).toBe("2001:db8:1:2::/64");
    expect(from("fd00::1", "2001:db8:1:2::5").throttlingAddress).toBe("2001:db8:1:2::/64");
    expect(from("2001:db8:1:3::1").throttlingAddress).not.toBe(from("2001:db8:1:2::1").throttlingAddress);
    expect(from("10.0.0.2", "203.0.113.9").throttlingAddress).toBe("203.0.113.9");
    expect(from("::ffff:203.0.113.9").throttlingAddress).toBe("203.0.113.9");
    expect(from(undefined).throttlingAddress).toBe("unknown");
  });
});

describe("throttlingAddress", () => {
  it.each([
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["2001:DB8:0:0:1::1", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["::", "0:0:0:0::/64"],
    ["1::", "1:0:0:0::/64"],
    ["2001:db8:a:b:c:d:e:f", "2001:db8:a:b::/64"],
    ["64:ff9b::192.0.2.1", "64:ff9b:0:0::/64"],
    ["2001:db8:a:b:c:d:192.0.2.1", "2001:db8:a:b::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["203.0.113.9", "203.0.113.9"],
    ["unknown", "unknown"],
  ])("counts %s as %s", (address, key) => expect(throttlingAddress(address)).toBe(key));

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
    expect(from(undefined, undefined, "https")).toMatchObject({ address: "unknown", https: false });
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
