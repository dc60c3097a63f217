// The night's results as a picture for a phone's group chat: a pure layout (texts, sizes and
// places, fitted with a measuring function) and the drawing of that layout on a canvas.

/** A phone's portrait picture (4:5), the size group chats show without cropping. */
export const SHARE_SIZE = { width: 1080, height: 1350 } as const

/** What the picture says, every text already in the host's language. */
export interface ShareContent {
  title: string
  subtitle: string
  standingsTitle: string
  standings: string[]
  prizesTitle: string
  /** Each prize: its heading line and its holders with their money. */
  prizes: { heading: string; detail: string }[]
  footer: string
}

/** One text of the picture: where its baseline starts, its size and its part. */
export interface ShareText {
  text: string
  x: number
  y: number
  size: number
  weight: 400 | 700
  role: 'title' | 'heading' | 'body' | 'muted'
}

/** The width of a text at a size and weight, as the canvas would draw it. */
export type Measure = (text: string, size: number, weight: 400 | 700) => number

const MARGIN = 80
const MIN_SIZE = 22
const ELLIPSIS = '…'

/** The text at `size`, made smaller (to MIN_SIZE) and then shortened until it fits `width`. */
function fitted(
  text: string,
  size: number,
  weight: 400 | 700,
  width: number,
  measure: Measure,
): { text: string; size: number } {
  let s = size
  while (s > MIN_SIZE && measure(text, s, weight) > width) s -= 2
  if (measure(text, s, weight) <= width) return { text, size: s }
  const chars = [...text]
  while (chars.length > 1 && measure(chars.join('') + ELLIPSIS, s, weight) > width) chars.pop()
  return { text: chars.join('') + ELLIPSIS, size: s }
}

function lay(content: ShareContent, scale: number, measure: Measure): ShareText[] {
  const width = SHARE_SIZE.width - 2 * MARGIN
  const out: ShareText[] = []
  let y = MARGIN
  const put = (text: string, size: number, weight: 400 | 700, role: ShareText['role']): void => {
    const fit = fitted(text, Math.round(size * scale), weight, width, measure)
    y += fit.size
    out.push({ text: fit.text, x: MARGIN, y, size: fit.size, weight, role })
    y += Math.round(fit.size * 0.4)
  }
  const gap = (px: number): void => void (y += Math.round(px * scale))
  put(content.title, 76, 700, 'title')
  put(content.subtitle, 40, 400, 'muted')
  gap(40)
  put(content.standingsTitle, 48, 700, 'heading')
  for (const line of content.standings) put(line, 40, 400, 'body')
  gap(40)
  put(content.prizesTitle, 48, 700, 'heading')
  for (const prize of content.prizes) {
    put(prize.heading, 36, 700, 'muted')
    put(prize.detail, 40, 400, 'body')
    gap(8)
  }
  gap(24)
  put(content.footer, 40, 700, 'heading')
  return out
}

/** Where each text goes: everything smaller together until it all fits the picture's height. */
export function shareLayout(content: ShareContent, measure: Measure): ShareText[] {
  let scale = 1
  for (;;) {
    const texts = lay(content, scale, measure)
    const bottom = Math.max(...texts.map((t) => t.y))
    if (bottom <= SHARE_SIZE.height - MARGIN || scale < 0.4) return texts
    scale *= 0.92
  }
}

const FONT = 'system-ui, "Noto Sans", "IPAGothic", "Noto Sans CJK JP", sans-serif'

/** The CSS font of a text of the picture. */
export function shareFont(size: number, weight: 400 | 700): string {
  return `${weight} ${size}px ${FONT}`
}

/** Draws the picture on a canvas of SHARE_SIZE and returns it as a PNG's base64. */
export function drawShare(
  content: ShareContent,
  colours: Record<ShareText['role'] | 'bg', string>,
): string {
  const canvas = document.createElement('canvas')
  canvas.width = SHARE_SIZE.width
  canvas.height = SHARE_SIZE.height
  const g = canvas.getContext('2d')
  if (!g) throw new Error('no 2d canvas')
  const measure: Measure = (text, size, weight) => {
    g.font = shareFont(size, weight)
    return g.measureText(text).width
  }
  g.fillStyle = colours.bg
  g.fillRect(0, 0, canvas.width, canvas.height)
  g.fillStyle = colours.title
  g.fillRect(0, 0, canvas.width, 24)
  for (const text of shareLayout(content, measure)) {
    g.font = shareFont(text.size, text.weight)
    g.fillStyle = colours[text.role]
    g.fillText(text.text, text.x, text.y)
  }
  return canvas.toDataURL('image/png').replace(/^data:image\/png;base64,/, '')
}
