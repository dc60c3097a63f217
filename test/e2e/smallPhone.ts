// The small phone the party-room e2e tests hold (360 × 640, touch, a Pixel 7's browser) and how
// they tell that something is on its screen without scrolling.
import { devices, type Page } from 'playwright-core'

/** A 360 × 640 phone like a Pixel 7, with touch. */
export const SMALL_PHONE = {
  viewport: { width: 360, height: 640 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  userAgent: devices['Pixel 7']!.userAgent,
}

/** Whether an element is wholly inside the visible screen, as it is now scrolled. */
export function onScreen(page: Page, testId: string): Promise<boolean> {
  return page.getByTestId(testId).evaluate((el) => {
    const box = el.getBoundingClientRect()
    const height = el.ownerDocument.defaultView?.innerHeight ?? 0
    return box.top >= 0 && box.bottom <= height && box.height > 0
  })
}
