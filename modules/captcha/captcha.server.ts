import { randomBytes } from "node:crypto";
import { createChallenge, randomInt, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { eq, lt } from "drizzle-orm";
import { z } from "zod";
import { AppError, type Db } from "../core/index.ts";
import { CAPTCHA_MESSAGE, MAX_CAPTCHA_ANSWER_LENGTH } from "./index.ts";
import { captchaSecrets, captchaSolutions } from "./schema.server.ts";

/**
 * The store's captcha (newsletter sign-ups, sign-ins past a limit): ALTCHA's proof of work, self-hosted. A challenge is signed with the
 * store's secret and lives CAPTCHA_LIFETIME_MINUTES; a solved one is taken once (its id recorded
 * until it expires), so an answer cannot be replayed. Nothing leaves the store.
 */
export const CAPTCHA_LIFETIME_MINUTES = 10;
/** SHA-256 rounds per try, and the most tries the browser needs: a second or so on a phone. */
const COST = 100;
export const DEFAULT_CAPTCHA_MAX_COUNTER = 20_000;

const SECRET_NAME = "captcha_hmac";

/**
 * The signing secret: the configured one (CAPTCHA_SECRET), else one the store made for itself and
 * keeps in the database, so every worker and every restart signs alike and no known default exists.
 */
export function captchaSecret(db: Db, configured: string | undefined): () => Promise<string> {
  let secret: Promise<string> | undefined = configured ? Promise.resolve(configured) : undefined;
  return () => {
    secret ??= (async () => {
      const value = randomBytes(32).toString("base64url");
      await db.insert(captchaSecrets).values({ name: SECRET_NAME, value }).onConflictDoNothing();
      const [row] = await db
        .select({ value: captchaSecrets.value })
        .from(captchaSecrets)
        .where(eq(captchaSecrets.name, SECRET_NAME));
      if (!row) throw new Error("the captcha secret could not be kept");
      return row.value;
    })().catch((error: unknown) => {
      secret = undefined; // a database outage: try again next time
      throw error;
    });
    return secret;
  };
}

const secrets = new WeakMap<Db, () => Promise<string>>();

/** The store's signing secret for this database, made once per process (captchaSecret). */
export function storeCaptchaSecret(db: Db, configured: string | undefined): () => Promise<string> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = captchaSecret(db, configured);
    secrets.set(db, secret);
  }
  return secret;
}

/**
 * A new signed challenge for the widget (GET /v2/subscriptions/captcha): between a quarter of
 * `maxCounter` and `maxCounter` tries (CAPTCHA_MAX_COUNTER; the test runs lower it: they prove the
 * flow, not the work).
 */
export async function newCaptchaChallenge(
  secret: string,
  now: Date,
  maxCounter: number = DEFAULT_CAPTCHA_MAX_COUNTER,
) {
  return createChallenge({
    algorithm: "SHA-256",
    cost: COST,
    counter: randomInt(Math.ceil(maxCounter / 4), maxCounter),
    deriveKey,
    expiresAt: new Date(now.getTime() + CAPTCHA_LIFETIME_MINUTES * 60_000),
    data: { challengeId: randomBytes(16).toString("base64url") },
    hmacSignatureSecret: secret,
  });
}

const PayloadSchema = z.object({
  challenge: z.object({
    parameters: z
      .object({
        algorithm: z.literal("SHA-256"),
        nonce: z.string().max(200),
        salt: z.string().max(200),
        cost: z.number().int().positive().max(10_000),
        keyLength: z.number().int().positive().max(64),
        keyPrefix: z.string().max(200),
        expiresAt: z.number().int().positive(),
        data: z.object({ challengeId: z.string().min(16).max(64) }),
      })
      .passthrough(),
    signature: z.string().max(200),
  }),
  solution: z.object({
    counter: z.number().int().min(0).max(0xffffffff),
    derivedKey: z.string().max(200),
    time: z.number().optional(),
  }),
});

const refused = () => new AppError("not_verified", "captcha.invalid", CAPTCHA_MESSAGE);

function decode(answer: string | undefined) {
  if (!answer || answer.length > MAX_CAPTCHA_ANSWER_LENGTH) return null;
  try {
    const parsed = PayloadSchema.safeParse(JSON.parse(Buffer.from(answer, "base64").toString("utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Checks the widget's answer (base64 JSON of challenge and solution): signed by us, not expired,
 * solved, and not taken before. Refuses with 401 captcha.invalid; records the answer as taken in
 * the caller's transaction (db), so a failed sign-up leaves it unused.
 */
export async function takeCaptchaAnswer(
  db: Db,
  secret: string,
  answer: string | undefined,
  now: Date,
): Promise<void> {
  const payload = decode(answer);
  if (!payload) throw refused();
  const { parameters } = payload.challenge;
  if (parameters.expiresAt * 1000 <= now.getTime()) throw refused();
  const result = await verifySolution({
    challenge: payload.challenge,
    solution: payload.solution,
    deriveKey,
    hmacSignatureSecret: secret,
  });
  if (!result.verified) throw refused();
  await db.delete(captchaSolutions).where(lt(captchaSolutions.expiresAt, now));
  const [taken] = await db
    .insert(captchaSolutions)
    .values({ challengeId: parameters.data.challengeId, expiresAt: new Date(parameters.expiresAt * 1000) })
    .onConflictDoNothing()
    .returning({ id: captchaSolutions.challengeId });
  if (!taken) throw refused();
}
