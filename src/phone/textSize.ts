// Large print on this phone: the guest's own choice, remembered on the phone, not the laptop's.
import type { PhoneTexts } from '@shared/i18n/phone'
import { TEXT_SIZES, type TextSize } from '@shared/settings'
import { h } from './dom'
import { readStored, writeStored } from './stored'

const KEY = 'bunco-phone-text-size'

/** The size kept on this phone, or the standard one. */
export function pickTextSize(): TextSize {
  const kept = readStored(KEY)
  return TEXT_SIZES.find((size) => size === kept) ?? 'standard'
}

/** Shows the page at `size` (every rem of the page follows the root's size) and keeps it. */
export function useTextSize(size: TextSize, remember: boolean): void {
  document.documentElement.dataset['textSize'] = size
  if (remember) writeStored(KEY, size)
}

// the mark each size's button shows; its name in the guest's language is read aloud
const MARKS: Record<TextSize, string> = { standard: 'A', large: 'A+', largest: 'A++' }

/** The row of text-size buttons under the page, the size in use pressed. */
export function textSizeNav(
  t: PhoneTexts,
  current: TextSize,
  pick: (size: TextSize) => void,
): HTMLElement {
  return h(
    'nav',
    { class: 'sizes', 'aria-label': t.textSize },
    ...TEXT_SIZES.map((size) =>
      h(
        'button',
        {
          type: 'button',
          // the name read aloud begins with what the button shows (A+), then says it in words
          'aria-label': `${MARKS[size]} ${t.textSizes[size]}`,
          'aria-pressed': size === current ? 'true' : 'false',
          'data-testid': `size-${size}`,
          onclick: () => pick(size),
        },
        MARKS[size],
      ),
    ),
  )
}
