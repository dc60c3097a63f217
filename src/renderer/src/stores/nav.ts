import type { ClubSection, NightTab, Screen } from '@shared/places'
import { defineStore } from 'pinia'
import { ref } from 'vue'
import { call } from '../api'

/** The screens the app can show, and the tabs of the night screen. */
export type { NightTab, Screen }

/** Where the host is; saved in main so a restart reopens exactly here. */
export const useNavStore = defineStore('nav', () => {
  const screen = ref<Screen>('home')
  const nightId = ref<number | null>(null)
  const tab = ref<NightTab>('seating')
  const clubId = ref<string | null>(null)
  const clubTab = ref<ClubSection>('people')

  function save(): void {
    void call('ui:setLocation', {
      screen: screen.value,
      nightId: nightId.value,
      tab: screen.value === 'night' ? tab.value : null,
      clubId: screen.value === 'club' ? clubId.value : null,
      clubTab: screen.value === 'club' && clubId.value ? clubTab.value : null,
    }).catch(() => undefined)
  }

  /** Shows a screen (a night screen needs its night). */
  function go(next: Screen, night: number | null = nightId.value): void {
    // another night opens on its seating, not on the tab the last night was left on
    if (night !== nightId.value) tab.value = 'seating'
    screen.value = next
    nightId.value = night
    save()
  }

  /** Shows a tab of the night screen. */
  function showTab(next: NightTab): void {
    tab.value = next
    save()
  }

  /** Shows a club (or the list of clubs) and one of its sections on the club screen. */
  function showClub(club: string | null, section: ClubSection = 'people'): void {
    clubId.value = club
    clubTab.value = section
    save()
  }

  /** Returns to where the host was before the app closed. */
  async function restore(): Promise<void> {
    const saved = await call('ui:getLocation')
    if (!saved) return
    screen.value = saved.screen
    nightId.value = saved.nightId
    if (saved.tab) tab.value = saved.tab
    clubId.value = saved.clubId ?? null
    if (saved.clubTab) clubTab.value = saved.clubTab
  }

  return { screen, nightId, tab, clubId, clubTab, go, showTab, showClub, restore }
})
