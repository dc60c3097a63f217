import type { CallArgs, CallResult } from '@shared/contract'
import {
  buildDeskIndex,
  type DrawerCount,
  type FundraiserAction,
  type FundraiserSettings,
  type FundraiserView,
} from '@shared/fundraiser'
import type { AttendeeImportOptions } from '@shared/fundraiser/calls'
import type { FundraiserDocument } from '@shared/fundraiser/paperCalls'
import { defineStore } from 'pinia'
import { computed, ref, shallowRef } from 'vue'
import { call } from '../api'
import { onPush } from '../push'
import { useFilesStore } from './files'

/** A night's fundraiser as main last saved it; every change, paper and count goes through main. */
export const useFundraiserStore = defineStore('fundraiser', () => {
  const files = useFilesStore()
  const nightId = ref<number | null>(null)
  /** Null until read, and for a night that is not a fundraiser. */
  const view = shallowRef<FundraiserView | null>(null)
  const loaded = ref(false)
  const busy = ref(false)
  /** The drawer's last count, printed on the treasurer's report. */
  const drawer = ref<{ floatMinor: number; countedMinor: number; count: DrawerCount } | null>(null)
  // this window's own calls on their way: the push of a change may overtake its answer
  const inFlight = new Set<Promise<unknown>>()

  /** The desk's search index, built once per change of the guest list. */
  const deskIndex = computed(() => buildDeskIndex(view.value?.registrations ?? []))

  function keep(next: FundraiserView | null, night: number): void {
    if (night !== nightId.value) return
    if (next && view.value && next.seq < view.value.seq) return
    view.value = next
  }

  async function adopt(answer: Promise<FundraiserView>): Promise<FundraiserView> {
    const night = nightId.value ?? 0
    busy.value = true
    inFlight.add(answer)
    try {
      const next = await answer
      keep(next, night)
      return next
    } finally {
      inFlight.delete(answer)
      busy.value = inFlight.size > 0
    }
  }

  function current(): number {
    if (nightId.value === null) throw new Error('no fundraiser open')
    return nightId.value
  }

  /** Reads a night's fundraiser (null when the night is not one). */
  async function open(night: number): Promise<void> {
    if (night !== nightId.value) {
      view.value = null
      drawer.value = null
      loaded.value = false
    }
    nightId.value = night
    keep(await call('fundraiser:get', { nightId: night }), night)
    loaded.value = true
  }

  /** Makes the night a fundraiser with these settings, or changes them. */
  function saveSettings(settings: FundraiserSettings): Promise<FundraiserView> {
    return adopt(call('fundraiser:settings', { nightId: current(), settings }))
  }

  /** One desk, raffle or money action, as this laptop's. */
  function act(action: FundraiserAction): Promise<FundraiserView> {
    return adopt(call('fundraiser:act', { nightId: current(), action }))
  }

  /** An attendee file (base64 of its bytes) read for the host to confirm; nothing is written. */
  function previewImport(file: string, options?: AttendeeImportOptions) {
    return call('fundraiser:previewImport', {
      nightId: current(),
      file,
      ...(options ? { options } : {}),
    })
  }

  /** An attendee file registered whole, with the host's choices, or refused whole. */
  function importList(file: string, options: AttendeeImportOptions): Promise<FundraiserView> {
    return adopt(call('fundraiser:import', { nightId: current(), file, options }))
  }

  /** Counts the cash drawer against what the desk recorded, and keeps the count for the report. */
  async function countDrawer(floatMinor: number, countedMinor: number): Promise<DrawerCount> {
    const count = await call('fundraiser:drawer', { nightId: current(), floatMinor, countedMinor })
    drawer.value = { floatMinor, countedMinor, count }
    return count
  }

  const counted = () =>
    drawer.value
      ? { drawer: { floatMinor: drawer.value.floatMinor, countedMinor: drawer.value.countedMinor } }
      : {}

  /** Opens a paper to print, or saves it as a PDF; the report carries the drawer's last count. */
  function print(
    document: FundraiserDocument,
    open: boolean,
  ): Promise<CallResult<'print:fundraiser'>> {
    const withCount = document.kind === 'treasurerReport' ? { ...document, ...counted() } : document
    return call('print:fundraiser', { nightId: current(), document: withCount, open })
  }

  /** Saves the treasurer's report as a CSV where the host picks; its path, or null if cancelled. */
  async function saveCsv(): Promise<string | null> {
    const args: CallArgs<'print:treasurerCsv'> = { nightId: current(), ...counted() }
    const file = await call('print:treasurerCsv', args)
    return files.save({ fileName: file.fileName, mimeType: 'text/csv', content: file.content })
  }

  // a change recorded elsewhere (a desk device, another window) is read once, as main says it
  let reading = 0
  onPush('fundraiser:changed', async ({ nightId: night, seq }) => {
    await Promise.allSettled([...inFlight])
    if (night !== nightId.value || (view.value && seq <= view.value.seq)) return
    const mine = ++reading
    call('fundraiser:get', { nightId: night })
      .then((next) => {
        if (mine === reading) keep(next, night)
      })
      .catch(() => undefined)
  })

  return {
    nightId,
    view,
    loaded,
    busy,
    drawer,
    deskIndex,
    open,
    saveSettings,
    act,
    previewImport,
    importList,
    countDrawer,
    print,
    saveCsv,
  }
})
