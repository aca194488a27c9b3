/**
 * The page numbers (0-based) a pagination bar shows: the first, the last and two either side of
 * the current one, with null where numbers are left out ('1 … 4 5 6 7 8 … 20').
 */
export function pageWindow(page: number, pageCount: number, around = 2): (number | null)[] {
  const shown = new Set<number>([0, pageCount - 1]);
  for (let n = page - around; n <= page + around; n++) if (n >= 0 && n < pageCount) shown.add(n);
  const sorted = [...shown].filter((n) => n >= 0).sort((a, b) => a - b);
  const numbers: (number | null)[] = [];
  for (const n of sorted) {
    const previous = numbers.at(-1);
    if (typeof previous === "number" && n - previous === 2) numbers.push(n - 1);
    else if (typeof previous === "number" && n - previous > 2) numbers.push(null);
    numbers.push(n);
  }
  return numbers;
}
