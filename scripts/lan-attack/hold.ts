// `npm run lan-attack`'s one-address case: a device opens as many sockets as it can and holds
// them, sending nothing, as a flood of half-open connections would. Traffic to 127.0.0.1 only.
import net from 'node:net'

/** The sockets one address holds, and how the server treated them. */
export interface Held {
  /** Sockets the server still holds open once all were tried. */
  open(): number
  /** Sockets the server closed at once (refused by its per-address cap). */
  refused(): number
  /** Closes every socket and waits until all are closed. */
  release(): Promise<void>
}

/** Opens `count` sockets from `from` to 127.0.0.1:`port`; resolves once each is open or closed. */
export async function holdSockets(port: number, from: string, count: number): Promise<Held> {
  const sockets: net.Socket[] = []
  const closedAt = new Map<net.Socket, number>()
  const closed: Promise<void>[] = []
  await Promise.all(
    Array.from({ length: count }, () => {
      const socket = net.connect({ host: '127.0.0.1', port, localAddress: from })
      sockets.push(socket)
      socket.on('error', () => undefined)
      closed.push(new Promise((done) => socket.once('close', () => done())))
      socket.once('close', () => closedAt.set(socket, Date.now()))
      return new Promise<void>((done) => {
        socket.once('connect', () => done())
        socket.once('close', () => done())
      })
    }),
  )
  // the server sees each connection a moment after the client does
  await new Promise((r) => setTimeout(r, 300))
  const refusedNow = closedAt.size
  return {
    open: () => sockets.filter((s) => !closedAt.has(s)).length,
    refused: () => refusedNow,
    async release() {
      for (const s of sockets) s.destroy()
      await Promise.all(closed)
    },
  }
}
