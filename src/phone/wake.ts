// Keeping the screen on. The Screen Wake Lock API exists only in secure contexts (https or this
// computer), and a page on the home Wi-Fi is plain http: there the page says what to set instead.

/** Whether the page can hold the screen on, and a way to ask (after a tap, as browsers require). */
export interface Awake {
  supported: boolean
  request: () => void
}

interface WakeLockNavigator {
  wakeLock?: { request(type: 'screen'): Promise<{ released: boolean }> }
}

/** Asks for a screen wake lock where the browser offers one, again when the page comes back. */
export function keepAwake(): Awake {
  const api = (navigator as Navigator & WakeLockNavigator).wakeLock
  const supported = window.isSecureContext && api !== undefined
  const ask = (): void => {
    if (supported && document.visibilityState === 'visible') {
      api.request('screen').catch(() => undefined)
    }
  }
  document.addEventListener('visibilitychange', ask)
  return { supported, request: ask }
}
