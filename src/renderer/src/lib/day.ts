/** A stored date ("2026-02-03") as that day at local midnight, for the host's date format. */
export function dayOf(date: string): Date {
  const [y = 1970, m = 1, d = 1] = date.split('-').map(Number)
  return new Date(y, m - 1, d)
}
