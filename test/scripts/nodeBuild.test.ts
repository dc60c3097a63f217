// `npm run dist` puts Node's better-sqlite3 binary back after electron-builder rebuilt it for
// Electron: a copy, so an offline build leaves the tests working.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { keepingNodeBuild, NODE_BINARY } from '../../scripts/installers/nodeBuild'
import { tempFolder } from '../main/helpers'

function project(): string {
  const root = tempFolder('bunco-dist-native-')
  mkdirSync(join(root, NODE_BINARY, '..'), { recursive: true })
  writeFileSync(join(root, NODE_BINARY), 'node-abi-115')
  return root
}

describe('keepingNodeBuild', () => {
  it('puts Node’s binary back after a build that rebuilt it for Electron', async () => {
    const root = project()
    const file = join(root, NODE_BINARY)
    const built = await keepingNodeBuild(file, () => {
      writeFileSync(file, 'electron-abi-140')
      return Promise.resolve('installers')
    })
    expect(built).toBe('installers')
    expect(readFileSync(file, 'utf8')).toBe('node-abi-115')
  })

  it('puts it back when the build fails offline, even after the build removed the folder', async () => {
    const root = project()
    const file = join(root, NODE_BINARY)
    await expect(
      keepingNodeBuild(file, () => {
        rmSync(join(root, 'node_modules/better-sqlite3/build'), { recursive: true })
        return Promise.reject(new Error('getaddrinfo ENOTFOUND electronjs.org'))
      }),
    ).rejects.toThrow('ENOTFOUND')
    expect(readFileSync(file, 'utf8')).toBe('node-abi-115')
  })

  it('writes nothing where there was no binary', async () => {
    const file = join(tempFolder(), NODE_BINARY)
    await keepingNodeBuild(file, () => Promise.resolve())
    expect(existsSync(file)).toBe(false)
  })
})
