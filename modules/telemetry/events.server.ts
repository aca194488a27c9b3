import type { BeaconQuery, PixelEvents } from "./api-schemas.server.ts";
import type { NewEvent } from "./store.server.ts";

/** A beacon as stored: named by its type, under its page type, with every field it brought. */
export function beaconEvent(query: BeaconQuery): NewEvent {
  const { type, page, ...fields } = query;
  return { type: "beacon", name: type, pageType: page, properties: fields };
}

/** The tracker's events and the browser's error reports as stored. */
export function pixelEvents(events: PixelEvents): NewEvent[] {
  return events.map((event): NewEvent => {
    if (event.type === "error") {
      const { type, name, pageType, ...details } = event;
      return { type, name, pageType, properties: details };
    }
    const { type, element, pageType, ...details } = event;
    return { type, name: element, pageType, properties: details };
  });
}
