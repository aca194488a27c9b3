import { data } from "react-router";
import type { Route } from "./+types/error-status";

/** The status an /error/{statusToSend} page answers with: an error status as asked, else 404. */
export function statusToSend(param: string | undefined): number {
  const status = Number(param);
  return /^\d{3}$/.test(param ?? "") && status >= 400 && status <= 599 ? status : 404;
}

export function loader({ params }: Route.LoaderArgs) {
  throw data(null, { status: statusToSend(params.statusToSend) });
}

export default function ErrorStatus() {
  return null;
}
