import { availableParallelism } from "node:os";
import { z } from "zod";
import {
  FEDERATED_PROVIDER_IDS,
  type FederatedProviderId,
  type FederatedProviderSettings,
} from "../modules/identity/index.server.ts";
import { trustedProxyError } from "./client-address.ts";

const hostList = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? "")
      .split(",")
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
  );

/** Comma-separated addresses and CIDR blocks of the proxies in front of the store. */
const proxyList = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? "")
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean),
  )
  .superRefine((entries, context) => {
    for (const entry of entries) {
      const problem = trustedProxyError(entry);
      if (problem) context.addIssue({ code: "custom", message: problem });
    }
  });

/** Minutes, from 0 to a week. */
const minutes = z.coerce
  .number()
  .min(0)
  .max(7 * 24 * 60);

const issuerUrl = z.url({ protocol: /^https?$/ }).optional();
const secretText = z.string().min(1).optional();

/** The three settings of each federated sign-in provider. */
const OIDC_KEYS = {
  amazon: ["OIDC_AMAZON_ISSUER", "OIDC_AMAZON_CLIENT_ID", "OIDC_AMAZON_CLIENT_SECRET"],
  google: ["OIDC_GOOGLE_ISSUER", "OIDC_GOOGLE_CLIENT_ID", "OIDC_GOOGLE_CLIENT_SECRET"],
  facebook: ["OIDC_FACEBOOK_ISSUER", "OIDC_FACEBOOK_CLIENT_ID", "OIDC_FACEBOOK_CLIENT_SECRET"],
  apple: ["OIDC_APPLE_ISSUER", "OIDC_APPLE_CLIENT_ID", "OIDC_APPLE_CLIENT_SECRET"],
} as const satisfies Record<FederatedProviderId, readonly [string, string, string]>;

const schema = z
  .object({
    NODE_ENV: z.enum(["production", "development", "test"]).default("production"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    DATA_DIR: z.string().min(1).default("./data/pglite"),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    SEED_PRODUCTS: z.coerce.number().int().min(1).max(1_000_000).default(2000),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    MARKETPLACE: z.enum(["fleetfoot", "9am"]).optional(),
    FLEETFOOT_HOSTS: hostList,
    NINEAM_HOSTS: hostList,
    FLEETFOOT_BASE_URL: z.url().optional(),
    NINEAM_BASE_URL: z.url().optional(),
    /** Secure on session cookies: auto (when the request came over HTTPS, X-Forwarded-Proto included), always, never. */
    COOKIE_SECURE: z.enum(["auto", "always", "never"]).default("auto"),
    /** Proxies whose X-Forwarded-For/-Proto are believed (the client address for throttling, HTTPS for HSTS). */
    TRUSTED_PROXIES: proxyList,
    /** A sign-in ends after this long without a request (ASVS 3.3.2 level 2: 30 minutes). */
    SESSION_IDLE_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(30),
    /** ...and this long after it began, however active (ASVS 3.3.2 level 2: 12 hours). */
    SESSION_ABSOLUTE_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .max(30 * 24)
      .default(12),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
    /**
     * Shared pages (home, listings, search, products) are never served from the process's cache older
     * than this; a change to what they show is seen at once whatever it is. 0 turns the cache off.
     */
    PAGE_CACHE_MAX_AGE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(600),
    /** How old a CDN may serve a shared page (Cache-Control); a CDN is not told of changes. */
    PAGE_CACHE_CDN_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
    /** Memory the page cache may hold, in MB (the pages' compressed copies). */
    PAGE_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(128),
    /** Server processes (workers) sharing the port; default: one per CPU on PostgreSQL, 1 with PGlite. */
    WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
    /** The demo warehouse: moves orders along by itself (on), or leaves that to operators (off). */
    FULFILMENT_CLOCK: z.enum(["on", "off"]).default("on"),
    /** Minutes an order waits before each of the clock's steps (decimals allowed: 0.5 is 30 s). */
    FULFILMENT_PROCESS_MINUTES: minutes.default(1),
    FULFILMENT_SHIP_MINUTES: minutes.default(5),
    FULFILMENT_OUT_FOR_DELIVERY_MINUTES: minutes.default(30),
    FULFILMENT_DELIVER_MINUTES: minutes.default(15),
    /** Minutes a return waits before the carrier's scan, the warehouse's receipt and the refund (same clock switch). */
    RETURN_SCAN_MINUTES: minutes.default(30),
    RETURN_RECEIVE_MINUTES: minutes.default(60),
    RETURN_REFUND_MINUTES: minutes.default(5),
    /** smtp://user:password@host:port (smtps:// for TLS from the start); unset: mail goes to the outbox. */
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    MAIL_FROM: z.email().default("no-reply@localhost"),
    MAIL_OUTBOX_DIR: z.string().min(1).default("./data/outbox"),
    /** Who may preview unpublished content (/c/symphonypreview, /contentPreview): whoever holds it. Unset: nobody. */
    CONTENT_PREVIEW_TOKEN: z
      .string()
      .regex(/^[\x21-\x7e]{32,200}$/, "must be 32 to 200 printable characters without spaces")
      .optional(),
    /** Signs the newsletter captcha's challenges; unset, the store makes one and keeps it in the database. */
    CAPTCHA_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    /** The most proof-of-work tries a captcha needs (a second or so on a phone at the default). */
    CAPTCHA_MAX_COUNTER: z.coerce.number().int().min(4).max(1_000_000).default(20_000),
    /** Telemetry events (beacons, errors, impressions, clicks) are kept this many days... */
    TELEMETRY_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
    /** ...and at most this many (the oldest go first). */
    TELEMETRY_MAX_EVENTS: z.coerce.number().int().min(1000).max(1_000_000_000).default(1_000_000),
    /** Seconds a webhook receiver has to answer a delivery; a later answer is a failed try, retried. */
    WEBHOOK_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(60).default(10),
    /** Bearer token for /metrics; unset: only clients on the store's own host (loopback) may read it. */
    METRICS_TOKEN: z.string().min(16).max(512).regex(/^\S+$/, "no spaces").optional(),
    /** Bearer token for the operators' API (an order's history); unset: only clients on the store's own host. */
    OPERATOR_TOKEN: z.string().min(16).max(512).regex(/^\S+$/, "no spaces").optional(),
    // Federated sign-in, per provider: issuer URL, client id and client secret (all three or none).
    OIDC_AMAZON_ISSUER: issuerUrl,
    OIDC_AMAZON_CLIENT_ID: secretText,
    OIDC_AMAZON_CLIENT_SECRET: secretText,
    OIDC_GOOGLE_ISSUER: issuerUrl,
    OIDC_GOOGLE_CLIENT_ID: secretText,
    OIDC_GOOGLE_CLIENT_SECRET: secretText,
    OIDC_FACEBOOK_ISSUER: issuerUrl,
    OIDC_FACEBOOK_CLIENT_ID: secretText,
    OIDC_FACEBOOK_CLIENT_SECRET: secretText,
    OIDC_APPLE_ISSUER: issuerUrl,
    OIDC_APPLE_CLIENT_ID: secretText,
    OIDC_APPLE_CLIENT_SECRET: secretText,
  })
  .superRefine((config, context) => {
    if (config.SESSION_IDLE_MINUTES > config.SESSION_ABSOLUTE_HOURS * 60) {
      context.addIssue({
        code: "custom",
        path: ["SESSION_IDLE_MINUTES"],
        message: "must not be longer than SESSION_ABSOLUTE_HOURS",
      });
    }
    // PGlite is one process's database: a second process cannot open it.
    if (!config.DATABASE_URL && config.WEB_CONCURRENCY !== undefined && config.WEB_CONCURRENCY > 1) {
      context.addIssue({
        code: "custom",
        path: ["WEB_CONCURRENCY"],
        message: "must be 1 with the embedded database (PGlite is one process); set DATABASE_URL for more",
      });
    }
    // A provider is configured with all three settings or none.
    for (const id of FEDERATED_PROVIDER_IDS) {
      const keys = OIDC_KEYS[id];
      const set = keys.filter((key) => config[key] !== undefined);
      if (set.length > 0 && set.length < keys.length) {
        for (const key of keys.filter((key) => config[key] === undefined)) {
          context.addIssue({ code: "custom", path: [key], message: `needed with ${set.join(", ")}` });
        }
      }
    }
  })
  .transform((config) => ({
    ...config,
    WEB_CONCURRENCY: config.WEB_CONCURRENCY ?? (config.DATABASE_URL ? availableParallelism() : 1),
  }));

export type Config = z.infer<typeof schema>;

/** Reads and validates the environment once at boot; a bad value stops the start with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join("\n")}`);
  }
  return parsed.data;
}

/** The marketplace settings carried by the configuration. */
export function marketplaceSettings(config: Config) {
  const baseUrls: Record<string, string> = {};
  if (config.FLEETFOOT_BASE_URL) baseUrls.fleetfoot = config.FLEETFOOT_BASE_URL;
  if (config.NINEAM_BASE_URL) baseUrls["9am"] = config.NINEAM_BASE_URL;
  return {
    forced: config.MARKETPLACE,
    extraHosts: { fleetfoot: config.FLEETFOOT_HOSTS, "9am": config.NINEAM_HOSTS },
    baseUrls,
  };
}

/** The signed-in session's limits. */
export function sessionLifetime(config: Config) {
  return { idleMinutes: config.SESSION_IDLE_MINUTES, absoluteMinutes: config.SESSION_ABSOLUTE_HOURS * 60 };
}

/** The demo fulfilment clock's waits, by step, in minutes. */
export function fulfilmentTimings(config: Config) {
  return {
    process: config.FULFILMENT_PROCESS_MINUTES,
    ship: config.FULFILMENT_SHIP_MINUTES,
    out_for_delivery: config.FULFILMENT_OUT_FOR_DELIVERY_MINUTES,
    deliver: config.FULFILMENT_DELIVER_MINUTES,
  };
}

/** The demo returns desk's waits, by step, in minutes. */
export function returnTimings(config: Config) {
  return {
    scan: config.RETURN_SCAN_MINUTES,
    receive: config.RETURN_RECEIVE_MINUTES,
    refund: config.RETURN_REFUND_MINUTES,
  };
}

/** Where the store's mail goes: SMTP when SMTP_URL is set, else the outbox folder. */
export function mailSettings(config: Config) {
  return { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, outboxDir: config.MAIL_OUTBOX_DIR };
}

/** The federated sign-in providers configured (issuer, client id and secret each). */
export function federatedSettings(
  config: Config,
): Partial<Record<FederatedProviderId, FederatedProviderSettings>> {
  const settings: Partial<Record<FederatedProviderId, FederatedProviderSettings>> = {};
  for (const id of FEDERATED_PROVIDER_IDS) {
    const [issuer, clientId, clientSecret] = OIDC_KEYS[id].map((key) => config[key]);
    if (issuer !== undefined && clientId !== undefined && clientSecret !== undefined) {
      settings[id] = { issuer, clientId, clientSecret };
    }
  }
  return settings;
}

/** How long and how many telemetry events are kept (TELEMETRY_RETENTION_DAYS, TELEMETRY_MAX_EVENTS). */
export function telemetrySettings(config: Config) {
  return { retentionDays: config.TELEMETRY_RETENTION_DAYS, maxEvents: config.TELEMETRY_MAX_EVENTS };
}

/** How the store posts its webhooks (WEBHOOK_TIMEOUT_SECONDS). */
export function webhookSettings(config: Config) {
  return { timeoutMs: config.WEBHOOK_TIMEOUT_SECONDS * 1000 };
}
