// Where the party-room e2e tests start: the host's laptop (the bridge in a child process, its
// window at 1366 × 768) with a night started and open on its Table phones tab, and a browser
// for the room's phones and TVs; then the host switches phones on as they would.
import { rmSync } from 'node:fs'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { expect } from 'vitest'
import { BRIDGE_INIT_SCRIPT } from './bridge'
import { startBridgeChild, type BridgeChild } from './bridgeChild'
import { launchBrowser, launchBrowserForContexts } from './browser'
import { pageCall, startedNight } from './pageHelpers'

/** The host's side of a party and the browser the room's devices open pages in. */
export interface PartyRoom {
  bridge: BridgeChild
  host: BrowserContext
  hostPage: Page
  nightId: number
  devices: Browser
}

/** Starts the host's laptop with a night of `names` on its phones tab (phones still off). */
export async function partyRoom(
  dataFolder: string,
  night: Parameters<typeof startedNight>[1],
): Promise<PartyRoom> {
  const bridge = await startBridgeChild(dataFolder, 0)
  const host = await launchBrowser()
  await host.addInitScript(BRIDGE_INIT_SCRIPT)
  const hostPage = await host.newPage()
  await hostPage.setViewportSize({ width: 1366, height: 768 })
  await hostPage.goto(bridge.url)
  await hostPage.getByTestId('home').waitFor()
  const { id: nightId } = await startedNight(hostPage, night)
  await pageCall(hostPage, 'ui:setLocation', { screen: 'night', nightId, tab: 'phones' })
  await hostPage.reload()
  return { bridge, host, hostPage, nightId, devices: await launchBrowserForContexts() }
}

/** Closes the room's browsers and the host's laptop, and removes its data folder. */
export async function closeParty(room: PartyRoom | undefined, dataFolder: string): Promise<void> {
  await room?.devices.close()
  await room?.host.close()
  room?.bridge.child.kill('SIGKILL')
  rmSync(dataFolder, { recursive: true, force: true })
}

/** The host picks this laptop's loopback address and switches table phones on. */
export async function switchPhonesOn(hostPage: Page): Promise<void> {
  await hostPage.getByTestId('phones-panel').waitFor()
  await hostPage.getByTestId('address-127.0.0.1').check()
  await hostPage.getByTestId('phones-on').click()
  await expect
    .poll(() => hostPage.getByTestId('phones-url').textContent())
    .toContain('http://127.0.0.1:')
}
