// `npm run icons`: renders src/renderer/public/icon.svg with Chromium into every size the
// installers need, and writes resources/icons/ (png/NxN.png for Linux, icon.ico, icon.icns).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { launchBrowser } from '../../test/e2e/browser'
import { ICON_SIZES, packIcns, packIco, type SizedPng } from './pack'

const root = resolve(__dirname, '../..')
const out = join(root, 'resources/icons')

async function render(svg: string, sizes: readonly number[]): Promise<Map<number, Buffer>> {
  const browser = await launchBrowser()
  try {
    const page = await browser.newPage()
    await page.setViewportSize({ width: 1024, height: 1024 })
    const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
    const pngs = new Map<number, Buffer>()
    for (const size of sizes) {
      await page.setContent(
        `<body style="margin:0;background:transparent"><img src="${src}" width="${size}" height="${size}" style="display:block"></body>`,
      )
      // setContent resolves at the load event: the data-URL image is decoded by then.
      const clip = { x: 0, y: 0, width: size, height: size }
      pngs.set(size, await page.screenshot({ clip, omitBackground: true }))
    }
    return pngs
  } finally {
    await browser.close()
  }
}

async function main(): Promise<void> {
  const svg = readFileSync(join(root, 'src/renderer/public/icon.svg'), 'utf8')
  const all = [...new Set(Object.values(ICON_SIZES).flat())].sort((a, b) => a - b)
  const pngs = await render(svg, all)
  const pick = (sizes: readonly number[]): SizedPng[] =>
    sizes.map((size) => ({ size, png: pngs.get(size) ?? Buffer.alloc(0) }))
  mkdirSync(join(out, 'png'), { recursive: true })
  for (const { size, png } of pick(ICON_SIZES.linux)) {
    writeFileSync(join(out, 'png', `${size}x${size}.png`), png)
  }
  writeFileSync(join(out, 'icon.png'), pngs.get(1024) ?? Buffer.alloc(0))
  writeFileSync(join(out, 'icon.ico'), packIco(pick(ICON_SIZES.ico)))
  writeFileSync(join(out, 'icon.icns'), packIcns(pick(ICON_SIZES.icns)))
  console.log(JSON.stringify({ icons: { sizes: all } }))
}

void main()
