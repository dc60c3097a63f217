// What the `npm start` / `npm run dev` step decides before Electron runs: whether Electron's binary
// must be fetched, and what to tell a developer whose Node or Linux will stop the start.

/** Node's version that Electron 45's installer (and @electron/rebuild) declare they need. */
export const NODE_NEEDED = '22.12.0'

/** What is on disk of the `electron` package's binary. */
export interface BinaryFacts {
  /** Electron's version, as its package.json says. */
  version: string
  /** node_modules/electron/path.txt, if any: the executable's path inside dist/. */
  pathTxt: string | undefined
  /** dist/version, if any. */
  distVersion: string | undefined
  /** Whether dist/<path.txt> exists. */
  executableExists: boolean
}

/**
 * 'ready' when the binary of this Electron is in place, else 'fetch': since Electron 42 the
 * package fetches it the first time its own bin runs, which electron-vite never does (it reads
 * path.txt and throws "Electron uninstall", electron-vite#904).
 */
export function binaryPlan(facts: BinaryFacts): 'ready' | 'fetch' {
  const current =
    facts.pathTxt !== undefined &&
    facts.executableExists &&
    facts.distVersion?.trim().replace(/^v/, '') === facts.version
  return current ? 'ready' : 'fetch'
}

/** The one sentence said when Electron's installer could not fetch the binary. */
export function fetchFailedSentence(version: string, installerSaid: string): string {
  const reason = installerSaid.trim().split('\n')[0]?.trim() ?? ''
  return (
    `Bunco Night could not start: Electron ${version}, which it needs once to run from the ` +
    'source, could not be downloaded; connect to the internet and run `npm start` again' +
    (reason ? ` (Electron’s installer said: ${reason.slice(0, 200)}).` : '.')
  )
}

function olderThan(version: string, needed: string): boolean {
  const a = version.replace(/^v/, '').split('.').map(Number)
  const b = needed.split('.').map(Number)
  for (let i = 0; i < 3; i++) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) < (b[i] ?? 0)
  return false
}

/** A warning when Node is older than what starting the app needs, else undefined. */
export function nodeWarning(nodeVersion: string): string | undefined {
  if (!olderThan(nodeVersion, NODE_NEEDED)) return undefined
  return (
    `Starting Bunco Night from the source needs Node.js ${NODE_NEEDED} or later (Electron's ` +
    `installer asks for it); this is Node ${nodeVersion.replace(/^v/, '')}. If the start fails, ` +
    'install Node 22 LTS from https://nodejs.org and run `npm start` again.'
  )
}

/** What is known of Chromium's sandbox helper on Linux. */
export interface SandboxFacts {
  platform: string
  /** /proc/sys/kernel/apparmor_restrict_unprivileged_userns is 1 (Ubuntu 23.10 and later). */
  userNamespacesRestricted: boolean
  /** The downloaded chrome-sandbox is owned by root with the setuid bit (mode 4755). */
  helperSetUp: boolean
  /** The helper's path, for the commands to fix it. */
  helperPath: string
}

/**
 * The advice for a Linux whose sandbox will abort the start: with user namespaces restricted
 * to AppArmor-profiled programs, Chromium falls back to its setuid helper, which a download
 * leaves unset. Undefined where the sandbox can start.
 */
export function sandboxAdvice(facts: SandboxFacts): string | undefined {
  if (facts.platform !== 'linux' || !facts.userNamespacesRestricted || facts.helperSetUp) {
    return undefined
  }
  const helper = JSON.stringify(facts.helperPath)
  return [
    'This Linux lets only AppArmor-profiled programs use user namespaces (Ubuntu 23.10 and',
    'later), so Electron’s sandbox will stop the start unless its helper is set up once:',
    `  sudo chown root:root ${helper} && sudo chmod 4755 ${helper}`,
    '(again after each reinstall of node_modules). The app never turns its sandbox off.',
  ].join('\n')
}
