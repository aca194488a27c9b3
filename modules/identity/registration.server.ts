import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { AppError, type Db, type Log } from "../core/index.ts";
import type { Mailer } from "../mail/index.server.ts";
import { findCustomerByEmail } from "./customers.server.ts";
import { hashPassword } from "./passwords.server.ts";
import { customers, pendingRegistrations } from "./schema.server.ts";
import { newSessionToken } from "./session-ids.ts";
import { hashToken } from "./sessions.server.ts";
import { countAttempt, type ThrottleKey } from "./throttle.server.ts";
import { emailError, firstNameOf, MESSAGES, nameError, normaliseEmail, passwordError } from "./validation.ts";

/** A registration link works for an hour, once. */
export const REGISTRATION_LIFETIME_MINUTES = 60;
/** Registrations that may wait for one email at once; further requests send nothing (no mail bombing). */
export const MAX_OPEN_REGISTRATIONS = 3;

export const REGISTRATION_MESSAGES = {
  sent: "Check your email: we've sent you a message to finish creating your account. The link in it works for one hour.",
  tooMany: "Too many registration attempts. Please wait 15 minutes and try again.",
  invalid: "This registration link is not valid. Please register again.",
  expired: "This registration link has expired. Please register again.",
  used: "This registration link has already been used. Please sign in.",
  exists: MESSAGES.emailTaken,
} as const;

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface RegistrationRequest {
  name: string;
  email: string;
  password: string;
  /** Where to go once registered (sanitised when used). */
  returnTo?: string | undefined;
  /** The client's address: registrations are limited per address. */
  address: string;
  storeName: string;
  /** The store's links for the mails: the registration link for a token, sign-in, password reset. */
  links: { confirm: (token: string) => string; signIn: string; forgotPassword: string };
}

function invalid(message: string, field: string): AppError {
  return new AppError("invalid_input", "input.invalid", message, { field });
}

/**
 * Starts a registration. The answer (REGISTRATION_MESSAGES.sent) is the same whether the email
 * has an account or not, and takes about as long (the password is hashed either way, the mail
 * leaves in the background), so /register tells nobody which emails have accounts: a new email
 * gets a link that finishes the registration, an existing one a note that someone tried.
 */
export async function requestRegistration(db: Db, mailer: Mailer, input: RegistrationRequest, log: Log) {
  const problem =
    (nameError(input.name) && { message: nameError(input.name) ?? "", field: "name" }) ||
    (emailError(input.email) && { message: MESSAGES.email, field: "email" }) ||
    (passwordError(input.password) && { message: passwordError(input.password) ?? "", field: "password" });
  if (problem) throw invalid(problem.message, problem.field);
  const perAddress: ThrottleKey = { kind: "register", value: input.address };
  if ((await countAttempt(db, [perAddress])).refused)
    throw new AppError("not_allowed", "register.locked", REGISTRATION_MESSAGES.tooMany);

  const email = normaliseEmail(input.email);
  const passwordHash = await hashPassword(input.password);
  const existing = await findCustomerByEmail(db, email);
  const send = (message: { subject: string; text: string[] }) =>
    mailer
      .send({ to: email, fromName: input.storeName, subject: message.subject, text: message.text.join("\n") })
      .catch((error: unknown) => log.error({ err: error }, "registration: the mail could not be sent"));

  if (existing) {
    // At most a few notes per account in a window, so the form cannot flood a customer's inbox.
    const notice: ThrottleKey = { kind: "registeredNotice", value: email };
    if ((await countAttempt(db, [notice])).refused) return;
    void send(alreadyRegisteredMail(input, existing.firstName));
    return;
  }
  const [open] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(pendingRegistrations)
    .where(
      and(
        sql`lower(${pendingRegistrations.email}) = ${email}`,
        isNull(pendingRegistrations.usedAt),
        gt(pendingRegistrations.expiresAt, sql`now()`),
      ),
    );
  if ((open?.count ?? 0) >= MAX_OPEN_REGISTRATIONS) {
    log.warn({ open: open?.count }, "registration: too many open links for one email, none sent");
    return;
  }
  const token = newSessionToken();
  await db.insert(pendingRegistrations).values({
    tokenHash: hashToken(token),
    email,
    name: input.name.trim(),
    passwordHash,
    returnTo: input.returnTo?.slice(0, 2000) || null,
    expiresAt: sql`now() + make_interval(mins => ${REGISTRATION_LIFETIME_MINUTES})`,
  });
  void send(confirmationMail(input, token));
}

function confirmationMail(input: RegistrationRequest, token: string) {
  return {
    subject: `Finish creating your ${input.storeName} account`,
    text: [
      `Hello ${firstNameOf(input.name)},`,
      "",
      `To finish creating your ${input.storeName} account, open this link within the next hour:`,
      "",
      input.links.confirm(token),
      "",
      "If you didn't ask for an account, ignore this email: nothing is created without the link.",
    ],
  };
}

function alreadyRegisteredMail(input: RegistrationRequest, firstName: string) {
  return {
    subject: `Someone tried to create a ${input.storeName} account with your email`,
    text: [
      `Hello ${firstName},`,
      "",
      `Someone (we hope you) tried to create a ${input.storeName} account with this email address, which already has one.`,
      "",
      `To sign in: ${input.links.signIn}`,
      `Forgot your password? Choose a new one: ${input.links.forgotPassword}`,
      "",
      "If it wasn't you, ignore this email: your account is unchanged.",
    ],
  };
}

export type RegistrationStatus = "valid" | "invalid" | "expired" | "used";

/** Whether a registration link's token can still be used, and if not, why. */
export async function registrationStatus(db: Db, token: string): Promise<RegistrationStatus> {
  if (!TOKEN_PATTERN.test(token)) return "invalid";
  const [row] = await db
    .select({
      used: sql<boolean>`${pendingRegistrations.usedAt} is not null`,
      expired: sql<boolean>`${pendingRegistrations.expiresAt} <= now()`,
    })
    .from(pendingRegistrations)
    .where(eq(pendingRegistrations.tokenHash, hashToken(token)));
  if (!row) return "invalid";
  if (row.used) return "used";
  return row.expired ? "expired" : "valid";
}

/**
 * Finishes a registration with its link's token, once: creates the customer (email verified, the
 * password chosen at registration) and uses up every open link for that email. Answers the new
 * customer and where they were going.
 */
export async function completeRegistration(
  db: Db,
  token: string,
): Promise<{ customerId: number; returnTo: string | null }> {
  const status = await registrationStatus(db, token);
  if (status !== "valid") {
    throw new AppError("not_allowed", `registration.${status}`, REGISTRATION_MESSAGES[status]);
  }
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(pendingRegistrations)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(pendingRegistrations.tokenHash, hashToken(token)),
          isNull(pendingRegistrations.usedAt),
          gt(pendingRegistrations.expiresAt, sql`now()`),
        ),
      )
      .returning();
    // Used by a simultaneous request between the check and here.
    if (!claimed) throw new AppError("not_allowed", "registration.used", REGISTRATION_MESSAGES.used);
    await tx
      .update(pendingRegistrations)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          sql`lower(${pendingRegistrations.email}) = ${claimed.email}`,
          isNull(pendingRegistrations.usedAt),
        ),
      );
    const [created] = await tx
      .insert(customers)
      .values({
        email: claimed.email,
        name: claimed.name,
        firstName: firstNameOf(claimed.name),
        passwordHash: claimed.passwordHash,
        emailVerified: true,
      })
      .onConflictDoNothing()
      .returning({ customerId: customers.customerId });
    // The email got an account meanwhile (another link, a federated sign-in): sign in instead.
    if (!created) throw new AppError("conflict", "customer.exists", REGISTRATION_MESSAGES.exists);
    return { customerId: created.customerId, returnTo: claimed.returnTo };
  });
}
