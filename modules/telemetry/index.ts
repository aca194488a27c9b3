export { type TrackedEvent, track } from "./track.ts";
