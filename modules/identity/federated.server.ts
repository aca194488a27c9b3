import { eq, sql } from "drizzle-orm";
import { AppError, type Db } from "../core/index.ts";
import type { Customer } from "./customers.server.ts";
import type { FederatedClaims } from "./federated-oidc.server.ts";
import type { FederatedProvider } from "./federated-providers.server.ts";
import { customers, federatedIdentities } from "./schema.server.ts";
import { emailError, firstNameOf, MAX_NAME_LENGTH, normaliseEmail } from "./validation.ts";

const columns = {
  customerId: customers.customerId,
  email: customers.email,
  name: customers.name,
  firstName: customers.firstName,
};

async function linkedCustomer(db: Db, provider: string, subject: string): Promise<Customer | null> {
  const [row] = await db
    .select(columns)
    .from(federatedIdentities)
    .innerJoin(customers, eq(customers.customerId, federatedIdentities.customerId))
    .where(
      sql`${federatedIdentities.provider} = ${provider} and ${federatedIdentities.subject} = ${subject}`,
    );
  return row ?? null;
}

async function customerByEmail(db: Db, email: string): Promise<Customer | null> {
  const [row] = await db.select(columns).from(customers).where(sql`lower(${customers.email}) = ${email}`);
  return row ?? null;
}

/**
 * The customer for an account at another provider: the one already linked to it; else the
 * customer with the provider's verified email (linked now); else a new customer without a
 * password. An email the provider has not verified never links nor creates an account: anyone
 * can type someone else's address at some providers.
 */
export async function customerForFederatedSignIn(
  db: Db,
  provider: FederatedProvider,
  claims: FederatedClaims,
): Promise<Customer> {
  const linked = await linkedCustomer(db, provider.id, claims.subject);
  if (linked) return linked;
  if (!claims.email || !claims.emailVerified || emailError(claims.email)) {
    throw new AppError(
      "not_authenticated",
      "federated.email.unverified",
      `Your ${provider.name} account did not give us a verified email address, so we can't sign you in with it. Please sign in with your email and password, or create an account.`,
    );
  }
  const email = normaliseEmail(claims.email);
  const name = (claims.name ?? email.split("@")[0] ?? email).slice(0, MAX_NAME_LENGTH);
  return db.transaction(async (tx) => {
    await tx
      .insert(customers)
      .values({ email, name, firstName: firstNameOf(name), passwordHash: null, emailVerified: true })
      .onConflictDoNothing();
    const customer = await customerByEmail(tx, email);
    if (!customer) throw new Error("customer missing after insert");
    await tx
      .update(customers)
      .set({ emailVerified: true })
      .where(eq(customers.customerId, customer.customerId));
    await tx
      .insert(federatedIdentities)
      .values({ provider: provider.id, subject: claims.subject, customerId: customer.customerId })
      .onConflictDoNothing();
    // Two first sign-ins at once: whichever link was stored first wins.
    return (await linkedCustomer(tx, provider.id, claims.subject)) ?? customer;
  });
}
