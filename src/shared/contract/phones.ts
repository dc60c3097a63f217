import type { GuestLink, LanStatus, WifiStatus } from '../lan'
import type { LiveRace } from '../phones/live'
import { lanSchemas as lan } from '../schemas/lan'
import { call, NoArgs } from './call'

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
  /** A guest's code is replaced: their old link is refused from now on; their new link. */
  'lan:reissueGuest': call(lan.guest).returns<GuestLink | null>(),
  'lan:live': call(lan.night).returns<LiveRace>(),
  /** The TV's code is replaced: a TV with the old link is refused from now on. */
  'lan:reissueTv': call(lan.night).returns<LanStatus>(),
  /** For how many of the night's last rounds the standings are hidden (the projector reads it). */
  'lan:hideRounds': call(lan.night).returns<number>(),
  'lan:setHideRounds': call(lan.hideRounds).returns<LanStatus>(),
  /** The party's Wi-Fi, kept on this laptop only (never its password back). */
  'lan:wifi': call(NoArgs).returns<WifiStatus>(),
  'lan:setWifi': call(lan.wifi).returns<WifiStatus>(),
}
