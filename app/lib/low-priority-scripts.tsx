import { Children, cloneElement, isValidElement, type ReactNode } from "react";
import { Scripts } from "react-router";

type ScriptsProps = Parameters<typeof Scripts>[0];

/** A module preload asked for at low priority; other elements as they are, their children too. */
function lowPriorityPreloads(node: ReactNode): ReactNode {
  if (!isValidElement<{ rel?: string; children?: ReactNode }>(node)) return node;
  if (node.type === "link" && node.props.rel === "modulepreload") {
    return cloneElement(node, { fetchPriority: "low" } as object);
  }
  if (node.props.children === undefined) return node;
  return cloneElement(node, undefined, Children.map(node.props.children, lowPriorityPreloads));
}

/**
 * React Router's scripts, with its module preloads asked for at low priority. The page is whole
 * without JavaScript (served, then hydrated): on a phone's slow network its HTML and its first
 * images should get the bandwidth before the 140 kB of scripts that only enhance it, and a browser
 * gives a preloaded module high priority by default. `Scripts` is called as a function, so that
 * its hooks are this component's and its elements can be changed before they are rendered.
 */
export function LowPriorityScripts(props: ScriptsProps) {
  return lowPriorityPreloads(Scripts(props));
}
