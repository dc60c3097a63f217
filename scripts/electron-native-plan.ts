/** What the `npm start` native step must do: nothing, or (re)build the Electron binary. */
export type NativePlan = 'ready' | 'build'

/**
 * Decides from what is on disk: rebuild when the binary is missing, from another better-sqlite3
 * version, or built for another ABI than Electron's.
 */
export function nativePlan(facts: {
  binaryExists: boolean
  stamp: string | undefined
  sqliteVersion: string
  binaryAbi: number | undefined
  electronAbi: number
}): NativePlan {
  const current =
    facts.binaryExists &&
    facts.stamp === facts.sqliteVersion &&
    facts.binaryAbi === facts.electronAbi
  return current ? 'ready' : 'build'
}
