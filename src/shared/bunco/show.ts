/** Shows a value the way a host would type it, for error messages. */
export function show(value: unknown): string {
  if (typeof value === 'string') return `'${value}'`
  if (value === undefined) return 'nothing'
  try {
    return (JSON.stringify(value) ?? String(value)).slice(0, 120)
  } catch {
    return String(value)
  }
}
