import type { GuestLink, PhonesStatus, WifiStatus } from '../phones/board'
import type { LiveRace } from '../phones/live'
import type { TvFundraiser } from '../phones/tvFundraiser'
import { phonesSchemas as phones } from '../schemas/phones'
import { call, NoArgs } from './call'

/** The table phones' calls: their server, codes, mode and the results they send. */
export const phoneCalls = {
  'phones:status': call(phones.night).returns<PhonesStatus>(),
  'phones:enable': call(phones.enable).returns<PhonesStatus>(),
  'phones:disable': call(phones.night).returns<PhonesStatus>(),
  'phones:mode': call(phones.mode).returns<PhonesStatus>(),
  'phones:reissue': call(phones.table).returns<PhonesStatus>(),
  'phones:revoke': call(phones.table).returns<PhonesStatus>(),
  'phones:accept': call(phones.submission).returns<PhonesStatus>(),
  'phones:decline': call(phones.submission).returns<PhonesStatus>(),
  'phones:guestLink': call(phones.guest).returns<GuestLink | null>(),
  /** A guest's code is replaced: their old link is refused from now on; their new link. */
  'phones:reissueGuest': call(phones.guest).returns<GuestLink | null>(),
  'phones:live': call(phones.night).returns<LiveRace>(),
  /** The TV's code is replaced: a TV with the old link is refused from now on. */
  'phones:reissueTv': call(phones.night).returns<PhonesStatus>(),
  /** For how many of the night's last rounds the standings are hidden (the projector reads it). */
  'phones:hideRounds': call(phones.night).returns<number>(),
  'phones:setHideRounds': call(phones.hideRounds).returns<PhonesStatus>(),
  /** A new door desk for a fundraiser night: its own code, page and QR code (phones on). */
  'phones:addDesk': call(phones.night).returns<PhonesStatus>(),
  /** A door desk's code is revoked: its page is refused from now on, and told so. */
  'phones:revokeDesk': call(phones.desk).returns<PhonesStatus>(),
  /** Keeps the money raised off the TV and the projector (true) or shows it (false). */
  'phones:setHideRaised': call(phones.hideRaised).returns<PhonesStatus>(),
  /** A charity night as the TV shows it (the projector reads it); null when not a fundraiser. */
  'phones:tvFundraiser': call(phones.night).returns<TvFundraiser | null>(),
  /** The party's Wi-Fi, kept on this laptop only (never its password back). */
  'phones:wifi': call(NoArgs).returns<WifiStatus>(),
  'phones:setWifi': call(phones.wifi).returns<WifiStatus>(),
}
