// Whether the service's draws are uniform over the tickets sold: many draws through the very draw
// function the service's actions use, with its cryptographic source, over the night's raffle book,
// tested with a chi-square over its sold ranges.
import {
  drawChiSquareP,
  drawTicket,
  type RaffleBook,
  type RandomIndex,
} from '../../src/shared/fundraiser'

/** The chi-square p-value of `draws` draws over the book's sold ranges, every ticket in play. */
export function drawUniformity(book: RaffleBook, draws: number, random: RandomIndex): number {
  // every sold ticket eligible: the night's own draws would take their tickets out
  const open: RaffleBook = { ...book, draws: [] }
  const tickets = Array.from({ length: draws }, () => drawTicket(open, random))
  return drawChiSquareP(open, tickets)
}
