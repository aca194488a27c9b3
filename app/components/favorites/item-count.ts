/** A list's size as the favorites pages write it: '1 item', '3 items'. */
export const itemCount = (n: number) => `${n} ${n === 1 ? "item" : "items"}`;
