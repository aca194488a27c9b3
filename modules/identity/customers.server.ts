import { eq, sql } from "drizzle-orm";
import { AppError, type Db } from "../core/index.ts";
import { hashPassword, verifyPassword } from "./passwords.server.ts";
import { customers } from "./schema.server.ts";
import { guardSignIn, type SignInCaptcha, signInSucceeded } from "./sign-in-guard.server.ts";
import { emailError, firstNameOf, MESSAGES, nameError, normaliseEmail, passwordError } from "./validation.ts";

export interface Customer {
  customerId: number;
  email: string;
  name: string;
  firstName: string;
}

const columns = {
  customerId: customers.customerId,
  email: customers.email,
  name: customers.name,
  firstName: customers.firstName,
};

function invalid(message: string, field: string): AppError {
  return new AppError("invalid_input", "input.invalid", message, { field });
}

/** Creates a customer with a password (argon2id). An email already registered is a conflict. */
export async function registerCustomer(
  db: Db,
  input: { name: string; email: string; password: string },
): Promise<Customer> {
  const problem =
    (nameError(input.name) && { message: nameError(input.name) as string, field: "name" }) ||
    (emailError(input.email) && { message: MESSAGES.email, field: "email" }) ||
    (passwordError(input.password) && {
      message: passwordError(input.password) as string,
      field: "password",
    });
  if (problem) throw invalid(problem.message, problem.field);
  const passwordHash = await hashPassword(input.password);
  const name = input.name.trim();
  const [created] = await db
    .insert(customers)
    .values({ email: normaliseEmail(input.email), name, firstName: firstNameOf(name), passwordHash })
    .onConflictDoNothing()
    .returning(columns);
  if (!created) throw new AppError("conflict", "customer.exists", MESSAGES.emailTaken, { field: "email" });
  return created;
}

export async function findCustomer(db: Db, customerId: number): Promise<Customer | null> {
  const [row] = await db.select(columns).from(customers).where(eq(customers.customerId, customerId));
  return row ?? null;
}

export async function findCustomerByEmail(
  db: Db,
  email: string,
): Promise<(Customer & { hasPassword: boolean }) | null> {
  const [row] = await db
    .select({ ...columns, hasPassword: sql<boolean>`${customers.passwordHash} is not null` })
    .from(customers)
    .where(sql`lower(${customers.email}) = ${normaliseEmail(email)}`);
  return row ?? null;
}

/**
 * Checks an email and password. The attempt is counted (per client and account, per account, per
 * client address) before the password is checked, so parallel guesses cannot outrun the count;
 * past a limit it needs a captcha answer, never a wait (guardSignIn). Every failure reads the
 * same and takes about as long, whether the account exists or not, so the answer tells nobody
 * which emails have accounts.
 */
export async function authenticate(
  db: Db,
  input: { email: string; password: string; address: string; captcha?: SignInCaptcha },
): Promise<Customer> {
  if (emailError(input.email)) throw invalid(MESSAGES.email, "email");
  if (input.password.length === 0 || input.password.length > 1024) {
    throw new AppError("not_authenticated", "auth.invalid", MESSAGES.signInFailed);
  }
  const attempt = { email: normaliseEmail(input.email), address: input.address };
  await guardSignIn(db, { ...attempt, captcha: input.captcha });
  const [row] = await db
    .select({ ...columns, passwordHash: customers.passwordHash })
    .from(customers)
    .where(sql`lower(${customers.email}) = ${attempt.email}`);
  const ok = await verifyPassword(row?.passwordHash ?? null, input.password);
  if (!row || !ok) throw new AppError("not_authenticated", "auth.invalid", MESSAGES.signInFailed);
  await signInSucceeded(db, attempt);
  const { passwordHash: _hash, ...customer } = row;
  return customer;
}

/** Sets a new password (after a reset link was followed). */
export async function setPassword(db: Db, customerId: number, password: string): Promise<void> {
  const problem = passwordError(password);
  if (problem) throw invalid(problem, "password");
  await db
    .update(customers)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(customers.customerId, customerId));
}
