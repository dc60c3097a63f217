import { protocol } from 'electron'
import { APP_SCHEME, createAppHandler, type AppProtocolOptions } from './appProtocol'

/**
 * Declares app:// before the app is ready: standard (an origin, relative URLs), secure (a secure
 * context like https), fetch and CORS for the page's own module scripts, V8 code cache.
 */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    {
      scheme: APP_SCHEME,
      privileges: {
        standard: true,
        secure: true,
        supportFetchAPI: true,
        corsEnabled: true,
        codeCache: true,
      },
    },
  ])
}

/** Serves app:// from the given roots (once the app is ready). */
export function serveAppProtocol(options: AppProtocolOptions): void {
  protocol.handle(APP_SCHEME, createAppHandler(options))
}
