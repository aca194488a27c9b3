import { availableParallelism } from "node:os";
import { describe, expect, it } from "vitest";
import {
  federatedSettings,
  loadConfig,
  mailSettings,
  marketplaceSettings,
  sessionLifetime,
  webhookSettings,
} from "./config.ts";

describe("loadConfig", () => {
  it("defaults to port 3000 and the embedded database under ./data", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR).toBe("./data/pglite");
  });

  it("reads PORT and DATABASE_URL", () => {
    const config = loadConfig({ PORT: "8080", DATABASE_URL: "postgresql://app@127.0.0.1:5432/store" });
    expect(config.PORT).toBe(8080);
    expect(config.DATABASE_URL).toBe("postgresql://app@127.0.0.1:5432/store");
  });

  it("refuses bad values with a message naming the setting", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ MARKETPLACE: "other" })).toThrow(/MARKETPLACE/);
  });

  it("turns host lists into marketplace settings", () => {
    const settings = marketplaceSettings(loadConfig({ NINEAM_HOSTS: "9am.example, WWW.9am.example" }));
    expect(settings.extraHosts["9am"]).toEqual(["9am.example", "www.9am.example"]);
  });

  it("sends mail to the outbox unless SMTP_URL is set, and checks it", () => {
    expect(mailSettings(loadConfig({}))).toEqual({
      smtpUrl: undefined,
      from: "no-reply@localhost",
      outboxDir: "./data/outbox",
    });
    expect(mailSettings(loadConfig({ SMTP_URL: "smtp://u:p@mail.example:587" })).smtpUrl).toBe(
      "smtp://u:p@mail.example:587",
    );
    expect(() => loadConfig({ SMTP_URL: "http://mail.example" })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ MAIL_FROM: "nobody" })).toThrow(/MAIL_FROM/);
  });

  it("configures a federated provider with all three settings, and refuses a partial one", () => {
    expect(federatedSettings(loadConfig({}))).toEqual({});
    const google = {
      OIDC_GOOGLE_ISSUER: "https://accounts.google.com",
      OIDC_GOOGLE_CLIENT_ID: "id",
      OIDC_GOOGLE_CLIENT_SECRET: "secret",
    };
    expect(federatedSettings(loadConfig(google))).toEqual({
      google: { issuer: "https://accounts.google.com", clientId: "id", clientSecret: "secret" },
    });
    expect(() => loadConfig({ OIDC_APPLE_ISSUER: "https://appleid.apple.com" })).toThrow(
      /OIDC_APPLE_CLIENT_ID[\s\S]*OIDC_APPLE_CLIENT_SECRET/,
    );
    expect(() => loadConfig({ ...google, OIDC_GOOGLE_ISSUER: "accounts.google.com" })).toThrow(
      /OIDC_GOOGLE_ISSUER/,
    );
  });

  it("trusts no proxy unless TRUSTED_PROXIES lists them, and checks each entry", () => {
    expect(loadConfig({}).TRUSTED_PROXIES).toEqual([]);
    expect(loadConfig({ TRUSTED_PROXIES: "10.0.0.0/8, 127.0.0.1 ,::1" }).TRUSTED_PROXIES).toEqual([
      "10.0.0.0/8",
      "127.0.0.1",
      "::1",
    ]);
    expect(() => loadConfig({ TRUSTED_PROXIES: "10.0.0.0/8,proxy.local" })).toThrow(/TRUSTED_PROXIES/);
  });

  it("runs one server process per CPU on PostgreSQL and one with the embedded database", () => {
    const postgres = "postgresql://app@127.0.0.1:5432/store";
    expect(loadConfig({}).WEB_CONCURRENCY).toBe(1);
    expect(loadConfig({ DATABASE_URL: postgres }).WEB_CONCURRENCY).toBe(availableParallelism());
    expect(loadConfig({ DATABASE_URL: postgres, WEB_CONCURRENCY: "3" }).WEB_CONCURRENCY).toBe(3);
    expect(loadConfig({ WEB_CONCURRENCY: "1" }).WEB_CONCURRENCY).toBe(1);
    expect(() => loadConfig({ WEB_CONCURRENCY: "2" })).toThrow(
      "WEB_CONCURRENCY: must be 1 with the embedded database (PGlite is one process); set DATABASE_URL for more",
    );
    expect(() => loadConfig({ DATABASE_URL: postgres, WEB_CONCURRENCY: "0" })).toThrow(/WEB_CONCURRENCY/);
    expect(() => loadConfig({ DATABASE_URL: postgres, WEB_CONCURRENCY: "lots" })).toThrow(/WEB_CONCURRENCY/);
  });

  it("ends a sign-in after 30 idle minutes and 12 hours by default (ASVS level 2), and checks the settings", () => {
    expect(sessionLifetime(loadConfig({}))).toEqual({ idleMinutes: 30, absoluteMinutes: 720 });
    expect(sessionLifetime(loadConfig({ SESSION_IDLE_MINUTES: "15", SESSION_ABSOLUTE_HOURS: "8" }))).toEqual({
      idleMinutes: 15,
      absoluteMinutes: 480,
    });
    expect(() => loadConfig({ SESSION_IDLE_MINUTES: "0" })).toThrow(/SESSION_IDLE_MINUTES/);
    expect(() => loadConfig({ SESSION_IDLE_MINUTES: "120", SESSION_ABSOLUTE_HOURS: "1" })).toThrow(
      /SESSION_IDLE_MINUTES/,
    );
  });

  it("gives a webhook receiver 10 seconds to answer by default, and checks the setting (1 to 60)", () => {
    expect(webhookSettings(loadConfig({}))).toEqual({ timeoutMs: 10_000 });
    expect(webhookSettings(loadConfig({ WEBHOOK_TIMEOUT_SECONDS: "3" }))).toEqual({ timeoutMs: 3_000 });
    for (const bad of ["0", "61", "2.5", "soon"]) {
      expect(() => loadConfig({ WEBHOOK_TIMEOUT_SECONDS: bad })).toThrow(/WEBHOOK_TIMEOUT_SECONDS/);
    }
  });
});
