// Boots the built bundle out/main/index.js under plain Node with the fake 'electron' module,
// makes calls through the registered IPC handler into SQLite, and prints the outcomes as JSON.
'use strict'
const { existsSync, readFileSync } = require('node:fs')
const Module = require('node:module')
const path = require('node:path')
const { fileURLToPath } = require('node:url')
const { createFakeElectron, ipcEvent } = require('./fake-electron.cjs')

const [userData, appPath] = process.argv.slice(2)
const { electron, record } = createFakeElectron({ userData, appPath, locale: 'ja-JP' })

const originalLoad = Module._load
Module._load = function load(request, parent, isMain) {
  if (request === 'electron') return electron
  return originalLoad.call(this, request, parent, isMain)
}

async function main() {
  const bundle = require(path.join(appPath, 'out/main/index.js'))
  await bundle.started
  const win = record.windows[0]
  const handler = record.handlers.get('bunco:call')
  const trusted = ipcEvent(win, bundle.rendererUrl)
  const out = {
    preloadPath: win.options.webPreferences.preload,
    rendererUrl: bundle.rendererUrl,
    loadedUrl: win.loadedUrl,
    errorBoxes: record.errorBoxes,
    info: await handler(trusted, 'app:info', {}),
    before: await handler(trusted, 'settings:get', {}),
    set: await handler(trusted, 'settings:set', { language: 'de', paperSize: 'letter' }),
    bad: await handler(trusted, 'settings:set', { language: 'xx' }),
    foreign: await handler(ipcEvent(win, 'https://example.com/'), 'settings:get', {}),
  }
  // The page through the app:// handler the bundle registered, as Electron would load it.
  const page = await record.protocols.get('app')(new Request(bundle.rendererUrl))
  const html = await page.text()
  const script = /src="\.\/(assets\/[^"]+\.js)"/.exec(html)
  const js = script
    ? await record.protocols.get('app')(new Request(`app://bunco/${script[1]}`))
    : null
  out.page = {
    status: page.status,
    type: page.headers.get('content-type'),
    csp: page.headers.get('content-security-policy'),
    html,
    scriptType: js ? js.headers.get('content-type') : null,
  }
  // A Japanese document through the bundle: fonts must be found from out/main.
  const ids = []
  for (const name of ['山田 花子', '佐藤 健', '鈴木 一郎', '高橋 美咲']) {
    ids.push((await handler(trusted, 'roster:add', { name })).value.person.id)
  }
  const night = (await handler(trusted, 'night:create', { title: '夜', date: '2026-11-28' })).value
  await handler(trusted, 'night:setGuests', { nightId: night.id, personIds: ids })
  await handler(trusted, 'night:start', { nightId: night.id, seed: 1 })
  // The table phones' server from the bundle: Fastify and its plugins are bundled into a chunk
  // loaded on first use; the phone page's files come from out/phone.
  const lan = await handler(trusted, 'phones:enable', {
    nightId: night.id,
    address: '127.0.0.1',
    port: 47390,
  })
  const phonePage = await fetch(`${lan.value.url}p/`)
  const table = await fetch(`${lan.value.url}api/t/${lan.value.tables[0].code}`)
  out.lan = {
    enabled: lan.value.enabled,
    pageStatus: phonePage.status,
    pageCsp: phonePage.headers.get('content-security-policy'),
    pageHtml: await phonePage.text(),
    tableStatus: table.status,
    table: await table.json(),
  }
  await handler(trusted, 'phones:disable', { nightId: night.id })
  await handler(trusted, 'settings:set', { language: 'ja' })
  out.print = await handler(trusted, 'print:open', { nightId: night.id, kind: 'tableCards' })
  out.previewUrl = record.windows.at(-1).loadedUrl
  out.previewPrefs = record.windows.at(-1).options.webPreferences
  const previewFile = fileURLToPath(out.previewUrl)
  out.previewPdf = readFileSync(previewFile).toString('latin1')
  // An import through the bundle: its worker thread runs out/main/importWorker.js.
  const file = await handler(trusted, 'night:exportJson', { nightId: night.id })
  out.imported = await handler(trusted, 'night:import', { json: file.value.content })
  await handler(trusted, 'settings:set', { language: 'de' })
  out.refusedImport = await handler(trusted, 'night:import', { json: '{"format":"x"}' })
  win.emit('close')
  electron.app.quit()
  out.previewKeptAfterQuit = existsSync(previewFile)
  process.stdout.write(JSON.stringify(out))
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
