// The start step's decisions: fetch Electron's binary or not, what an offline start says, and the
// warnings for an old Node and for Ubuntu's restricted sandbox.
import { describe, expect, it } from 'vitest'
import {
  binaryPlan,
  fetchFailedSentence,
  NODE_NEEDED,
  nodeWarning,
  sandboxAdvice,
} from '../../scripts/start/plan'

describe('binaryPlan', () => {
  const ready = {
    version: '45.5.0',
    pathTxt: 'electron',
    distVersion: 'v45.5.0',
    executableExists: true,
  }
  it('is ready when this Electron’s binary is in place', () => {
    expect(binaryPlan(ready)).toBe('ready')
    expect(binaryPlan({ ...ready, distVersion: '45.5.0\n' })).toBe('ready')
  })
  it('fetches on a fresh install (no path.txt), a half-extracted one, or another version', () => {
    expect(binaryPlan({ ...ready, pathTxt: undefined, distVersion: undefined })).toBe('fetch')
    expect(binaryPlan({ ...ready, executableExists: false })).toBe('fetch')
    expect(binaryPlan({ ...ready, distVersion: 'v44.1.0' })).toBe('fetch')
    expect(binaryPlan({ ...ready, distVersion: undefined })).toBe('fetch')
  })
})

describe('fetchFailedSentence', () => {
  it('is one sentence: what is missing, what to do, and the installer’s first line', () => {
    const said = fetchFailedSentence('45.5.0', 'TypeError: fetch failed\n    at node:internal…\n')
    expect(said.split('\n')).toHaveLength(1)
    expect(said).toContain('Electron 45.5.0')
    expect(said).toContain('connect to the internet and run `npm start` again')
    expect(said).toContain('(Electron’s installer said: TypeError: fetch failed).')
    expect(said).not.toContain('node:internal')
  })
  it('stands without the installer’s words', () => {
    expect(fetchFailedSentence('45.5.0', '  \n')).toMatch(/again\.$/)
  })
})

describe('nodeWarning', () => {
  it.each(['v20.20.2', 'v22.11.0', '18.0.0'])('warns on %s', (v) => {
    expect(nodeWarning(v)).toContain(`Node.js ${NODE_NEEDED} or later`)
  })
  it.each(['v22.12.0', 'v22.23.3', 'v24.1.0'])('is quiet on %s', (v) => {
    expect(nodeWarning(v)).toBeUndefined()
  })
})

describe('sandboxAdvice', () => {
  const ubuntu = {
    platform: 'linux',
    userNamespacesRestricted: true,
    helperSetUp: false,
    helperPath: '/src/bunco/node_modules/electron/dist/chrome-sandbox',
  }
  it('gives the commands that set the helper up on Ubuntu 23.10+', () => {
    const advice = sandboxAdvice(ubuntu)
    expect(advice).toContain(
      'sudo chown root:root "/src/bunco/node_modules/electron/dist/chrome-sandbox"',
    )
    expect(advice).toContain('sudo chmod 4755')
    expect(advice).not.toContain('--no-sandbox')
  })
  it('is quiet where the sandbox starts: set up, unrestricted, or not Linux', () => {
    expect(sandboxAdvice({ ...ubuntu, helperSetUp: true })).toBeUndefined()
    expect(sandboxAdvice({ ...ubuntu, userNamespacesRestricted: false })).toBeUndefined()
    expect(sandboxAdvice({ ...ubuntu, platform: 'darwin' })).toBeUndefined()
  })
})
