import { describe, expect, it } from "vitest";
import { loadConfig, marketplaceSettings } from "./config.ts";

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
});
