// What the host's board calls a phone: its kind from the browser's user agent, and its address.

// checked in order: an iPad's agent may also say "Macintosh", an Android one "Linux"
const KINDS: readonly [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/CrOS/, 'Chromebook'],
  [/Windows/, 'Windows'],
  [/Macintosh|Mac OS X/, 'Mac'],
  [/Linux/, 'Linux'],
]

/** "iPhone · 192.168.1.23": the phone's kind when its agent names one, then its address. */
export function deviceName(userAgent: string, address: string): string {
  const kind = KINDS.find(([pattern]) => pattern.test(userAgent))?.[1]
  return kind ? `${kind} · ${address}` : address
}
