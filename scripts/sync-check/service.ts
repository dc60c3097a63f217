// A simulated sync service between laptops' club folders, misbehaving the way real ones do: it
// copies each laptop's files to the other folders late and out of order, sometimes half a file
// first (whole later), sometimes a "conflicted copy" beside it, and sometimes it brings back an
// older version of a file it copied before. It never writes into a laptop's own files' origin.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Random } from '../../src/shared/bunco'
import { LAPTOPS_FOLDER } from '../../src/main/sync/folderScan'

interface Copy {
  due: number
  from: string
  to: string
  laptop: string
  name: string
  text: string
  torn: boolean
}

/** The misbehaving service, and what it did. */
export interface SyncService {
  /** Notices new versions in every folder and queues their copies. */
  notice(): void
  /** Carries out the copies that are due at this tick. */
  tick(): void
  /** Copies every latest version whole, with no misbehaviour (the service catching up). */
  settle(): void
  /** Brings back the first version of each of a laptop's files in every other folder. */
  revert(laptop: string): void
  made: { torn: number; conflicted: number; reverted: number; copies: number }
}

/** A service over these folders, each the folder of the laptop with the same index. */
export function syncService(
  folders: readonly string[],
  owners: readonly string[],
  random: Random,
): SyncService {
  const seen = new Map<string, string[]>() // laptop/name -> versions seen, oldest first
  const queue: Copy[] = []
  let now = 0
  const made = { torn: 0, conflicted: 0, reverted: 0, copies: 0 }
  const write = (folder: string, laptop: string, name: string, text: string): void => {
    const dir = join(folder, LAPTOPS_FOLDER, laptop)
    mkdirSync(dir, { recursive: true })
    writeFileSync(join(dir, name), text)
  }
  return {
    made,
    notice() {
      folders.forEach((folder, i) => {
        const laptop = owners[i] ?? ''
        const dir = join(folder, LAPTOPS_FOLDER, laptop)
        if (!existsSync(dir)) return
        for (const name of readdirSync(dir)) {
          if (name.startsWith('.')) continue
          const text = readFileSync(join(dir, name), 'utf8')
          const id = `${laptop}/${name}`
          const versions = seen.get(id) ?? []
          if (versions.at(-1) === text) continue
          versions.push(text)
          seen.set(id, versions)
          folders.forEach((to, j) => {
            if (j === i) return
            const due = now + 1 + random.int(4)
            if (random.next() < 0.2) {
              queue.push({ due, from: folder, to, laptop, name, text, torn: true })
              made.torn++
            }
            queue.push({
              due: due + 1 + random.int(3),
              from: folder,
              to,
              laptop,
              name,
              text,
              torn: false,
            })
          })
        }
      })
    },
    tick() {
      now++
      const due = queue.filter((c) => c.due <= now)
      // late and out of order: what is due goes in a shuffled order
      due.sort(() => random.next() - 0.5)
      for (const c of due) {
        queue.splice(queue.indexOf(c), 1)
        const text = c.torn
          ? c.text.slice(0, Math.max(1, Math.floor(c.text.length * random.next())))
          : c.text
        write(c.to, c.laptop, c.name, text)
        made.copies++
        if (!c.torn && random.next() < 0.12) {
          const base = c.name.replace(/\.json$/, '')
          write(
            c.to,
            c.laptop,
            `${base} (Laptop’s conflicted copy 2027-0${1 + random.int(9)}-1${random.int(9)}).json`,
            text,
          )
          made.conflicted++
        }
        const versions = seen.get(`${c.laptop}/${c.name}`) ?? []
        if (!c.torn && versions.length > 1 && random.next() < 0.06) {
          write(c.to, c.laptop, c.name, versions[random.int(versions.length - 1)] ?? text)
          made.reverted++
        }
      }
    },
    revert(laptop) {
      for (let i = queue.length - 1; i >= 0; i--)
        if (queue[i]?.laptop === laptop) queue.splice(i, 1)
      for (const [id, versions] of seen) {
        const [owner = '', name = ''] = id.split('/')
        if (owner !== laptop) continue
        const first = versions[0] ?? ''
        // the service itself now holds only that first version: it brings back nothing later
        seen.set(id, [first])
        folders.forEach((to, j) => {
          if (owners[j] !== laptop) write(to, laptop, name, first)
        })
        made.reverted++
      }
    },
    settle() {
      for (const [id, versions] of seen) {
        const [laptop = '', name = ''] = id.split('/')
        folders.forEach((to, j) => {
          if (owners[j] !== laptop) write(to, laptop, name, versions.at(-1) ?? '')
        })
      }
      queue.length = 0
    },
  }
}
