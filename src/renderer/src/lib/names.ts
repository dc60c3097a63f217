import { isGhost } from '@shared/bunco'

/** A player's name for the screen: roster name, or the translated ghost label. */
export function playerName(id: string, names: ReadonlyMap<string, string>, ghost: string): string {
  return isGhost(id) ? ghost : (names.get(id) ?? id)
}
