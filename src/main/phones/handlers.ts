import type { Handlers } from '@shared/contract'
import type { PhonesStatus } from '@shared/phones/board'
import { tvFundraiserOf } from './charityNight'
import { addDesk, revokeDesk } from './deskCodes'
import { liveRaceOf } from './liveRace'
import { nightSettings, type PhonesContext } from './phonesContext'
import { phonesStatus } from './phonesStatus'
import { disablePhones, enablePhones } from './serverLifecycle'
import { acceptSubmission, declineSubmission, setMode } from './submissions'
import { setHideRaised, setHideRounds } from './suspense'
import {
  guestLink,
  reissueGuestCode,
  reissueTableCode,
  reissueTvCode,
  revokeTableCode,
} from './tableCodes'
import { changeWifi, wifiStatus } from './wifi'

type PhoneCallNames = Extract<keyof Handlers, `phones:${string}`>

/** The host's table-phone calls: each change of the board answers with the board after it. */
export function phoneHandlers(cx: PhonesContext): Pick<Handlers, PhoneCallNames> {
  const then = async (nightId: number, change: () => unknown): Promise<PhonesStatus> => {
    await change()
    return phonesStatus(cx, nightId)
  }
  return {
    'phones:status': ({ nightId }) => phonesStatus(cx, nightId),
    'phones:enable': ({ nightId, address, port }) =>
      then(nightId, () => enablePhones(cx, nightId, address, port)),
    'phones:disable': ({ nightId }) => then(nightId, () => disablePhones(cx, nightId)),
    'phones:mode': ({ nightId, mode }) => then(nightId, () => setMode(cx, nightId, mode)),
    'phones:reissue': ({ nightId, table }) =>
      then(nightId, () => reissueTableCode(cx, nightId, table)),
    'phones:revoke': ({ nightId, table }) =>
      then(nightId, () => revokeTableCode(cx, nightId, table)),
    'phones:accept': ({ nightId, id }) => then(nightId, () => acceptSubmission(cx, nightId, id)),
    'phones:decline': ({ nightId, id }) => then(nightId, () => declineSubmission(cx, nightId, id)),
    'phones:guestLink': ({ nightId, player }) => guestLink(cx, nightId, player),
    'phones:reissueGuest': ({ nightId, player }) => reissueGuestCode(cx, nightId, player),
    'phones:live': ({ nightId }) => liveRaceOf(cx, nightId),
    'phones:reissueTv': ({ nightId }) => then(nightId, () => reissueTvCode(cx, nightId)),
    'phones:hideRounds': ({ nightId }) => nightSettings(cx, nightId).hide_rounds,
    'phones:setHideRounds': ({ nightId, rounds }) =>
      then(nightId, () => setHideRounds(cx, nightId, rounds)),
    'phones:addDesk': ({ nightId }) => then(nightId, () => addDesk(cx, nightId)),
    'phones:revokeDesk': ({ nightId, desk }) => then(nightId, () => revokeDesk(cx, nightId, desk)),
    'phones:setHideRaised': ({ nightId, hidden }) =>
      then(nightId, () => setHideRaised(cx, nightId, hidden)),
    'phones:tvFundraiser': ({ nightId }) => tvFundraiserOf(cx, nightId),
    'phones:wifi': () => wifiStatus(cx.db),
    'phones:setWifi': (login) => changeWifi(cx, login),
  }
}
