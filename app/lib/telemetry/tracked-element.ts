import { TRACKED_ELEMENTS, type TrackedElement } from "../../../modules/telemetry/index.ts";

/** What an element marked for tracking names: its kind (card, banner, carousel) and id, or null. */
export interface TrackedTarget {
  element: TrackedElement;
  id: string;
  /** A banner that also counts a hover of 2000 ms as an impression (data-track-hover). */
  hover: boolean;
}

const ID = /^[A-Za-z0-9._:-]{1,100}$/;
const isTrackedElement = (value: string | undefined): value is TrackedElement =>
  TRACKED_ELEMENTS.some((kind) => kind === value);

export const TRACKED_SELECTOR = "[data-track]";

/** The shared contract of issue 15: data-track="card|banner|carousel", data-track-id, data-track-hover. */
export function trackedTargetOf(element: Element): TrackedTarget | null {
  const kind = element.getAttribute("data-track") ?? undefined;
  const id = element.getAttribute("data-track-id") ?? "";
  if (!isTrackedElement(kind) || !ID.test(id)) return null;
  return { element: kind, id, hover: element.hasAttribute("data-track-hover") };
}

/** Each impression or click is counted once per page view: the key it is remembered by. */
export function eventKey(type: "impression" | "click", target: TrackedTarget, hover = false): string {
  return `${type}:${target.element}:${target.id}${hover ? ":hover" : ""}`;
}
