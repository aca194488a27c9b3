import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { newCaptchaChallenge } from "../../modules/captcha/index.server.ts";

type Challenge = Parameters<typeof solveChallenge>[0]["challenge"];

/** What the widget sends once it solved a challenge: challenge and solution, base64 JSON. */
export async function solveCaptcha(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

/** A solved answer to a fresh challenge signed with `secret` (an easy one: the tests prove the flow). */
export async function solvedCaptcha(secret: string, now = new Date()): Promise<string> {
  return solveCaptcha((await newCaptchaChallenge(secret, now, 1000)) as Challenge);
}
