// SQL lives in repos (beside their row converters) and in db/ (connection, migrations, safety);
// services, handlers and the shell ask a repo.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = resolve(__dirname, '../..')

/** Every TypeScript file under a folder. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name)
    if (e.isDirectory()) return sources(path)
    return e.name.endsWith('.ts') ? [path] : []
  })
}

// a statement prepared (typed or not: prepare<[string], Row>(…)), a script run or a pragma set
const SQL_CALL = /\.(prepare|pragma)\s*(<[^()]*>)?\s*\(|\.exec\(\s*[`'"]/

/** Tells whether a file may hold SQL: a repo, a row reader, or the database layer. */
function maySpeakSql(path: string): boolean {
  return /Repo\.ts$|Rows\.ts$/.test(path) || path.startsWith('src/main/db/')
}

/** The files outside repos and db/ that prepare SQL. */
function offenders(files: readonly { path: string; text: string }[]): string[] {
  return files.filter((f) => SQL_CALL.test(f.text) && !maySpeakSql(f.path)).map((f) => f.path)
}

describe('where SQL is written', () => {
  it('only repos, row readers and db/ prepare statements in main', () => {
    const files = sources(join(root, 'src/main')).map((path) => ({
      path: relative(root, path),
      text: readFileSync(path, 'utf8'),
    }))
    expect(files.length).toBeGreaterThan(50)
    expect(offenders(files)).toEqual([])
  })

  it('finds a statement prepared in a service, and lets a repo and a regex be', () => {
    const found = offenders([
      { path: 'src/main/night/nightService.ts', text: "db.prepare('SELECT 1').get()" },
      { path: 'src/main/night/nightService.ts', text: 'db.exec(`DELETE FROM nights`)' },
      { path: 'src/main/tools/toolState.ts', text: "db.prepare<[string]>('DELETE FROM x')" },
      {
        path: 'src/main/tools/toolState.ts',
        text: 'db.prepare<[number], { id: number; name: string }>(`SELECT 1`)',
      },
      { path: 'src/main/night/nightsRepo.ts', text: "db.prepare<[string]>('SELECT 1').get()" },
      { path: 'src/main/print/pdf/night.ts', text: 'const m = /^x$/.exec(date)' },
    ])
    expect(found).toEqual([
      'src/main/night/nightService.ts',
      'src/main/night/nightService.ts',
      'src/main/tools/toolState.ts',
      'src/main/tools/toolState.ts',
    ])
  })
})
