import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

// The tables kept their names from when the newsletter was the captcha's only user.

/** Captcha answers already taken (a solved challenge is good once), until the challenge expires. */
export const captchaSolutions = pgTable(
  "captcha_solutions",
  {
    challengeId: text("challenge_id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("captcha_solutions_expires_idx").on(t.expiresAt)],
);

/** Secrets the store makes for itself when none is configured (the captcha's signing key). */
export const captchaSecrets = pgTable("subscription_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
