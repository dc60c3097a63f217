import { AppError } from '@shared/app-error'
import type { CallName, Handlers } from '@shared/contract'
import type { ExchangeService } from '../exchange/exchangeService'
import type { NightService } from './nightService'
import type { NightStore } from './nightStore'
import type { SeasonService } from '../season/seasonService'

type NightCalls = Extract<CallName, `night:${string}` | `season:${string}`>

/** The night, standings and exchange calls. */
export function nightHandlers(deps: {
  nights: NightService
  store: NightStore
  exchange: ExchangeService
  season: SeasonService
}): Pick<Handlers, NightCalls> {
  const { nights, store, exchange } = deps
  return {
    'night:list': () => nights.list(),
    'night:create': (a) => nights.create(a),
    'night:get': (a) => nights.get(a.nightId),
    'night:delete': (a) => nights.remove(a.nightId),
    'night:setDetails': ({ nightId, ...details }) =>
      nights.act(nightId, { type: 'details', details }),
    'night:setGuests': (a) => nights.setGuests(a.nightId, a.personIds),
    // The engine's validateRules completes the rules and checks what depends on several options.
    'night:setRules': (a) => nights.act(a.nightId, { type: 'rules', rules: a.rules }),
    'night:start': (a) => nights.start(a.nightId, a.seed),
    'night:recordResult': (a) =>
      nights.act(a.nightId, { type: 'result', round: a.round, result: a.result }),
    'night:recordResults': (a) =>
      nights.act(a.nightId, { type: 'results', round: a.round, results: a.results }),
    'night:commitRound': ({ nightId, round, results }) =>
      nights.act(nightId, { type: 'commit', round, ...(results ? { results } : {}) }),
    'night:correctResult': (a) => nights.correct(a.nightId, a.round, a.result),
    'night:round': (a) => {
      const played = store.state(a.nightId).played[a.round - 1]
      if (!played)
        throw new AppError('not-found', 'errors.night.roundNotPlayed', { round: a.round })
      return played
    },
    'night:undo': (a) => nights.undo(a.nightId),
    'night:redo': (a) => nights.redo(a.nightId),
    'night:arrive': (a) => nights.guest(a.nightId, a.personId, 'arrive'),
    'night:arriveNew': (a) => nights.arriveNew(a.nightId, a.name, a.note),
    'night:leave': (a) => nights.guest(a.nightId, a.personId, a.now ? 'leaveNow' : 'leave'),
    'night:passDie': (a) => nights.guest(a.nightId, a.personId, 'passDie'),
    'night:finish': (a) => nights.act(a.nightId, { type: 'finish' }),
    'night:settleRollOffs': (a) =>
      nights.settleRollOffs(a.nightId, a.rollOffs ?? {}, a.digital ?? []),
    'night:standings': (a) => nights.standings(a.nightId),
    'night:history': (a) => nights.history(a.nightId),
    'night:exportJson': (a) => exchange.exportJson(a.nightId),
    'night:exportCsv': (a) => exchange.exportCsv(a.nightId, nights.standings(a.nightId)),
    'night:import': async (a) => nights.get(await exchange.importJson(a.json)),
    'season:standings': (a) => deps.season.standings(a.from, a.to),
  }
}
