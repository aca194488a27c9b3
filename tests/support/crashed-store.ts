import type { Db } from "../../modules/core/index.ts";
import { createTestGateway } from "../../modules/payments/index.server.ts";
import type { Services } from "../../modules/services/index.server.ts";
import { type RecordingGateway, type RecordingOptions, recordingGateway } from "./recording-gateway.ts";
import { testServices } from "./test-services.ts";

/** A store's services over a test database, with the recorder in front of its real gateway. */
export interface RecordedStore {
  services: Services;
  gateway: RecordingGateway;
}

/**
 * Stores over one database, as processes of one deployment are: `crashing` is killed between the
 * gateway's answer to `hang` and its commit (its request never returns and holds nothing), a
 * `restarted` one is the store started again. `stop` ends the mail dispatchers they kicked.
 */
export function storesOver(db: Db) {
  const made: Services[] = [];
  const store = (options: RecordingOptions): RecordedStore => {
    const gateway = recordingGateway(createTestGateway(), options);
    const services = testServices(db, { paymentGateway: gateway });
    made.push(services);
    return { services, gateway };
  };
  return {
    crashing: (hang: NonNullable<RecordingOptions["hang"]>) => store({ hang }),
    restarted: (options: Omit<RecordingOptions, "hang"> = {}) => store(options),
    /** A store whose request is slow: `call` answered, and returned to it when `until` resolves. */
    slow: (call: NonNullable<RecordingOptions["hang"]>, until: Promise<unknown>) =>
      store({ hold: { call, until } }),
    async stop() {
      for (const services of made) await services.mailDispatcher.stop();
    },
  };
}
