import { describe, expect, it } from "vitest";
import { newEndpointSecret, signWebhook } from "./signature.server.ts";

describe("webhook signatures (Standard Webhooks)", () => {
  it("reproduces the convention's published test vector", () => {
    const signature = signWebhook(
      "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
      "msg_p5jXN8AQM9LWM0D4loKWxJek",
      1614265330,
      '{"test": 2432232314}',
    );
    expect(signature).toBe("v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=");
  });

  it("gives each endpoint a new secret of 32 random bytes, whsec_ and base64", () => {
    const secrets = new Set(Array.from({ length: 20 }, () => newEndpointSecret()));
    expect(secrets.size).toBe(20);
    for (const secret of secrets) {
      expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
      expect(Buffer.from(secret.slice("whsec_".length), "base64")).toHaveLength(32);
    }
  });

  it("signs differently for another id, time, body or secret", () => {
    const secret = newEndpointSecret();
    const base = signWebhook(secret, "evt_1", 1_800_000_000, "{}");
    expect(signWebhook(secret, "evt_2", 1_800_000_000, "{}")).not.toBe(base);
    expect(signWebhook(secret, "evt_1", 1_800_000_001, "{}")).not.toBe(base);
    expect(signWebhook(secret, "evt_1", 1_800_000_000, "{ }")).not.toBe(base);
    expect(signWebhook(newEndpointSecret(), "evt_1", 1_800_000_000, "{}")).not.toBe(base);
  });
});
