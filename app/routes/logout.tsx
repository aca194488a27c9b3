import { redirect } from "react-router";
import { signOut } from "../lib/auth.server.ts";
import type { Route } from "./+types/logout";

/** /logout (spec 3: sign-out goes to /logout): ends the session and goes home as a guest. */
export async function loader({ context }: Route.LoaderArgs) {
  return redirect("/", { headers: await signOut(context) });
}
