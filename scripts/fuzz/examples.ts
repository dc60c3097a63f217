// A valid payload for every contract call (the fuzzer breaks each one in many ways).
import type { CallArgs, CallName } from '../../src/shared/contract'

/** Ids of the seeded store the examples refer to. */
export interface Seeded {
  nightId: number
  personId: number
  player: string
}

/** Valid arguments per call; declared over every CallName so a new call cannot be forgotten. */
export function examples(s: Seeded): { [K in CallName]: CallArgs<K> } {
  const result = { table: 1, winner: 'NS' as const, buncos: { [s.player]: 1 } }
  return {
    'app:info': {},
    'settings:get': {},
    'settings:set': { language: 'fr', theme: 'dark' },
    'roster:list': { query: 'gu', includeArchived: true },
    'roster:add': { name: 'Fuzzy', note: 'n' },
    'roster:rename': { id: s.personId, name: 'Renamed', note: 'n' },
    'roster:archive': { id: s.personId, archived: true },
    'roster:merge': { keep: s.personId, merge: s.personId + 1 },
    'night:list': {},
    'night:create': { title: 'T', date: '2026-01-02', venue: 'V', rules: { target: 11 } },
    'night:get': { nightId: s.nightId },
    'night:delete': { nightId: 999_999 },
    'night:setDetails': { nightId: s.nightId, title: 'T2', date: '2026-01-03', venue: 'W' },
    'night:setGuests': { nightId: s.nightId, personIds: [s.personId] },
    'night:setRules': { nightId: s.nightId, rules: { target: 21 } },
    'night:start': { nightId: s.nightId, seed: 3 },
    'night:recordResult': { nightId: s.nightId, round: 2, result },
    'night:recordResults': { nightId: s.nightId, round: 2, results: [result] },
    'night:commitRound': { nightId: s.nightId, round: 2, results: [result] },
    'night:correctResult': { nightId: s.nightId, round: 1, result },
    'night:round': { nightId: s.nightId, round: 1 },
    'night:undo': { nightId: s.nightId },
    'night:redo': { nightId: s.nightId },
    'night:arrive': { nightId: s.nightId, personId: s.personId },
    'night:arriveNew': { nightId: s.nightId, name: 'Late Guest' },
    'night:leave': { nightId: s.nightId, personId: s.personId },
    'night:passDie': { nightId: s.nightId, personId: s.personId },
    'night:finish': { nightId: s.nightId },
    'night:settleRollOffs': {
      nightId: s.nightId,
      rollOffs: { mostWins: s.personId },
      digital: ['mostBuncos'],
    },
    'night:standings': { nightId: s.nightId },
    'night:history': { nightId: s.nightId },
    'night:exportJson': { nightId: s.nightId },
    'night:exportCsv': { nightId: s.nightId },
    'night:import': { json: '{}' },
    'season:standings': { from: '2026-01-01', to: '2026-12-31' },
    'night:waitForChange': { nightId: s.nightId, after: 1_000_000 },
    'ui:getLocation': {},
    'ui:setLocation': { screen: 'night', nightId: s.nightId, tab: 'entry' },
    'file:save': { fileName: 'x.csv', mimeType: 'text/csv', content: 'a' },
    'window:openProjector': {},
    'print:save': { nightId: s.nightId, kind: 'scoreSheets', blanks: 2 },
    'print:open': { nightId: s.nightId, kind: 'rules' },
    'print:progress': {},
    'store:status': {},
    'store:backup': {},
    'store:restore': { name: 'bunco-night-x.sqlite' },
    'data:exportAll': {},
    'data:previewImport': { json: '{}' },
    'data:importAll': { json: '{}', settings: true },
  }
}
