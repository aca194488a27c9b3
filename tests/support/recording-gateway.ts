import type { PaymentGateway } from "../../modules/payments/index.server.ts";

type MoneyCall = "authorize" | "capture" | "void" | "refund";

/** One call of the money the gateway moved: what was asked, and what it answered. */
export interface GatewayCall {
  name: MoneyCall;
  args: readonly unknown[];
  answer: unknown;
}

/** The real gateway behind a recorder, and what a test makes of it. */
export interface RecordingGateway extends PaymentGateway {
  calls: GatewayCall[];
  /** The calls of one kind, in order. */
  callsOf(name: MoneyCall): GatewayCall[];
  /** Resolves once `count` calls of `name` were answered (already or later): a test waits on it, never on time. */
  answered(name: MoneyCall, count?: number): Promise<GatewayCall>;
}

export interface RecordingOptions {
  /**
   * The call that is answered by the real gateway (and recorded), after which the store dies: the
   * call fails at once (its transaction, if any, rolls back: a dead process holds no connection) and
   * every later call of this store never returns (a dead process gives nothing back), so its
   * request neither commits nor cleans up.
   */
  hang?: MoneyCall;
  /** The call whose answer (recorded at once) reaches its caller only once `until` resolves: a slow request. */
  hold?: { call: MoneyCall; until: Promise<unknown> };
  /** Calls that fail as a gateway out of reach does (thrown, nothing asked of the real gateway). */
  unreachable?: ReadonlySet<MoneyCall>;
}

/** What the crashing store's call answers its caller: the process died right after the gateway's answer. */
export class StoreDied extends Error {
  constructor(call: MoneyCall) {
    super(`the store died after the gateway answered its ${call}`);
  }
}

/** A crashing store's request: it never completes, and what it left is the test's to see (its failure is the crash). */
export const diedIn = (request: Promise<unknown>): void => {
  request.catch(() => undefined);
};

/**
 * A recorder in front of a real gateway (the embedded test gateway): every money call is delegated
 * to it and recorded with its answer. Not a mock: the answers are the real gateway's.
 */
export function recordingGateway(inner: PaymentGateway, options: RecordingOptions = {}): RecordingGateway {
  const calls: GatewayCall[] = [];
  const waiting: { name: MoneyCall; count: number; resolve: (call: GatewayCall) => void }[] = [];
  const callsOf = (name: MoneyCall) => calls.filter((call) => call.name === name);

  function record(call: GatewayCall): void {
    calls.push(call);
    const seen = callsOf(call.name).length;
    for (const waiter of waiting.filter((w) => w.name === call.name && w.count === seen)) {
      waiter.resolve(call);
    }
  }

  let dead = false;
  async function through<T>(name: MoneyCall, args: readonly unknown[], ask: () => Promise<T>): Promise<T> {
    if (dead) return new Promise<T>(() => {});
    if (options.unreachable?.has(name)) throw new Error(`the gateway is out of reach (${name})`);
    const answer = await ask();
    record({ name, args, answer });
    if (options.hang === name) {
      dead = true;
      throw new StoreDied(name);
    }
    if (options.hold?.call === name) await options.hold.until;
    return answer;
  }

  return {
    calls,
    callsOf,
    answered(name, count = 1) {
      const done = callsOf(name)[count - 1];
      if (done) return Promise.resolve(done);
      return new Promise((resolve) => waiting.push({ name, count, resolve }));
    },
    tokenize: (card) => inner.tokenize(card),
    authorize: (token, cents, key) =>
      // The token stays out of the record: a test has no use for it, and it is the card's secret.
      through("authorize", [cents, key], () => inner.authorize(token, cents, key)),
    capture: (id, cents, key) => through("capture", [id, cents, key], () => inner.capture(id, cents, key)),
    void: (id) => through("void", [id], () => inner.void(id)),
    refund: (id, cents, key) => through("refund", [id, cents, key], () => inner.refund(id, cents, key)),
  };
}

/** The gateway's id in a call's answer (an authorisation's, a capture's or a refund's); throws when there is none. */
export function answeredId(
  call: GatewayCall | undefined,
  field: "authorizationId" | "captureId" | "refundId",
): string {
  const answer = call?.answer;
  const value =
    typeof answer === "object" && answer !== null ? (answer as Record<string, unknown>)[field] : undefined;
  if (typeof value !== "string") throw new Error(`the gateway's answer has no ${field}`);
  return value;
}
