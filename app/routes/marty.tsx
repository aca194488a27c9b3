import { Outlet } from "react-router";

/** /marty/... serves every page again under the prefix. */
export default function MartyPrefix() {
  return <Outlet />;
}
