export {
  CAPTCHA_LIFETIME_MINUTES,
  captchaSecret,
  DEFAULT_CAPTCHA_MAX_COUNTER,
  newCaptchaChallenge,
  storeCaptchaSecret,
  takeCaptchaAnswer,
} from "./captcha.server.ts";
