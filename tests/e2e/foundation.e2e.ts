import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';
import { closeDialog } from './dialog.ts';

/** The kinds the foundation adds, through the page: apps, and (below) hidden hands and chance. */
describe('an app', () => {
  const b = useBrowser();

  it('opens by address, keeps its document across a reload, and has help', async () => {
    const { page } = b;
    await b.goto('#/scratchpad');
    const note = page.getByRole('textbox', { name: 'Note' });
    await note.fill('remember the milk');
    await page.locator('main[data-app="scratchpad"][data-save-state="saved"]').waitFor();
    await page.reload();
    await expect.poll(() => note.inputValue()).toBe('remember the milk');
    await page.getByRole('button', { name: 'Help' }).click();
    const dialog = page.getByRole('dialog', { name: 'Scratchpad help' });
    await dialog.getByText('kept as you type').waitFor();
    await closeDialog(dialog, () => page.keyboard.press('Escape'));
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Scratchpad');
    b.expectNoPageErrors();
  });

  it('is not a tile in the console', async () => {
    await b.goto('#/');
    await b.page.locator('main.page.console h1').waitFor();
    expect(await b.page.locator('a.tile-open[href="#/scratchpad"]').count()).toBe(0);
  });
});
