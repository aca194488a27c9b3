import type { Db } from "../modules/core/index.ts";
import {
  findCustomerByEmail,
  isCustomerBlocked,
  setCustomerBlocked,
} from "../modules/identity/index.server.ts";

// The customers command (issue 30: operators block a customer from ordering, decision 218):
// scripts/customers.ts opens the configured database and prints; tests call the same functions.

export const USAGE = `usage: npm run customers -- blocked <email> [on|off]
  blocked <email>          whether the customer is blocked from ordering
  blocked <email> on|off   blocks them (checkout sends them to /error/ccBlocked) or lifts it`;

/** A command line, checked: whose flag, and the new value if it is to change. */
export interface CustomersRequest {
  email: string;
  blocked?: boolean;
}

/** Reads the command's arguments (without node and the script), or throws with the usage. */
export function parseCustomersCommand(argv: readonly string[]): CustomersRequest {
  const [command, email, value, ...rest] = argv;
  const refuse = (message: string): never => {
    throw new Error(`${message}\n${USAGE}`);
  };
  if (command !== "blocked") refuse(command ? `unknown command '${command}'` : "a command is needed");
  if (!email?.includes("@")) refuse("the customer's email is needed");
  if (rest.length > 0) refuse("too many arguments");
  if (value === undefined) return { email: email as string };
  if (value !== "on" && value !== "off") refuse(`'${value}' is neither on nor off`);
  return { email: email as string, blocked: value === "on" };
}

/** Shows or sets the customer's block; answers what to print. */
export async function runCustomersCommand(db: Db, request: CustomersRequest): Promise<string> {
  const customer = await findCustomerByEmail(db, request.email);
  if (!customer) throw new Error(`no customer with the email ${request.email}`);
  if (request.blocked !== undefined) await setCustomerBlocked(db, customer.customerId, request.blocked);
  const blocked = await isCustomerBlocked(db, customer.customerId);
  return `${customer.email}: ${blocked ? "blocked (checkout refuses their orders)" : "not blocked"}`;
}
