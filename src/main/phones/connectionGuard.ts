// Connections to the phones' server, counted per address: one device (or one attacker) cannot
// hold the room's sockets. A table phone's live stream is set apart once it opens: it counts
// against nothing and is never the one that gives way.
import type { Server } from 'node:http'
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

  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? ''
    addressOf.set(socket, address)
    socket.once('close', () => {
      uncount(socket)
      reserved.delete(socket)
    })
    const mine = byAddress.get(address)?.size ?? 0
    if (mine >= limits.perAddress) {
      socket.destroy()
      return
    }
    if (counted >= limits.total) {
      // the room is full: the address holding the most gives up its oldest connection, as long
      // as it holds more than this one would
      let heaviest: Set<Socket> | undefined
      for (const set of byAddress.values()) if (set.size > (heaviest?.size ?? 0)) heaviest = set
      const oldest = heaviest && heaviest.size > mine + 1 ? heaviest.values().next().value : null
      if (!oldest) {
        socket.destroy()
        return
      }
      uncount(oldest)
      oldest.destroy()
    }
    count(socket, address)
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
