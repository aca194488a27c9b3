import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/**
 * A customer's saved addresses (spec 2 "Address", spec 3 "Address (account area)"). A deleted
 * address stays as an inactive row: an order placed to it keeps referring to it, and editing it
 * is refused (address.inactive.exception). At most one active address of a customer is the
 * default shipping address (is_primary).
 */
export const addresses = pgTable(
  "addresses",
  {
    addressId: bigserial("address_id", { mode: "number" }).primaryKey(),
    customerId: bigint("customer_id", { mode: "number" }).notNull(),
    fullName: text("full_name").notNull(),
    addressLine1: text("address_line1").notNull(),
    addressLine2: text("address_line2").notNull().default(""),
    city: text("city").notNull(),
    stateOrRegion: text("state_or_region").notNull(),
    postalCode: text("postal_code").notNull(),
    countryCode: text("country_code").notNull(),
    primaryVoiceNumber: text("primary_voice_number").notNull(),
    isPrimary: boolean("is_primary").notNull().default(false),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("addresses_customer_idx").on(t.customerId, t.active),
    uniqueIndex("addresses_one_default_idx").on(t.customerId).where(sql`${t.isPrimary} and ${t.active}`),
  ],
);
