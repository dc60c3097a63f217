// `npm run test:deep`: the checks to run before a release, one after the other (they are heavy):
// property tests at 10,000 runs, the heavy Vitest project, torture at 1,000 kills, fuzz at 10,000 payloads per call. Each
// prints its JSON line; the last line is the summary, and the exit code is 1 if any rule broke.
// Smaller runs: --runs N, --cycles N, --fuzz-runs N.
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { deepFailures, type Figures } from './verdict'

function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`)
  const value = i >= 0 ? Number(process.argv[i + 1]) : fallback
  return Number.isInteger(value) && value > 0 ? value : fallback
}

const root = resolve(__dirname, '../..')
const sizes = {
  runs: option('runs', 10_000),
  cycles: option('cycles', 1000),
  fuzzRuns: option('fuzz-runs', 10_000),
}

/** Runs node with `args`; its stderr and stdout go to our stderr, its last stdout line is returned. */
function run(args: string[], env: NodeJS.ProcessEnv = {}): Promise<string> {
  return new Promise((done) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8')
      process.stderr.write(chunk)
    })
    child.on('close', () => done(out.trim().split('\n').at(-1) ?? ''))
  })
}

function figures(line: string, key: string): Figures {
  try {
    const parsed = JSON.parse(line) as Record<string, Record<string, number>>
    return parsed[key]
  } catch {
    return undefined
  }
}

interface VitestReport {
  numTotalTests: number
  numPassedTests: number
  numFailedTests: number
}

/** Runs Vitest with `args` and reads its JSON report's counts; undefined if it wrote none. */
async function vitest(args: string[], env: NodeJS.ProcessEnv = {}): Promise<Figures> {
  const folder = mkdtempSync(join(tmpdir(), 'bunco-deep-'))
  const report = join(folder, 'report.json')
  const started = Date.now()
  try {
    await run(
      [
        'node_modules/vitest/vitest.mjs',
        'run',
        ...args,
        ...['--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
      ],
      env,
    )
    const result = JSON.parse(readFileSync(report, 'utf8')) as VitestReport
    return {
      tests: result.numTotalTests,
      passed: result.numPassedTests,
      failed: result.numFailedTests,
      seconds: Math.round((Date.now() - started) / 1000),
    }
  } catch {
    return undefined
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}

async function properties(): Promise<Figures> {
  const found = await vitest(
    ['test/shared/bunco/properties.test.ts', '--project', 'node'],
    // The property tests need no build of the app.
    { FC_RUNS: String(sizes.runs), BUNCO_SKIP_BUILD: '1' },
  )
  return found && { runsEach: sizes.runs, ...found }
}

async function script(file: string, key: string, args: string[]): Promise<Figures> {
  const started = Date.now()
  const found = figures(await run(['--import', 'tsx', file, ...args]), key)
  return found && { ...found, seconds: Math.round((Date.now() - started) / 1000) }
}

async function main(): Promise<void> {
  const started = Date.now()
  const props = await properties()
  console.log(JSON.stringify({ properties: props ?? null }))
  const heavy = await vitest(['--project', 'heavy'])
  console.log(JSON.stringify({ heavy: heavy ?? null }))
  const torture = await script('scripts/torture/index.ts', 'torture', [
    '--cycles',
    String(sizes.cycles),
  ])
  console.log(JSON.stringify({ torture: torture ?? null }))
  const fuzz = await script('scripts/fuzz/index.ts', 'fuzz', ['--runs', String(sizes.fuzzRuns)])
  console.log(JSON.stringify({ fuzz: fuzz ?? null }))
  const failures = deepFailures({ properties: props, heavy, torture, fuzz, sizes })
  for (const failure of failures) console.error(`test:deep FAILED ${failure}`)
  const seconds = Math.round((Date.now() - started) / 1000)
  console.log(JSON.stringify({ deep: { ok: failures.length === 0, seconds, failures } }))
  process.exitCode = failures.length === 0 ? 0 : 1
}

main().catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})
