// `npm run dist`: builds this OS's installers with electron-builder (see electron-builder.ts).
// electron-builder rebuilds better-sqlite3 for Electron inside node_modules; whatever happens,
// Node's build is put back afterwards, so tests and scripts keep working on this machine.
import { execFileSync } from 'node:child_process'
import { resolve } from 'node:path'
import { build } from 'electron-builder'

const root = resolve(__dirname, '../..')

async function main(): Promise<void> {
  try {
    await build({ projectDir: root, publish: 'never' })
  } finally {
    console.log('Restoring the Node build of better-sqlite3 for tests and scripts…')
    execFileSync('npm', ['rebuild', 'better-sqlite3'], {
      cwd: root,
      stdio: 'inherit',
      shell: process.platform === 'win32',
    })
  }
}

main().catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})
