import { randomBytes } from "node:crypto";
import type { Log } from "../core/index.ts";
import { type CardBrand, cardBrand, cardDigits, isLuhnValid, lastFour } from "./card-rules.ts";

/** A card as the shopper typed it: it goes to the gateway and nowhere else (never stored, never logged). */
export interface CardDetails {
  number: string;
  expirationMonth: number;
  expirationYear: number;
  cvv: string;
  nameOnCard: string;
}

/** Why a gateway refused (spec 2: decline, verification declined, insufficient funds). */
export type GatewayRefusal = "declined" | "verification_declined" | "insufficient_funds";

export type GatewayAnswer<T> = ({ ok: true } & T) | { ok: false; refusal: GatewayRefusal };

/** A verified card: the gateway's token and what the store may keep of it. */
export interface TokenizedCard {
  token: string;
  brand: CardBrand | null;
  last4: string;
}

/**
 * The payment provider behind the store: a card is verified and stored by the gateway (tokenize), a
 * purchase authorizes an amount on a token, capture takes it when the order ships, void lets an
 * authorization go, refund gives money back. Amounts are integer cents. The embedded test gateway
 * is the default; a real provider's adapter implements the same interface.
 */
export interface PaymentGateway {
  /** Verifies a card (as a zero-amount authorization would) and answers its token. */
  tokenize(card: CardDetails): Promise<GatewayAnswer<TokenizedCard>>;
  /** Holds `amountCents` on the card; one key, one authorization however often asked. */
  authorize(
    token: string,
    amountCents: number,
    idempotencyKey: string,
  ): Promise<GatewayAnswer<{ authorizationId: string }>>;
  /**
   * Takes `amountCents` of an authorization; one key, one capture however often asked (a capture
   * whose record was lost with a failed commit is asked again with the same key, never taken twice).
   */
  capture(
    authorizationId: string,
    amountCents: number,
    idempotencyKey: string,
  ): Promise<GatewayAnswer<{ captureId: string }>>;
  void(authorizationId: string): Promise<GatewayAnswer<Record<never, never>>>;
  /** Gives back `amountCents` of a capture; one key, one refund however often asked. */
  refund(
    captureId: string,
    amountCents: number,
    idempotencyKey: string,
  ): Promise<GatewayAnswer<{ refundId: string }>>;
}

/**
 * The embedded test gateway's card numbers, as payment providers document theirs for test mode
 * (README, "Test cards"): these answer as named; any other number with a good check digit is
 * accepted. Every card verifies its CVV as given.
 */
export const TEST_CARDS = {
  visa: "4242424242424242",
  mastercard: "5555555555554444",
  amex: "378282246310005",
  discover: "6011111111111117",
  declined: "4000000000000002",
  verificationDeclined: "4000000000000127",
  insufficientFunds: "4000000000009995",
  /** Verifies and authorises, but its capture (when the order ships) is declined. */
  captureDeclined: "4000000000000341",
} as const;

/** What a test token does when money is asked of it. */
type Behaviour = "ok" | "insufficient" | "nocapture";

const random = () => randomBytes(12).toString("hex");

/**
 * The embedded test gateway: no network and no state of its own. A token carries what the card does
 * (tok_test_{behaviour}_{random}), as a provider's test tokens stand for test cards, so it still
 * answers the same after a restart; authorizations are made from the idempotency key, so the same
 * key answers the same authorization.
 */
export function createTestGateway(): PaymentGateway {
  const behaviourOf = (token: string): Behaviour | null => {
    const match = /^tok_test_(ok|insufficient|nocapture)_[0-9a-f]{24}$/.exec(token);
    return match ? (match[1] as Behaviour) : null;
  };
  return {
    async tokenize(card) {
      const digits = cardDigits(card.number);
      if (!isLuhnValid(digits) || digits === TEST_CARDS.declined) return { ok: false, refusal: "declined" };
      if (digits === TEST_CARDS.verificationDeclined) return { ok: false, refusal: "verification_declined" };
      const behaviour: Behaviour =
        digits === TEST_CARDS.insufficientFunds
          ? "insufficient"
          : digits === TEST_CARDS.captureDeclined
            ? "nocapture"
            : "ok";
      return {
        ok: true,
        token: `tok_test_${behaviour}_${random()}`,
        brand: cardBrand(digits),
        last4: lastFour(digits),
      };
    },
    async authorize(token, amountCents, idempotencyKey) {
      const behaviour = behaviourOf(token);
      if (behaviour === null || !Number.isInteger(amountCents) || amountCents < 0)
        return { ok: false, refusal: "declined" };
      if (behaviour === "insufficient" && amountCents > 0)
        return { ok: false, refusal: "insufficient_funds" };
      const key = Buffer.from(idempotencyKey).toString("base64url").slice(0, 64);
      const kind = behaviour === "nocapture" ? "nocapture_" : "";
      return { ok: true, authorizationId: `auth_test_${kind}${key}` };
    },
    async capture(authorizationId, amountCents, idempotencyKey) {
      if (
        !authorizationId.startsWith("auth_test_") ||
        authorizationId.startsWith("auth_test_nocapture_") ||
        !Number.isInteger(amountCents) ||
        amountCents <= 0
      )
        return { ok: false, refusal: "declined" };
      const key = Buffer.from(idempotencyKey).toString("base64url").slice(0, 64);
      return { ok: true, captureId: `cap_test_${key}` };
    },
    async void(authorizationId) {
      return authorizationId.startsWith("auth_test_") ? { ok: true } : { ok: false, refusal: "declined" };
    },
    async refund(captureId, amountCents, idempotencyKey) {
      if (!captureId.startsWith("cap_test_") || !Number.isInteger(amountCents) || amountCents <= 0)
        return { ok: false, refusal: "declined" };
      const key = Buffer.from(idempotencyKey).toString("base64url").slice(0, 64);
      return { ok: true, refundId: `ref_test_${key}` };
    },
  };
}

/**
 * Lets an authorisation go when its order did not commit or was cancelled whole. Never throws: a
 * failure is logged for the operator (an authorisation left alone expires at the card's bank).
 */
export async function voidQuietly(
  gateway: Pick<PaymentGateway, "void">,
  authorizationId: string,
  log?: Log,
): Promise<void> {
  try {
    const voided = await gateway.void(authorizationId);
    if (!voided.ok) log?.error({ refusal: voided.refusal }, "could not void an authorisation");
  } catch (error) {
    log?.error({ err: error }, "could not void an authorisation");
  }
}

/** Gives back a capture whose order did not commit. Never throws: a failure is logged for the operator to refund by hand. */
export async function refundQuietly(
  gateway: Pick<PaymentGateway, "refund">,
  captureId: string,
  amountCents: number,
  log?: Log,
): Promise<void> {
  try {
    const refunded = await gateway.refund(captureId, amountCents, `${captureId}:undo`);
    if (!refunded.ok)
      log?.error({ refusal: refunded.refusal, captureId }, "could not refund a capture: refund it by hand");
  } catch (error) {
    log?.error({ err: error, captureId }, "could not refund a capture: refund it by hand");
  }
}
