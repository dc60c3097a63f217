// What people and programs leave in a shared club folder, for the sync check and the junk bench:
// Finder's and Windows' files, a README, folders named like the app's files, links (dangling,
// and one to /dev/zero), a pipe named like a segment, a 200 MB file (sparse), JSON nested 5000
// deep with no valid checksum, and `count` junk files in a folder named like a laptop.
import { execFileSync } from 'node:child_process'
import { mkdirSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { LAPTOPS_FOLDER } from '../../src/main/sync/folderScan'
import { segmentName } from '../../src/main/sync/segmentFile'

/** Fills a club folder (one laptop's folder in it being `laptop`'s) with junk. */
export function junkFolder(folder: string, laptop: string, count = 10_000): void {
  const laptops = join(folder, LAPTOPS_FOLDER)
  const mine = join(laptops, laptop)
  mkdirSync(mine, { recursive: true })
  for (const name of ['.DS_Store', 'desktop.ini', 'Thumbs.db', 'README.txt'])
    writeFileSync(join(laptops, name), 'not the club’s')
  writeFileSync(join(mine, '.DS_Store'), '\x00\x00\x00\x01Bud1')
  mkdirSync(join(mine, `night-${'a'.repeat(32)}.json`), { recursive: true })
  symlinkSync('/nowhere/at/all', join(laptops, 'zzzz9999'))
  symlinkSync('/dev/zero', join(mine, segmentName(90)))
  try {
    execFileSync('mkfifo', [join(mine, segmentName(91))])
  } catch {
    // no mkfifo here (Windows): the pipe is left out
  }
  const huge = join(mine, segmentName(92))
  writeFileSync(huge, '')
  truncateSync(huge, 200 * 1024 * 1024)
  const bomb = `${'['.repeat(5000)}${']'.repeat(5000)}`
  const head = `{"format":"bunco-night/sync-segment","version":1,"laptop":"${laptop}","seq":93`
  const events = `"events":[{"id":"ev-00000000","hlc":"x","scope":"roster","body":${bomb}}]`
  writeFileSync(join(mine, segmentName(93)), `${head},${events},"sha256":"${'0'.repeat(64)}"}`)
  const many = join(laptops, 'junk0000')
  mkdirSync(many, { recursive: true })
  for (let i = 0; i < count; i++) writeFileSync(join(many, `photo-${i}.jpg`), '')
}
