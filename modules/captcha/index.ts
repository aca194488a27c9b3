/** The captcha's refusal (ours: the spec says only that a 401 shows "a captcha error"). */
export const CAPTCHA_MESSAGE = "Please confirm you're not a robot, then try again.";

/** The challenge endpoint the widget asks (served by modules/subscriptions, its first user). */
export const CAPTCHA_CHALLENGE_PATH = "/v2/subscriptions/captcha";

/** The longest answer read (a challenge and its solution are well under 2 kB). */
export const MAX_CAPTCHA_ANSWER_LENGTH = 4096;

/** The form field that carries the widget's answer (ALTCHA's payload, base64) with a plain post. */
export const CAPTCHA_FIELD = "captcha";
