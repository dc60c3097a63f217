import type { NightAction } from '@shared/night'
import type { NightView, Standing } from '@shared/views'

/**
 * The night calls handed to the phones' wing: the night's named functions bound to its deps in
 * context.ts, so the phones neither build nor carry the night's dependencies.
 */
export interface NightService {
  /** Saves one action without making the night's view (recordAction). */
  record(nightId: number, action: NightAction, source?: string): number
  /** The night's view (nightOf). */
  get(nightId: number): NightView
  /** The night's standings (nightStandings). */
  standings(nightId: number): Standing[]
}
