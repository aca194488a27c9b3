import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { createSeededTestDatabase } from "../../seed/test-catalogue.ts";
import { retailStockIds } from "../../tests/support/order-shopper.ts";
import { changeCartItems, mergeGuestCart, readCart } from "../cart/index.server.ts";
import { registerCustomer } from "./customers.server.ts";
import { sessions } from "./schema.server.ts";
import { newSessionToken, newVisitorId, type SessionCredentials } from "./session-ids.ts";
import { claimSession, DEFAULT_SESSION_LIFETIME, findSessionOwner } from "./sessions.server.ts";
import { signInFromGuest } from "./sign-in.server.ts";

// A guest signs in: a new signed-in session, the guest's bag joined to the customer's, the guest
// session ended. The three happen together, or none does.

const NOW = new Date("2026-03-10T14:00:00Z");

let database: Database;
let stockId: number;
beforeAll(async () => {
  database = await createSeededTestDatabase({ products: 20 });
  const [retail] = await retailStockIds(database.db, 1);
  if (retail === undefined) throw new Error("the test catalogue has no item in stock");
  stockId = retail;
});
afterAll(async () => {
  await database?.close();
});

let customers = 0;
/** A guest with one item in the bag, and the customer they are about to sign in as. */
async function guestAboutToSignIn() {
  customers += 1;
  const credentials: SessionCredentials = { id: newVisitorId(), token: newSessionToken(), at: NOW };
  const guest = await claimSession(database.db, credentials);
  await changeCartItems(database.db, guest, [{ stockId, quantity: 2 }]);
  const { customerId } = await registerCustomer(database.db, {
    name: `Gail Guest${customers}`,
    email: `guest${customers}.${process.pid}@example.com`,
    password: "long enough password",
  });
  return { credentials, guest, customerId };
}

const bagOf = async (owner: Parameters<typeof readCart>[1]) =>
  (await readCart(database.db, owner)).cart.activeItems.map((item) => [item.stockId, item.quantity]);

const sessionsOf = (customerId: number) =>
  database.db.select({ id: sessions.sessionId }).from(sessions).where(eq(sessions.customerId, customerId));

describe("signing in from a guest session", () => {
  it("starts the customer's session, joins the guest's bag to theirs and ends the guest session, together", async () => {
    const { credentials, guest, customerId } = await guestAboutToSignIn();
    const session = await signInFromGuest(
      database.db,
      { customerId, guest, at: NOW, lifetime: DEFAULT_SESSION_LIFETIME },
      mergeGuestCart,
    );

    const signedIn = await findSessionOwner(database.db, { ...session, at: NOW });
    expect(signedIn).toMatchObject({ sessionId: session.id, customerId });
    expect(await bagOf(signedIn)).toEqual([[stockId, 2]]);
    // The guest's cookies open nothing any more: its session and its bag are gone.
    expect(await findSessionOwner(database.db, credentials)).toBeNull();
    expect(await bagOf(guest)).toEqual([]);
  });

  it("leaves the guest's session and bag as they were when joining the bag fails: no half sign-in", async () => {
    const { credentials, guest, customerId } = await guestAboutToSignIn();
    const failingMerge = async (...args: Parameters<typeof mergeGuestCart>) => {
      // The bag is joined (its writes made), then something fails before the sign-in ends.
      await mergeGuestCart(...args);
      throw new Error("the bag could not be joined");
    };

    await expect(
      signInFromGuest(
        database.db,
        { customerId, guest, at: NOW, lifetime: DEFAULT_SESSION_LIFETIME },
        failingMerge,
      ),
    ).rejects.toThrow("the bag could not be joined");

    expect(await sessionsOf(customerId)).toEqual([]);
    expect(await findSessionOwner(database.db, credentials)).toEqual({
      sessionId: credentials.id,
      customerId: null,
      recognizedCustomerId: null,
    });
    expect(await bagOf(guest)).toEqual([[stockId, 2]]);
  });

  it("signs in a browser that had no guest session yet, with nothing to join", async () => {
    const { customerId } = await guestAboutToSignIn();
    const session = await signInFromGuest(
      database.db,
      { customerId, guest: null, at: NOW, lifetime: DEFAULT_SESSION_LIFETIME },
      mergeGuestCart,
    );
    expect(await sessionsOf(customerId)).toEqual([{ id: session.id }]);
  });
});
