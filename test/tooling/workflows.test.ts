// Every workflow checked against GitHub's schema here (@action-validator/cli exits 1 on a
// mistyped key), so a broken workflow fails on this machine rather than on the runners; and the CI
// workflow does what issue 24 asks of it.
import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { load } from 'js-yaml'
import { describe, expect, it } from 'vitest'
import { tempFolder } from '../main/helpers'

const root = resolve(__dirname, '../..')
const folder = join(root, '.github/workflows')
const cli = join(root, 'node_modules/@action-validator/cli/cli.mjs')
const workflows = readdirSync(folder).filter((f) => /\.ya?ml$/.test(f))

function validate(file: string): { status: number | null; output: string } {
  const run = spawnSync(process.execPath, [cli, file], { encoding: 'utf8' })
  return { status: run.status, output: `${run.stdout}${run.stderr}` }
}

describe('workflow files against GitHub’s schema', () => {
  it('finds the CI and release workflows', () => {
    expect(workflows.sort()).toEqual(['ci.yml', 'release.yml'])
  })

  it.each(workflows)('%s is valid', (name) => {
    expect(validate(join(folder, name))).toEqual({ status: 0, output: '' })
  })

  it.each([
    ['    steps:', '    stepz:', "Additional property 'stepz' is not allowed"],
    ['    timeout-minutes: 60', '    timeout-minute: 60', "Additional property 'timeout-minute'"],
  ])('refuses a broken copy of ci.yml (%s → %s)', (from, to, said) => {
    const text = readFileSync(join(folder, 'ci.yml'), 'utf8')
    expect(text).toContain(from)
    const broken = join(tempFolder('bunco-workflow-'), 'ci.yml')
    writeFileSync(broken, text.replace(from, to))
    const outcome = validate(broken)
    expect(outcome.status).toBe(1)
    expect(outcome.output).toContain(said)
  })
})

interface Step {
  name?: string
  uses?: string
  run?: string
  if?: string
  env?: Record<string, string>
  with?: Record<string, unknown>
}
interface Workflow {
  on: Record<string, unknown>
  jobs: Record<
    string,
    {
      strategy: { matrix: { os: string[] } }
      'runs-on': string
      env?: Record<string, string>
      steps: Step[]
    }
  >
}

describe('the CI workflow', () => {
  const ci = load(readFileSync(join(folder, 'ci.yml'), 'utf8')) as Workflow
  const job = Object.values(ci.jobs)[0]!
  const runs = job.steps.map((s) => s.run ?? '')
  const at = (text: string): number => runs.findIndex((r) => r.includes(text))

  it('runs on push and pull request, on Linux, Windows and Apple-silicon macOS, with Node 22', () => {
    expect(Object.keys(ci.on).sort()).toEqual(['pull_request', 'push'])
    expect(job.strategy.matrix.os).toEqual(['ubuntu-latest', 'windows-latest', 'macos-latest'])
    expect(job['runs-on']).toBe('${{ matrix.os }}')
    const node = job.steps.find((s) => s.uses?.startsWith('actions/setup-node'))
    expect(node?.with?.['node-version']).toBe(22)
  })

  it('checks, tests, builds the installers, then smoke-tests the packaged app', () => {
    const order = ['npm ci', 'npm run lint', 'npm run typecheck', 'npm run test:unit']
    for (const [i, step] of order.entries())
      expect(at(step)).toBeGreaterThan(i === 0 ? -1 : at(order[i - 1]!))
    expect(at('npm run test:e2e')).toBeGreaterThan(at('npm run test:unit'))
    expect(job.steps[at('npm run test:e2e')]?.if).toBe("runner.os == 'Linux'")
    expect(at('npm run dist')).toBeGreaterThan(at('npm run test:e2e'))
    expect(at('xvfb-run --auto-servernum npm run test:electron')).toBeGreaterThan(
      at('npm run dist'),
    )
    const smoke = job.steps.filter((s) => s.run?.includes('npm run test:electron'))
    expect(smoke.map((s) => s.if)).toEqual(["runner.os == 'Linux'", "runner.os != 'Linux'"])
    for (const s of smoke) expect(s.env?.['REQUIRE_ELECTRON']).toBe('1')
  })

  it('uploads the installers and the smoke test’s screenshots', () => {
    const uploads = job.steps.filter((s) => s.uses?.startsWith('actions/upload-artifact'))
    const paths = uploads.map((s) => String(s.with?.['path']))
    for (const kind of ['*.AppImage', '*.deb', '*.exe', '*.dmg']) expect(paths[0]).toContain(kind)
    expect(paths[1]).toBe('test-output/electron/')
    expect(uploads[1]?.if).toBe('always()')
  })

  it('installs poppler on every system before the unit tests, which read PDFs with it', () => {
    const unit = at('npm run test:unit')
    for (const [os, tool] of [
      ['Linux', 'poppler-utils'],
      ['macOS', 'brew install poppler'],
      ['Windows', 'choco install poppler'],
    ] as const) {
      const i = job.steps.findIndex((s) => s.if?.includes(`'${os}'`) && s.run?.includes(tool))
      expect(i, os).toBeGreaterThan(-1)
      expect(i, os).toBeLessThan(unit)
    }
  })

  it('signs pull requests’ Mac builds as pushes’ (electron-builder skips them otherwise)', () => {
    expect(job.env?.['CSC_FOR_PULL_REQUEST']).toBe('true')
  })

  it('passes the installed .deb only when its log says the first screen is drawn', () => {
    const step = job.steps.find((s) => s.run?.includes('./dist/*.deb'))!
    expect(step.run).toContain('scripts/start-check/index.ts')
    expect(step.run).toMatch(/xvfb-run .*start-check\/index\.ts .*-- bunco-night/)
    // "still running after 20 s" passed a broken app (a start error's box waits for a click)
    expect(step.run).not.toContain('143')
  })
})
