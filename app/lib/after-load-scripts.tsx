import { Children, Fragment, isValidElement, type ReactNode } from "react";
import { Scripts } from "react-router";

type ScriptsProps = Parameters<typeof Scripts>[0];
type ElementProps = {
  rel?: string;
  href?: string;
  type?: string;
  children?: ReactNode;
  dangerouslySetInnerHTML?: { __html: string };
};

/** What the page's bootstrap needs from React Router's scripts: its module preloads and the module script. */
interface RouterScripts {
  preloads: string[];
  moduleScript: string | null;
  /** The other elements (the router's context script), as they are. */
  rest: ReactNode[];
}

function collect(node: ReactNode, into: RouterScripts): void {
  if (!isValidElement<ElementProps>(node)) {
    if (node !== null && node !== undefined && typeof node !== "boolean") into.rest.push(node);
    return;
  }
  const { props } = node;
  if (node.type === "link" && props.rel === "modulepreload" && props.href) into.preloads.push(props.href);
  else if (node.type === "script" && props.type === "module")
    into.moduleScript = props.dangerouslySetInnerHTML?.__html ?? null;
  else if (node.type === Fragment) Children.forEach(props.children, (child) => collect(child, into));
  else into.rest.push(node);
}

/** The longest the scripts wait for the page's load, from when the page was parsed. */
const LOAD_WAIT_MS = 3_000;

/** The id of the inert copy of the router's module script, which the bootstrap starts. */
export const DEFERRED_MODULE_ID = "router-modules";

/**
 * The bootstrap, run where the page is parsed: once the page has loaded and painted a frame, it
 * asks for the modules (preloads, so they come in parallel) and starts the router's module script
 * with this script's nonce. 100 ms after the load without a frame (a hidden tab), it starts anyway;
 * and 3 s after the page was parsed whatever is still loading (an image that hangs must not keep
 * the page's scripts away).
 */
export function bootstrapScript(preloads: readonly string[]): string {
  return `(function(s){var started=false;function start(){if(started)return;started=true;${JSON.stringify(preloads)}.forEach(function(href){var l=document.createElement("link");l.rel="modulepreload";l.href=href;document.head.appendChild(l)});var m=document.createElement("script");m.type="module";m.nonce=s.nonce;m.textContent=document.getElementById(${JSON.stringify(DEFERRED_MODULE_ID)}).textContent;document.head.appendChild(m)}function later(){requestAnimationFrame(function(){setTimeout(start,0)});setTimeout(start,100)}setTimeout(start,${LOAD_WAIT_MS});if(document.readyState==="complete")later();else addEventListener("load",later,{once:true})})(document.currentScript)`;
}

/**
 * React Router's scripts, started once the page has loaded instead of while it is parsed. The page
 * is whole without JavaScript (served, then hydrated; every link and form works as it is): on a
 * phone's slow network its HTML, styles and first images get the bandwidth and the processor first,
 * and the 140 kB of scripts that only enhance it follow. The router's module script is kept inert
 * (`type="text/plain"`) and started by a small bootstrap, which also asks for the module preloads
 * then, not from the head. `Scripts` is called as a function, so that its hooks are this
 * component's and its elements can be changed before they are rendered; after hydration it renders
 * nothing, and so does this.
 */
export function AfterLoadScripts(props: ScriptsProps) {
  const scripts: RouterScripts = { preloads: [], moduleScript: null, rest: [] };
  collect(Scripts(props), scripts);
  if (scripts.moduleScript === null) return <>{scripts.rest}</>;
  return (
    <>
      {Children.map(scripts.rest, (node) => node)}
      {/* Inert, but like every inline script it carries the nonce (a policy may one day read it). */}
      <script id={DEFERRED_MODULE_ID} type="text/plain" nonce={props?.nonce} suppressHydrationWarning>
        {scripts.moduleScript}
      </script>
      <script nonce={props?.nonce} suppressHydrationWarning>
        {bootstrapScript(scripts.preloads)}
      </script>
    </>
  );
}
