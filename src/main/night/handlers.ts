import { AppError } from '@shared/app-error'
import type { CallName, Handlers } from '@shared/contract'
import type { ExchangeDeps } from '../exchange/exchangeDeps'
import { exportCsv, exportJson } from '../exchange/nightExport'
import { importJson } from '../exchange/nightImport'
import {
  actOnNight,
  correctResult,
  createNight,
  deleteNight,
  redoNight,
  startNight,
  undoNight,
} from './nightActions'
import type { NightDeps } from './nightDeps'
import { arriveNewGuest, changeGuest, setNightGuests } from './nightGuests'
import { nightHistory, nightList, nightOf, nightStandings } from './nightReads'
import { recordPlayoffTable, settlePlayoffRollOff, startPlayoff } from './nightPlayoff'
import { settleRollOffs } from './nightRollOffs'

type NightCalls = Extract<CallName, `night:${string}`>

/** The night calls, and a night's file out and in. */
export function nightHandlers(deps: NightDeps, exchange: ExchangeDeps): Pick<Handlers, NightCalls> {
  return {
    'night:list': () => nightList(deps),
    'night:create': (a) => createNight(deps, a),
    'night:get': (a) => nightOf(deps, a.nightId),
    'night:delete': (a) => deleteNight(deps, a.nightId),
    'night:setDetails': ({ nightId, ...details }) =>
      actOnNight(deps, nightId, { type: 'details', details }),
    'night:setGuests': (a) => setNightGuests(deps, a.nightId, a.personIds),
    // The engine's validateRules completes the rules and checks what depends on several options.
    'night:setRules': (a) => actOnNight(deps, a.nightId, { type: 'rules', rules: a.rules }),
    'night:start': (a) => startNight(deps, a.nightId, a.seed),
    'night:recordResult': (a) =>
      actOnNight(deps, a.nightId, { type: 'result', round: a.round, result: a.result }),
    'night:recordResults': (a) =>
      actOnNight(deps, a.nightId, { type: 'results', round: a.round, results: a.results }),
    'night:commitRound': ({ nightId, round, results }) =>
      actOnNight(deps, nightId, { type: 'commit', round, ...(results ? { results } : {}) }),
    'night:correctResult': (a) => correctResult(deps, a.nightId, a.round, a.result),
    'night:round': (a) => {
      const played = deps.store.state(a.nightId).played[a.round - 1]
      if (!played)
        throw new AppError('not-found', 'errors.night.roundNotPlayed', { round: a.round })
      return played
    },
    'night:undo': (a) => undoNight(deps, a.nightId),
    'night:redo': (a) => redoNight(deps, a.nightId),
    'night:arrive': (a) => changeGuest(deps, a.nightId, a.personId, 'arrive'),
    'night:arriveNew': (a) => arriveNewGuest(deps, a.nightId, a.name, a.note),
    'night:leave': (a) => changeGuest(deps, a.nightId, a.personId, a.now ? 'leaveNow' : 'leave'),
    'night:passDie': (a) => changeGuest(deps, a.nightId, a.personId, 'passDie'),
    'night:finish': (a) => actOnNight(deps, a.nightId, { type: 'finish' }),
    'night:settleRollOffs': (a) =>
      settleRollOffs(deps, a.nightId, a.rollOffs ?? {}, a.digital ?? []),
    'night:startPlayoff': (a) => startPlayoff(deps, a.nightId, a.field),
    'night:playoffRollOff': (a) => settlePlayoffRollOff(deps, a.nightId, a.personIds),
    'night:playoffTable': (a) => recordPlayoffTable(deps, a.nightId, a.table, a.winner),
    'night:standings': (a) => nightStandings(deps, a.nightId),
    'night:history': (a) => nightHistory(deps, a.nightId),
    'night:exportJson': (a) => exportJson(exchange, a.nightId),
    'night:exportCsv': (a) => exportCsv(exchange, a.nightId, nightStandings(deps, a.nightId)),
    'night:import': async (a) => nightOf(deps, await importJson(exchange, a.json)),
  }
}
