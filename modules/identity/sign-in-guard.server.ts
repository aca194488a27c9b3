import { takeCaptchaAnswer } from "../captcha/index.server.ts";
import { AppError, type Db, isAppError } from "../core/index.ts";
import {
  accountKey,
  clearFailures,
  clientAccountKey,
  countSignInAttempt,
  type ThrottleKey,
  uncountAttempt,
} from "./throttle.server.ts";
import { MESSAGES } from "./validation.ts";

/** The shopper's captcha answer (the widget's payload), and what checks it. */
export interface SignInCaptcha {
  answer: string | undefined;
  secret: () => Promise<string>;
  now: Date;
}

/** The error a sign-in past its limits answers without a good captcha answer. */
export const CAPTCHA_REQUIRED_CODE = "auth.captcha.required";

const captchaRequired = () => new AppError("not_verified", CAPTCHA_REQUIRED_CODE, MESSAGES.captchaRequired);

function keysOf(email: string, address: string) {
  const perAddress: ThrottleKey = { kind: "address", value: address };
  return { perClient: clientAccountKey(email, address), perAccount: accountKey(email), perAddress };
}

/**
 * Counts a sign-in attempt before its password is checked (per client and account, per account,
 * per client address) and, past any limit, lets it go on only with a good captcha answer, taken
 * once. Never a lock: the owner, a colleague behind the same router, anyone who solves the captcha
 * is checked as usual (decision 122).
 */
export async function guardSignIn(
  db: Db,
  attempt: { email: string; address: string; captcha?: SignInCaptcha },
): Promise<void> {
  const { perClient, perAccount, perAddress } = keysOf(attempt.email, attempt.address);
  const { needsCaptcha } = await countSignInAttempt(db, [perClient, perAccount, perAddress]);
  if (!needsCaptcha) return;
  const { captcha } = attempt;
  if (!captcha?.answer) throw captchaRequired();
  try {
    await takeCaptchaAnswer(db, await captcha.secret(), captcha.answer, captcha.now);
  } catch (error) {
    if (isAppError(error) && error.kind === "not_verified") throw captchaRequired();
    throw error;
  }
}

/**
 * A sign-in that succeeded: the client's count on the account starts afresh; the account's and the
 * address's take back this attempt only (failures count there, and another client's guesses stay).
 */
export async function signInSucceeded(db: Db, attempt: { email: string; address: string }): Promise<void> {
  const { perClient, perAccount, perAddress } = keysOf(attempt.email, attempt.address);
  await clearFailures(db, perClient);
  await uncountAttempt(db, perAccount);
  await uncountAttempt(db, perAddress);
}
