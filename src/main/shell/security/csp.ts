/** The renderer's Content-Security-Policy: only the app's own files, no eval, no remote anything. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  // the bell and the dice: the app's own sound files
  "media-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-src 'none'",
].join('; ')

/** The variable through which the dev server's config hands its style nonce to main (dev only). */
export const DEV_NONCE_ENV = 'BUNCO_DEV_CSP_NONCE'

/**
 * The dev server's policy: the build's, plus the websocket Vite's hot reload needs and the nonce
 * Vite puts on the `<style>` elements it injects (the build links its CSS as files instead).
 */
export function devContentSecurityPolicy(nonce: string): string {
  return CONTENT_SECURITY_POLICY.replace(
    "connect-src 'self'",
    "connect-src 'self' ws://localhost:* ws://127.0.0.1:*",
  ).replace("style-src 'self'", `style-src 'self' 'nonce-${nonce}'`)
}

/** The style nonce of the dev server that started this process (empty outside development). */
export function devCspNonce(): string {
  return process.env[DEV_NONCE_ENV] ?? ''
}
