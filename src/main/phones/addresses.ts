import { networkInterfaces } from 'node:os'

/** One of this computer's network addresses, as the host picks from them. */
export interface NetworkAddress {
  name: string
  address: string
  likely: boolean
}

// names that are rarely the home Wi-Fi: containers, virtual machines, VPN tunnels
const UNLIKELY = /docker|veth|br-|vbox|vmnet|virbr|utun|tun|tap|wg|zt|tailscale|vpn|hamachi/i
const WIFI = /^(wl|wlan|wi-?fi|wireless|en0$|en1$)/i

function isPrivate(address: string): boolean {
  return /^(10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.)/.test(address)
}

/**
 * The IPv4 addresses phones could reach, the likely home Wi-Fi one first (a private address on
 * a wireless-looking interface, not a VPN or a virtual machine); this computer alone last.
 */
export function networkAddresses(
  interfaces: ReturnType<typeof networkInterfaces> = networkInterfaces(),
): NetworkAddress[] {
  const found: NetworkAddress[] = []
  for (const [name, list] of Object.entries(interfaces)) {
    for (const info of list ?? []) {
      if (info.family !== 'IPv4' || info.internal) continue
      found.push({ name, address: info.address, likely: false })
    }
  }
  const score = (a: NetworkAddress): number =>
    (isPrivate(a.address) ? 4 : 0) + (WIFI.test(a.name) ? 2 : 0) - (UNLIKELY.test(a.name) ? 8 : 0)
  found.sort((a, b) => score(b) - score(a))
  if (found[0] && score(found[0]) >= 4) found[0].likely = true
  return [...found, { name: 'loopback', address: '127.0.0.1', likely: found.length === 0 }]
}
