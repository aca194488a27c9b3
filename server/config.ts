import { z } from "zod";

const hostList = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? "")
      .split(",")
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
  );

const schema = z.object({
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
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
});

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
