/** The hidden broken page (spec 3, "Other routes"): it always fails, to check the 500 page end to end. */
export function loader(): never {
  throw new Error("The broken page was asked for.");
}

export default function BrokenPage() {
  return null;
}
