// The app's log: errors from main and the windows, written to a rotating file in the data folder
// by electron-log's Node flavour (no Electron import, no IPC channel of its own), each line
// scrubbed of guests' names and money before it reaches the file.
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { homedir } from 'node:os'
import { join } from 'node:path'
import nodeLog from 'electron-log/node'
import { scrub } from './scrub'

/** The log's folder inside the data folder, and its file name. */
export const LOG_FOLDER = 'logs'
/** The current log file; at MAX_LOG_BYTES it is renamed main.old.log and a new one starts. */
export const LOG_FILE = 'main.log'
/** Size at which the log rotates (two files at most: about 1 MB kept). */
export const MAX_LOG_BYTES = 512 * 1024

/** Where the log writes and what it must hide. */
export interface AppLogOptions {
  dataFolder: string
  /** The texts to scrub (read when a line is written, so new guests are hidden too). */
  privateTexts: () => readonly string[]
  /** Also print to the console (development and tests); default true. */
  console?: boolean
}

/** The app's log. */
export interface AppLog {
  error: (where: string, err: unknown) => void
  warn: (where: string, text: string) => void
  info: (where: string, text: string) => void
  /** Path of the current log file. */
  file: string
  /** The last `bytes` of the log, older rotated file first, already scrubbed. */
  tail: (bytes: number) => string
}

/** An error as one text: its name, code, message and stack, never the values it carried. */
export function describeError(err: unknown): string {
  if (!(err instanceof Error)) return String(err)
  const code = 'code' in err && typeof err.code === 'string' ? ` [${err.code}]` : ''
  const frames = (err.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line))
  return [`${err.name}${code}: ${err.message}`, ...frames.slice(0, 12)].join('\n')
}

let instances = 0

/** Opens the log in `<dataFolder>/logs/main.log`. */
export function createAppLog(options: AppLogOptions): AppLog {
  const folder = join(options.dataFolder, LOG_FOLDER)
  try {
    mkdirSync(folder, { recursive: true })
  } catch {
    // an unwritable data folder: the app says so when it opens the store; the log just stays empty
  }
  const file = join(folder, LOG_FILE)
  const logger = nodeLog.create({ logId: `bunco-${++instances}` })
  // named here, so electron-log never searches for a package.json to name the app
  logger.transports.file.setAppName('bunco-night')
  logger.transports.file.resolvePathFn = () => file
  logger.transports.file.maxSize = MAX_LOG_BYTES
  logger.transports.file.level = 'info'
  logger.transports.file.format = '[{y}-{m}-{d} {h}:{i}:{s}.{ms}] [{level}] {text}'
  logger.transports.console.level = options.console === false ? false : 'warn'
  // nothing leaves the machine or goes to a window by the logger's own channels
  for (const name of ['ipc', 'remote']) {
    const transport = logger.transports[name]
    if (transport) transport.level = false
  }
  const home = homedir()
  const hide = (text: string): string => {
    let words: readonly string[] = []
    try {
      words = options.privateTexts()
    } catch {
      // a closed or broken store: the marks for money and home still apply
    }
    return scrub(text, words, home)
  }
  logger.hooks.push((message) => ({
    ...message,
    data: message.data.map((item: unknown) =>
      hide(typeof item === 'string' ? item : describeError(item)),
    ),
  }))
  const read = (path: string): string => {
    try {
      return existsSync(path) ? readFileSync(path, 'utf8') : ''
    } catch (err) {
      return `(${path.split(/[\\/]/).pop()} could not be read: ${describeError(err).split('\n')[0]})\n`
    }
  }
  // a log that cannot write (a full disk, a folder gone) must never break what it reports on
  const safely =
    (write: (text: string) => void) =>
    (text: string): void => {
      try {
        write(text)
      } catch {
        // nothing to do: the console transport said it already, where there is one
      }
    }
  const error = safely((text) => logger.error(text))
  const warn = safely((text) => logger.warn(text))
  const info = safely((text) => logger.info(text))
  return {
    error: (where, err) => error(`${where}: ${describeError(err)}`),
    warn: (where, text) => warn(`${where}: ${text}`),
    info: (where, text) => info(`${where}: ${text}`),
    file,
    tail: (bytes) => {
      const all = read(join(folder, 'main.old.log')) + read(file)
      return hide(all.slice(-bytes))
    },
  }
}
