// A checkout as GitHub's Windows runner makes it (core.autocrlf=true) passes `npm run lint`:
// .gitattributes keeps every text file LF, which Prettier wants.
import { execFileSync, spawnSync } from 'node:child_process'
import { readFileSync, symlinkSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { tempFolder } from '../main/helpers'

const root = resolve(__dirname, '../..')

describe('a checkout with core.autocrlf=true', () => {
  it('has no CR in any text file, and passes npm run lint', () => {
    const clone = join(tempFolder('bunco-crlf-'), 'clone')
    execFileSync('git', ['clone', '-q', '-c', 'core.autocrlf=true', root, clone])
    const files = execFileSync('git', ['ls-files', '--eol'], { cwd: clone, encoding: 'utf8' })
    // "w/crlf" is a working-tree file with CRLF line ends
    const crlf = files.split('\n').filter((line) => /\bw\/(crlf|mixed)\b/.test(line))
    expect(crlf).toEqual([])
    expect(readFileSync(join(clone, 'README.md'), 'utf8')).not.toContain('\r')
    symlinkSync(join(root, 'node_modules'), join(clone, 'node_modules'))
    const lint = spawnSync('npm', ['run', 'lint'], { cwd: clone, encoding: 'utf8' })
    expect(lint.status, `${lint.stdout}${lint.stderr}`.slice(-2000)).toBe(0)
  }, 180_000)
})
