import type { GuestLink, LanStatus } from '../lan'
import type { LiveRace } from '../phones/live'
import { lanSchemas as lan } from '../schemas/lan'
import { call } from './call'

/** The table phones' calls: their server, codes, mode and the results they send. */
export const phoneCalls = {
  'lan:status': call(lan.night).returns<LanStatus>(),
  'lan:enable': call(lan.enable).returns<LanStatus>(),
  'lan:disable': call(lan.night).returns<LanStatus>(),
  'lan:mode': call(lan.mode).returns<LanStatus>(),
  'lan:reissue': call(lan.table).returns<LanStatus>(),
  'lan:revoke': call(lan.table).returns<LanStatus>(),
  'lan:accept': call(lan.submission).returns<LanStatus>(),
  'lan:decline': call(lan.submission).returns<LanStatus>(),
  'lan:guestLink': call(lan.guest).returns<GuestLink | null>(),
  'lan:live': call(lan.night).returns<LiveRace>(),
}
