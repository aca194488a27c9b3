import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { lockUntilCommit } from "../core/index.server.ts";
import type { Db } from "../core/index.ts";
import { AppError } from "../core/index.ts";
import {
  ADDRESS_CHECK_WORDS,
  type AddressToCheck,
  addressProblemError,
  judgeAddress,
} from "./address-check.ts";
import type { AddressInput } from "./address-rules.ts";
import { addresses } from "./schema.server.ts";

/** A saved address as the account and checkout show it. */
export interface SavedAddress extends AddressInput {
  addressId: number;
  /** The default shipping address (spec: isPrimary / isDefaultShippingAddress). */
  isPrimary: boolean;
}

/** The words of the addresses' answers (spec 2 section 8 where it gives them; see docs/decisions.md). */
export const ADDRESS_ANSWERS = {
  deleted: "Address was deleted!",
  notDeleted: "Unable to delete address at this time.",
  notFound: "Address not found.",
  inactive: "This address was deleted and can no longer be changed.",
  invalidFields: ADDRESS_CHECK_WORDS.invalidFields,
  suggested: ADDRESS_CHECK_WORDS.suggested,
  limit: "You can save up to 50 addresses. Please delete one to add another.",
} as const;

/** The most active addresses a customer keeps. */
export const MAX_ADDRESSES = 50;

const columns = {
  addressId: addresses.addressId,
  fullName: addresses.fullName,
  addressLine1: addresses.addressLine1,
  addressLine2: addresses.addressLine2,
  city: addresses.city,
  stateOrRegion: addresses.stateOrRegion,
  postalCode: addresses.postalCode,
  countryCode: addresses.countryCode,
  primaryVoiceNumber: addresses.primaryVoiceNumber,
  isPrimary: addresses.isPrimary,
};

/** The customer's addresses: the default first, then the newest. */
export async function listAddresses(db: Db, customerId: number): Promise<SavedAddress[]> {
  return db
    .select(columns)
    .from(addresses)
    .where(and(eq(addresses.customerId, customerId), eq(addresses.active, true)))
    .orderBy(desc(addresses.isPrimary), desc(addresses.createdAt), desc(addresses.addressId));
}

/**
 * One of the customer's addresses. Another customer's, or one that does not exist, is not found;
 * a deleted one is refused with address.inactive.exception (spec: ERROR_EDIT_INACTIVE_ADDRESS).
 */
export async function getAddress(db: Db, customerId: number, addressId: number): Promise<SavedAddress> {
  const [row] = await db
    .select({ ...columns, active: addresses.active })
    .from(addresses)
    .where(and(eq(addresses.addressId, addressId), eq(addresses.customerId, customerId)));
  if (!row) throw new AppError("not_found", "address.not.found", ADDRESS_ANSWERS.notFound);
  if (!row.active)
    throw new AppError("invalid_input", "address.inactive.exception", ADDRESS_ANSWERS.inactive);
  const { active: _active, ...address } = row;
  return address;
}

/** An address to save: its fields and the check's ways past it, and whether it becomes the default. */
export interface SaveAddressRequest extends AddressToCheck {
  /** Make it the default shipping address. */
  makeDefault?: boolean;
}

/** The address as it will be saved, once its fields and the address check allow it (else its AppError). */
function checkedAddress(request: SaveAddressRequest): AddressInput {
  const judged = judgeAddress(request);
  if ("problem" in judged) throw addressProblemError(judged.problem);
  return judged.address;
}

/** Serialises one customer's changes here (the count, the one default) until the transaction ends. */
const lockCustomer = (tx: Db, customerId: number) => lockUntilCommit(tx, "addresses", customerId);

/** Makes `addressId` the customer's only default (inside the caller's transaction and lock). */
async function markDefault(tx: Db, customerId: number, addressId: number): Promise<void> {
  await tx
    .update(addresses)
    .set({ isPrimary: false })
    .where(and(eq(addresses.customerId, customerId), eq(addresses.isPrimary, true)));
  await tx.update(addresses).set({ isPrimary: true }).where(eq(addresses.addressId, addressId));
}

/**
 * Adds an address, or changes one of the customer's (`addressId`), after checking it (see
 * checkedAddress). The first address becomes the default; `makeDefault` makes any one the default.
 * Answers the saved address.
 */
export async function saveAddress(
  db: Db,
  customerId: number,
  request: SaveAddressRequest,
  addressId?: number,
): Promise<SavedAddress> {
  const address = checkedAddress(request);
  const savedId = await db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const [{ count, defaults }] = (await tx
      .select({
        count: sql<number>`count(*)::int`,
        defaults: sql<number>`count(*) filter (where ${addresses.isPrimary})::int`,
      })
      .from(addresses)
      .where(and(eq(addresses.customerId, customerId), eq(addresses.active, true)))) as [
      { count: number; defaults: number },
    ];
    let id: number;
    if (addressId === undefined) {
      if (count >= MAX_ADDRESSES)
        throw new AppError("conflict", "address.limit.reached", ADDRESS_ANSWERS.limit);
      const [created] = await tx
        .insert(addresses)
        .values({ customerId, ...address })
        .returning({ addressId: addresses.addressId });
      id = (created as { addressId: number }).addressId;
    } else {
      await getAddress(tx, customerId, addressId);
      await tx
        .update(addresses)
        .set({ ...address, updatedAt: sql`now()` })
        .where(eq(addresses.addressId, addressId));
      id = addressId;
    }
    if (request.makeDefault || defaults === 0) await markDefault(tx, customerId, id);
    return id;
  });
  return getAddress(db, customerId, savedId);
}

/** Makes one of the customer's addresses the default shipping address. */
export async function setDefaultAddress(
  db: Db,
  customerId: number,
  addressId: number,
): Promise<SavedAddress> {
  await db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    await getAddress(tx, customerId, addressId);
    await markDefault(tx, customerId, addressId);
  });
  return getAddress(db, customerId, addressId);
}

/**
 * Deletes some of the customer's addresses, all or none: any id that is not an active address of
 * theirs refuses the whole request ('Unable to delete address at this time.'). A deleted default
 * passes to the oldest address left. The rows stay, inactive, for the orders that refer to them.
 */
export async function deleteAddresses(
  db: Db,
  customerId: number,
  addressIds: readonly number[],
): Promise<void> {
  const ids = [...new Set(addressIds)];
  await db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const deleted = await tx
      .update(addresses)
      .set({ active: false, isPrimary: false, updatedAt: sql`now()` })
      .where(
        and(
          eq(addresses.customerId, customerId),
          eq(addresses.active, true),
          inArray(addresses.addressId, ids),
        ),
      )
      .returning({ addressId: addresses.addressId });
    if (ids.length === 0 || deleted.length !== ids.length) {
      throw new AppError("not_found", "address.not.found", ADDRESS_ANSWERS.notDeleted);
    }
    const [kept] = await tx
      .select({ addressId: addresses.addressId, isPrimary: addresses.isPrimary })
      .from(addresses)
      .where(and(eq(addresses.customerId, customerId), eq(addresses.active, true)))
      .orderBy(desc(addresses.isPrimary), asc(addresses.createdAt), asc(addresses.addressId))
      .limit(1);
    if (kept && !kept.isPrimary) await markDefault(tx, customerId, kept.addressId);
  });
}
