import type { Handlers } from '@shared/contract'
import type { LanService } from './lanService'

/** The host's table-phone calls. */
export function lanHandlers(
  lan: LanService,
): Pick<Handlers, Extract<keyof Handlers, `lan:${string}`>> {
  return {
    'lan:status': ({ nightId }) => lan.status(nightId),
    'lan:enable': ({ nightId, address, port }) => lan.enable(nightId, address, port),
    'lan:disable': ({ nightId }) => lan.disable(nightId),
    'lan:mode': ({ nightId, mode }) => lan.setMode(nightId, mode),
    'lan:reissue': ({ nightId, table }) => lan.reissue(nightId, table),
    'lan:revoke': ({ nightId, table }) => lan.revoke(nightId, table),
    'lan:accept': ({ nightId, id }) => lan.accept(nightId, id),
    'lan:decline': ({ nightId, id }) => lan.decline(nightId, id),
    'lan:guestLink': ({ nightId, player }) => lan.guestLink(nightId, player),
    'lan:reissueGuest': ({ nightId, player }) => lan.reissueGuest(nightId, player),
    'lan:live': async ({ nightId }) => lan.liveRace(nightId),
    'lan:reissueTv': ({ nightId }) => lan.reissueTv(nightId),
    'lan:hideRounds': ({ nightId }) => lan.hideRounds(nightId),
    'lan:setHideRounds': ({ nightId, rounds }) => lan.setHideRounds(nightId, rounds),
    'lan:wifi': () => lan.wifi(),
    'lan:setWifi': (login) => lan.setWifi(login),
  }
}
