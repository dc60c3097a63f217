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

/** The dev server's policy: the same, plus the websocket Vite's hot reload needs. */
export const DEV_CONTENT_SECURITY_POLICY = CONTENT_SECURITY_POLICY.replace(
  "connect-src 'self'",
  "connect-src 'self' ws://localhost:* ws://127.0.0.1:*",
)
