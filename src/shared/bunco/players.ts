import { BuncoRuleError, type BuncoProblem } from './errors'
import { GHOST_PREFIX, isGhost } from './ghosts'
import { show } from './validateRules'

/** Problems with a list of new player ids: not text, empty, ghost-like or listed twice. */
export function idProblems(ids: readonly unknown[], what: string): BuncoProblem[] {
  const problems: BuncoProblem[] = []
  const seen = new Set<string>()
  for (const id of ids) {
    if (typeof id !== 'string' || id.trim() === '') {
      problems.push({
        field: what,
        message: `${what}: each player id must be non-empty text, got ${show(id)}`,
      })
    } else if (isGhost(id)) {
      problems.push({
        field: what,
        message: `${what}: ${show(id)} starts with '${GHOST_PREFIX}', which marks ghosts`,
      })
    } else if (seen.has(id)) {
      problems.push({ field: what, message: `${what}: duplicate player id ${show(id)}` })
    } else seen.add(id)
  }
  return problems
}

/** Checks the players for a night: at least 2, unique, and at most 4 for individual play. */
export function checkPlayers(ids: readonly unknown[], individual: boolean): void {
  const problems = idProblems(ids, 'players')
  if (ids.length < 2) {
    problems.push({
      field: 'players',
      message: `Bunco needs at least 2 players, got ${ids.length}`,
    })
  }
  if (individual && ids.length > 4) {
    const message = `individual play is for 2 to 4 players at one table, got ${ids.length}`
    problems.push({ field: 'players', message })
  }
  if (problems.length > 0) throw new BuncoRuleError('invalid-players', problems)
}
