// `npm run dist`: builds this OS's installers with electron-builder (see electron-builder.ts).
// electron-builder rebuilds better-sqlite3 for Electron inside node_modules; Node's own binary is
// put back afterwards (a copy, not a rebuild), so tests and scripts keep working, offline too.
import { join, resolve } from 'node:path'
import { build } from 'electron-builder'
import { keepingNodeBuild, NODE_BINARY } from './nodeBuild'

const root = resolve(__dirname, '../..')

// On GitHub's runners the package's homepage is the repository the installers come from.
const repository =
  process.env['GITHUB_SERVER_URL'] && process.env['GITHUB_REPOSITORY']
    ? `${process.env['GITHUB_SERVER_URL']}/${process.env['GITHUB_REPOSITORY']}`
    : undefined

async function main(): Promise<void> {
  await keepingNodeBuild(join(root, NODE_BINARY), () =>
    build({
      projectDir: root,
      publish: 'never',
      ...(repository ? { config: { extraMetadata: { homepage: repository } } } : {}),
    }),
  )
  console.log('Node’s build of better-sqlite3 is back in node_modules for tests and scripts.')
}

main().catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})
