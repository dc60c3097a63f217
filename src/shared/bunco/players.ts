import { BuncoRuleError, problem, type BuncoProblem } from './errors'
import { GHOST_PREFIX, isGhost } from './ghosts'
import { show } from './show'

/** Problems with a list of new player ids (`field`): not text, empty, ghost-like or listed twice. */
export function idProblems(ids: readonly unknown[], field: string): BuncoProblem[] {
  const problems: BuncoProblem[] = []
  const seen = new Set<string>()
  for (const id of ids) {
    if (typeof id !== 'string' || id.trim() === '') {
      problems.push(problem('players.idText', { got: show(id) }, { field }))
    } else if (isGhost(id)) {
      problems.push(problem('players.idGhost', { got: id, prefix: GHOST_PREFIX }, { field }))
    } else if (seen.has(id)) {
      problems.push(problem('players.idTwice', { player: id }, { field }))
    } else seen.add(id)
  }
  return problems
}

/** Checks the players for a night: at least 2, unique, and at most 4 for individual play. */
export function checkPlayers(ids: readonly unknown[], individual: boolean): void {
  const problems = idProblems(ids, 'players')
  const field = 'players'
  if (ids.length < 2) problems.push(problem('players.tooFew', { count: ids.length }, { field }))
  if (individual && ids.length > 4)
    problems.push(problem('players.individualCount', { count: ids.length }, { field }))
  if (problems.length > 0) throw new BuncoRuleError('invalid-players', problems)
}
