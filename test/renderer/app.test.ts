import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import App from '../../src/renderer/src/App.vue'
import { ApiError, call } from '../../src/renderer/src/api'
import { i18n } from '../../src/renderer/src/i18n'
import { installFakeBridge } from './fakeBridge'

beforeEach(() => {
  setActivePinia(createPinia())
})

// Screens other than home load on demand: wait until the lazy component has rendered.
async function settled(app: ReturnType<typeof mount>): Promise<void> {
  await vi.waitFor(async () => {
    await flushPromises()
    if (!app.find('[data-testid="settings"]').exists()) throw new Error('not yet')
  })
}

async function mountApp(): Promise<ReturnType<typeof mount>> {
  const wrapper = mount(App, { global: { plugins: [i18n] }, attachTo: document.body })
  await flushPromises()
  return wrapper
}

describe('App', () => {
  it('opens on the home screen, the app facts from main kept under Settings', async () => {
    installFakeBridge()
    const app = await mountApp()
    expect(app.find('[data-testid="home"]').exists()).toBe(true)
    // a host's home screen names no schema or file path (issue 35, item 8)
    expect(app.find('[data-testid="info-version"]').exists()).toBe(false)
    await app.get('[data-testid="nav-settings"]').trigger('click')
    await settled(app)
    await vi.waitFor(() => expect(app.find('[data-testid="info-version"]').text()).toBe('0.1.0'))
    expect(app.find('[data-testid="info-locale"]').text()).toBe('en-GB')
    app.unmount()
  })

  it('says which saved values could not be read and are on their defaults', async () => {
    installFakeBridge(
      {},
      {
        unreadable: [
          { table: 'settings', key: 'language' },
          { table: 'app_state', key: 'ui.location' },
        ],
      },
    )
    const app = await mountApp()
    const notice = app.find('[data-testid="store-notice"]')
    expect(notice.text()).toContain('Some saved settings could not be read')
    expect(notice.text()).toContain(
      'until you change them: Language and the saved value “ui.location”.',
    )
    app.unmount()
    setActivePinia(createPinia())
    installFakeBridge()
    const healthy = await mountApp()
    expect(healthy.find('[data-testid="store-notice"]').exists()).toBe(false)
    healthy.unmount()
  })

  it('applies the saved language and theme at start', async () => {
    installFakeBridge({ language: 'ja', theme: 'dark' })
    const app = await mountApp()
    // Japanese is its own chunk, loaded before the first screen shows
    await vi.waitFor(() => expect(app.find('h2').text()).toBe('ようこそ'))
    expect(document.documentElement.lang).toBe('ja')
    expect(document.documentElement.dataset['theme']).toBe('dark')
    app.unmount()
  })

  it('switches language from the settings screen, after main saved it', async () => {
    const { calls } = installFakeBridge()
    const app = await mountApp()
    await app.find('[data-testid="nav-settings"]').trigger('click')
    await settled(app)
    await app.find('[data-testid="language-select"]').setValue('de')
    await flushPromises()
    expect(calls).toContainEqual(['settings:set', { language: 'de' }])
    await vi.waitFor(() => expect(app.find('h2').text()).toBe('Einstellungen'))
    expect(app.find('[data-testid="nav-home"]').text()).toBe('Start')
    app.unmount()
  })

  it('shows main’s error message when a save is refused', async () => {
    installFakeBridge()
    const app = await mountApp()
    await app.find('[data-testid="nav-settings"]').trigger('click')
    await settled(app)
    const select = app.find('[data-testid="language-select"]')
    const option = document.createElement('option')
    option.value = 'xx'
    select.element.appendChild(option)
    await select.setValue('xx')
    await flushPromises()
    expect(app.find('[data-testid="error-banner"]').text()).toContain('bad language')
    expect(app.find('h2').text()).toBe('Settings')
    app.unmount()
  })
})

describe('api.call', () => {
  it('returns the value or throws an ApiError carrying code and message', async () => {
    installFakeBridge()
    expect((await call('settings:get')).language).toBe('en')
    const err = await call('settings:set', { language: 'xx' as 'en' }).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(ApiError)
    expect(err).toMatchObject({ code: 'invalid-args', message: 'bad language' })
  })
})
