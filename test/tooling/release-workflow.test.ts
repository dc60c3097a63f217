// The release workflow cannot run here; this checks it says what the issue asks of it.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { load } from 'js-yaml'
import { describe, expect, it } from 'vitest'

interface Step {
  uses?: string
  run?: string
  with?: Record<string, unknown>
}
interface Workflow {
  on: { push: { tags: string[] } }
  permissions: Record<string, string>
  jobs: Record<string, { strategy: { matrix: { os: string[] } }; 'runs-on': string; steps: Step[] }>
}

const workflow = load(
  readFileSync(resolve(__dirname, '../../.github/workflows/release.yml'), 'utf8'),
) as Workflow

describe('release workflow', () => {
  const job = Object.values(workflow.jobs)[0]
  it('runs on version tags and may write the release', () => {
    expect(workflow.on.push.tags).toEqual(['v*'])
    expect(workflow.permissions).toEqual({ contents: 'write' })
  })
  it('builds on each OS’s own runner with the Node the packaging tools declare', () => {
    expect(job?.strategy.matrix.os).toEqual(['ubuntu-latest', 'windows-latest', 'macos-latest'])
    expect(job?.['runs-on']).toBe('${{ matrix.os }}')
    const node = job?.steps.find((s) => s.uses?.startsWith('actions/setup-node'))
    expect(node?.with?.['node-version']).toBe(22)
    const runs = job?.steps.map((s) => s.run ?? '') ?? []
    expect(runs).toContain('npm run dist')
    expect(runs.findIndex((r) => r.startsWith('npm ci'))).toBeLessThan(runs.indexOf('npm run dist'))
  })
  it('attaches every installer kind to the tag’s release', () => {
    const upload = job?.steps.at(-1)?.run ?? ''
    for (const kind of ['*.AppImage', '*.deb', '*.exe', '*.dmg']) expect(upload).toContain(kind)
    expect(upload).toContain('gh release upload "$GITHUB_REF_NAME"')
  })
})
