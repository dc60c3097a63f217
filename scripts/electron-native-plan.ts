/** What the `npm start` native step must do: nothing, or (re)build the Electron binary. */
export type NativePlan = 'ready' | 'build'

/** Decides from what is on disk: rebuild when the binary is missing or from another version. */
export function nativePlan(facts: {
  binaryExists: boolean
  stamp: string | undefined
  sqliteVersion: string
}): NativePlan {
  return facts.binaryExists && facts.stamp === facts.sqliteVersion ? 'ready' : 'build'
}
