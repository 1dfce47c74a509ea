import type { Locator, Page } from 'playwright-core';

/** A seat's picker in the Players panel: a combobox named "<seat> is played by". */
export const seatPicker = (page: Page, seat: string): Locator =>
  page.getByRole('combobox', { name: `${seat} is played by`, exact: true });

/** Who plays a seat now: `human` or a computer player's id. */
export async function seatValue(page: Page, seat: string): Promise<string | null> {
  return seatPicker(page, seat).getAttribute('data-choice');
}

/** The seat's choices as [id, label] pairs, in the list's order. */
export async function seatOptions(page: Page, seat: string): Promise<[string, string][]> {
  const list = page.locator(`#${await seatPicker(page, seat).getAttribute('aria-controls')}`);
  return list
    .getByRole('option', { includeHidden: true })
    .evaluateAll((all) =>
      all.map(
        (o) => [o.getAttribute('data-choice') ?? '', o.textContent ?? ''] as [string, string],
      ),
    );
}

/**
 * Seats a player (`human` or a computer player's id) as a person does: opens the seat's list
 * and picks the option, then waits until the page shows the new player.
 */
export async function chooseSeat(page: Page, seat: string, value: string): Promise<void> {
  const picker = seatPicker(page, seat);
  await picker.click();
  const list = page.locator(`#${await picker.getAttribute('aria-controls')}`);
  await list.locator(`[role="option"][data-choice="${value}"]`).click();
  await page
    .locator(`[role="combobox"][aria-controls="${await picker.getAttribute('aria-controls')}"]`)
    .and(page.locator(`[data-choice="${value}"]`))
    .waitFor();
}
