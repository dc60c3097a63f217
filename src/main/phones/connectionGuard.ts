// Connections to the phones' server, counted per address: one device (or one attacker) cannot
// hold the room's sockets. A table phone's live stream is set apart once it opens: it counts
// against nothing and is never the one that gives way. When the room is full, the connection
// idle the longest gives way first, from whichever address: cheap keep-alive connections held
// from many addresses never freeze a guest's or the TV's page, whose live stream is never idle.
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import type { Socket } from 'node:net'

/** The guard on a server's connections. */
export interface ConnectionGuard {
  /** Sets a table stream's socket apart (false: the reserve is full, it stays counted). */
  reserve(socket: Socket): boolean
  /** The stream ended: its socket, if still open, counts like any other again. */
  release(socket: Socket): void
}

/** Counts the server's connections; `perAddress` each at most, `total` in all beside the reserve. */
export function guardConnections(
  server: Server,
  limits: { total: number; perAddress: number; reserved: number },
): ConnectionGuard {
  const byAddress = new Map<string, Set<Socket>>()
  const addressOf = new WeakMap<Socket, string>()
  const reserved = new Set<Socket>()
  // requests on their way on each socket (a live stream's never ends), and since when one has none
  const busy = new Map<Socket, number>()
  const idleSince = new Map<Socket, number>()
  let counted = 0

  const count = (socket: Socket, address: string): void => {
    const mine = byAddress.get(address) ?? new Set<Socket>()
    mine.add(socket)
    byAddress.set(address, mine)
    counted += 1
  }
  const uncount = (socket: Socket): void => {
    const address = addressOf.get(socket)
    const mine = address === undefined ? undefined : byAddress.get(address)
    if (!mine?.delete(socket)) return
    counted -= 1
    if (mine.size === 0) byAddress.delete(address as string)
  }

  // the counted connection idle the longest (no request on its way); null when all are busy
  const longestIdle = (): Socket | null => {
    let found: Socket | null = null
    let since = Infinity
    for (const set of byAddress.values()) {
      for (const socket of set) {
        const at = idleSince.get(socket)
        if (at !== undefined && at < since) {
          since = at
          found = socket
        }
      }
    }
    return found
  }
  // else the address holding the most gives up its oldest, as long as it holds more than `mine`
  // would after this one
  const heaviestOldest = (mine: number): Socket | null => {
    let heaviest: Set<Socket> | undefined
    for (const set of byAddress.values()) if (set.size > (heaviest?.size ?? 0)) heaviest = set
    return heaviest && heaviest.size > mine + 1 ? (heaviest.values().next().value ?? null) : null
  }

  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? ''
    addressOf.set(socket, address)
    idleSince.set(socket, Date.now())
    socket.once('close', () => {
      uncount(socket)
      reserved.delete(socket)
      busy.delete(socket)
      idleSince.delete(socket)
    })
    const mine = byAddress.get(address)?.size ?? 0
    if (mine >= limits.perAddress) {
      socket.destroy()
      return
    }
    if (counted >= limits.total) {
      const gives = longestIdle() ?? heaviestOldest(mine)
      if (!gives) {
        socket.destroy()
        return
      }
      uncount(gives)
      gives.destroy()
    }
    count(socket, address)
  })
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const socket = req.socket
    busy.set(socket, (busy.get(socket) ?? 0) + 1)
    idleSince.delete(socket)
    res.once('close', () => {
      const left = (busy.get(socket) ?? 1) - 1
      if (left > 0) return void busy.set(socket, left)
      busy.delete(socket)
      if (!socket.destroyed) idleSince.set(socket, Date.now())
    })
  })

  return {
    reserve(socket) {
      if (reserved.has(socket)) return true
      if (reserved.size >= limits.reserved) return false
      uncount(socket)
      reserved.add(socket)
      return true
    },
    release(socket) {
      if (!reserved.delete(socket) || socket.destroyed) return
      count(socket, addressOf.get(socket) ?? '')
    },
  }
}
