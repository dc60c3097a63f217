// What `npm run test:deep` requires of each check's JSON line; pure, so its rules are tested.

/** Figures one check printed (its JSON line's inner object), or undefined if it printed none. */
export type Figures = Record<string, number> | undefined

/** The JSON lines of the four checks, and the sizes they were asked to run at. */
export interface DeepRun {
  properties: Figures
  /** The heavy Vitest project (stress, simulations, attacks, document sweeps). */
  heavy: Figures
  torture: Figures
  fuzz: Figures
  sizes: { runs: number; cycles: number; fuzzRuns: number }
}

type Rule = [name: string, holds: (f: Record<string, number>) => boolean]

const zero = (key: string): Rule => [`${key} is 0`, (f) => f[key] === 0]
const positive = (key: string): Rule => [`${key} > 0`, (f) => (f[key] ?? 0) > 0]
const equals = (key: string, value: number): Rule => [`${key} is ${value}`, (f) => f[key] === value]

function failed(check: string, figures: Figures, rules: Rule[]): string[] {
  if (!figures) return [`${check}: printed no JSON line`]
  return rules.filter(([, holds]) => !holds(figures)).map(([name]) => `${check}: ${name}`)
}

/** Every broken requirement, as `check: rule`; empty when the run may ship. */
export function deepFailures(run: DeepRun): string[] {
  return [
    ...failed('properties', run.properties, [
      equals('runsEach', run.sizes.runs),
      positive('tests'),
      zero('failed'),
      ['every test passed', (f) => f['passed'] === f['tests']],
    ]),
    ...failed('heavy', run.heavy, [
      positive('tests'),
      zero('failed'),
      ['every test passed', (f) => f['passed'] === f['tests']],
    ]),
    ...failed('torture', run.torture, [
      equals('cycles', run.sizes.cycles),
      positive('confirmed'),
      zero('lost'),
      zero('integrityFailures'),
      zero('replayMismatches'),
      zero('crashes'),
      positive('backupsChecked'),
      positive('backupsDuringPlay'),
      positive('partialBackups'),
      zero('backupFailures'),
    ]),
    ...failed('fuzz', run.fuzz, [
      equals('runsPerCall', run.sizes.fuzzRuns),
      positive('calls'),
      zero('crashes'),
      zero('accepted'),
      zero('dbChanged'),
    ]),
  ]
}
