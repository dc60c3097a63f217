// DNS rebinding: a web page on the internet can point its own name at this laptop's address and
// then read the phones' server as if it were its own origin. The browser still sends that name in
// the Host header, so the server answers only the names it really listens on.
import { isIP } from 'node:net'

/** Where the server listens: its address and port (as `server.address()` reports them). */
export interface Listening {
  address: string
  port: number
}

function isLoopback(address: string): boolean {
  return address === '::1' || address.startsWith('127.') || address === '::ffff:127.0.0.1'
}

/** The host name and port a Host header names (null: not a host header at all). */
function parseHost(header: string): { name: string; port: number | null } | null {
  const text = header.trim().toLowerCase()
  const m = /^(\[[0-9a-f:.]+\]|[^:[\]]+)(?::(\d{1,5}))?$/.exec(text)
  if (!m?.[1]) return null
  const name = m[1].startsWith('[') ? m[1].slice(1, -1) : m[1]
  return { name, port: m[2] === undefined ? null : Number(m[2]) }
}

/**
 * Whether a request's Host header names this server: its own address and port, or a `localhost`
 * name when it listens on loopback. Any other name (a rebinding page's), or none, is refused.
 */
export function hostAllowed(header: string | undefined, at: Listening): boolean {
  if (!header) return false
  const host = parseHost(header)
  if (!host) return false
  // browsers leave the port out only for port 80
  if ((host.port ?? 80) !== at.port) return false
  if (isIP(host.name) !== 0) return host.name === at.address.toLowerCase()
  return isLoopback(at.address) && (host.name === 'localhost' || host.name.endsWith('.localhost'))
}
