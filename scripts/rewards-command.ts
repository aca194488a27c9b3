import { benefitCopy } from "../modules/checkout/index.ts";
import type { Db } from "../modules/core/index.ts";
import { findCustomerByEmail } from "../modules/identity/index.server.ts";
import {
  BENEFIT_REASONS,
  type BenefitReason,
  isBenefitReason,
  setShippingBenefit,
  shippingBenefitOf,
} from "../modules/rewards/index.server.ts";

// The rewards command (issue 12: the VIP shipping benefit on a customer flag, until the rewards
// programme sets it from a member's tier): scripts/rewards.ts opens the configured database and
// prints; tests call the same two functions in process.

export const USAGE = `usage: npm run rewards -- benefit <email> [<reason>]
  benefit <email>             the customer's shipping benefit
  benefit <email> <reason>    sets it ('plain' removes it)
reasons: ${BENEFIT_REASONS.join(", ")}`;

/** A command line, checked: whose benefit, and the new one if it is to change. */
export interface RewardsRequest {
  email: string;
  reason?: BenefitReason;
}

/** Reads the command's arguments (without node and the script), or throws with the usage. */
export function parseRewardsCommand(argv: readonly string[]): RewardsRequest {
  const [command, email, reason, ...rest] = argv;
  const refuse = (message: string): never => {
    throw new Error(`${message}\n${USAGE}`);
  };
  if (command !== "benefit") refuse(command ? `unknown command '${command}'` : "a command is needed");
  if (!email?.includes("@")) refuse("the customer's email is needed");
  if (rest.length > 0) refuse("too many arguments");
  if (reason === undefined) return { email: email as string };
  if (!isBenefitReason(reason)) refuse(`unknown reason '${reason}'`);
  return { email: email as string, reason: reason as BenefitReason };
}

/** Shows or sets the customer's benefit; answers what to print. */
export async function runRewardsCommand(db: Db, request: RewardsRequest): Promise<string> {
  const customer = await findCustomerByEmail(db, request.email);
  if (!customer) throw new Error(`no customer with the email ${request.email}`);
  if (request.reason !== undefined) await setShippingBenefit(db, customer.customerId, request.reason);
  const reason = await shippingBenefitOf(db, customer.customerId);
  return `${customer.email}: ${reason} (checkout says: '${benefitCopy(reason)}')`;
}
