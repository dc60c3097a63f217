import { protocol } from 'electron'
import { APP_SCHEME, createAppHandler, type AppProtocolOptions } from './appProtocol'

/**
 * Declares app:// before the app is ready: standard (an origin, relative URLs), secure (a secure
 * context like https), fetch, V8 code cache. Not corsEnabled: the page's module scripts are
 * same-origin and load without it, and with it any other origin could read app:// (Electron serves
 * a corsEnabled scheme cross-origin without checking Access-Control-Allow-Origin; docs/shell.md).
 */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    {
      scheme: APP_SCHEME,
      privileges: {
        standard: true,
        secure: true,
        supportFetchAPI: true,
        codeCache: true,
      },
    },
  ])
}

/** Serves app:// from the given roots (once the app is ready). */
export function serveAppProtocol(options: AppProtocolOptions): void {
  protocol.handle(APP_SCHEME, createAppHandler(options))
}
