import { nightSchemas as n } from '../schemas/night'
import type {
  ExportedFile,
  HistoryEntry,
  NightSummary,
  NightView,
  RoundRecord,
  Standing,
} from '../views'
import { call } from './call'

/** The night's calls: creating, playing, correcting, finishing and exporting a night. */
export const nightCalls = {
  'night:list': call(n.nightList).returns<NightSummary[]>(),
  'night:create': call(n.nightCreate).returns<NightView>(),
  'night:get': call(n.nightRef).returns<NightView>(),
  'night:delete': call(n.nightRef).returns<NightSummary[]>(),
  'night:setDetails': call(n.nightDetails).returns<NightView>(),
  'night:setGuests': call(n.nightGuests).returns<NightView>(),
  'night:setRules': call(n.nightRules).returns<NightView>(),
  'night:start': call(n.nightStart).returns<NightView>(),
  'night:recordResult': call(n.recordResult).returns<NightView>(),
  'night:recordResults': call(n.recordResults).returns<NightView>(),
  'night:commitRound': call(n.commitRound).returns<NightView>(),
  'night:correctResult': call(n.correctResult).returns<NightView>(),
  'night:round': call(n.roundRef).returns<RoundRecord>(),
  'night:undo': call(n.nightRef).returns<NightView>(),
  'night:redo': call(n.nightRef).returns<NightView>(),
  'night:arrive': call(n.guestChange).returns<NightView>(),
  'night:arriveNew': call(n.newGuest).returns<NightView>(),
  'night:leave': call(n.guestLeave).returns<NightView>(),
  'night:passDie': call(n.guestChange).returns<NightView>(),
  'night:finish': call(n.nightRef).returns<NightView>(),
  'night:settleRollOffs': call(n.settleRollOffs).returns<NightView>(),
  'night:startPlayoff': call(n.startPlayoff).returns<NightView>(),
  'night:playoffRollOff': call(n.playoffRollOff).returns<NightView>(),
  'night:playoffTable': call(n.playoffTable).returns<NightView>(),
  'night:standings': call(n.nightRef).returns<Standing[]>(),
  'night:history': call(n.nightRef).returns<HistoryEntry[]>(),
  'night:exportJson': call(n.nightRef).returns<ExportedFile>(),
  'night:exportCsv': call(n.nightRef).returns<ExportedFile>(),
  'night:import': call(n.nightImport).returns<NightView>(),
}
