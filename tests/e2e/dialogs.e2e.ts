import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';
import { closeDialog } from './dialog.ts';
import {
  allCells,
  board,
  eventually,
  hash,
  litCells,
  moves,
  result,
  statusLine,
  tool,
  waitForBoard,
} from './lights-out.ts';

describe('dialogs in the game', () => {
  const b = useBrowser();

  it('opens the help from the toolbar and with the ? key', async () => {
    const { page } = b;
    await b.goto('#/lights-out?size=5&board=1&seed=1');
    await waitForBoard(page);
    const dialog = page.locator('dialog[aria-label="Lights Out help"]');
    const isModal = () =>
      dialog.evaluate((d) => (d as HTMLDialogElement).open && d.matches(':modal'));

    await tool(page, 'Help').click();
    await dialog.locator('.help h1').waitFor();
    expect(await dialog.locator('.help h1').textContent()).toBe('Lights Out');
    expect(await isModal()).toBe(true);
    await closeDialog(dialog, () => dialog.locator('button[aria-label="Close"]').click());

    await board(page).focus();
    await page.keyboard.press('?');
    await dialog.locator('.help h1').waitFor();
    expect(await isModal()).toBe(true);
    // Keys meant for the game do nothing while the dialog is open.
    await page.keyboard.press('n');
    expect(await page.locator('dialog').count()).toBe(1);
    await closeDialog(dialog, () => page.keyboard.press('Escape'));
    expect(await moves(page)).toBe(0);
    b.expectNoPageErrors();
  });

  it('starts an empty board from the New dialog, not announced as solved', async () => {
    const { page } = b;
    await b.goto('#/lights-out?size=5&board=1&seed=1');
    await waitForBoard(page);
    const dialog = page.locator('dialog[aria-label="New Lights Out game"]');

    // The n key opens it and Escape closes it without changing the game.
    await board(page).focus();
    await page.keyboard.press('n');
    await dialog.waitFor();
    await closeDialog(dialog, () => page.keyboard.press('Escape'));
    await expect.poll(() => hash(page)).toBe('#/lights-out?size=5&board=1&seed=1');

    await tool(page, 'New').click();
    await dialog.waitFor();
    expect(await dialog.evaluate((d) => d.matches(':modal'))).toBe(true);
    // It starts from the current game's parameters.
    expect(await dialog.locator('select#param-board').inputValue()).toBe('1');
    expect(await dialog.locator('input#param-size').inputValue()).toBe('5');
    expect(await dialog.locator('input#param-size').getAttribute('type')).toBe('range');

    await dialog.locator('select#param-board').selectOption('empty');
    await dialog.locator('input#param-seed').fill('42');
    await dialog.getByRole('button', { name: 'Start', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await eventually(() => hash(page)).toBe('#/lights-out?size=5&board=empty&seed=42');
    // Wait for the new game's page, not the old board still on screen.
    await eventually(() => statusLine(page).textContent()).toContain('Seed: 42');
    await waitForBoard(page);
    expect(await allCells(page)).toHaveLength(25);
    expect(await litCells(page)).toEqual([]);
    expect(await moves(page)).toBe(0);
    expect(await result(page).count()).toBe(0);
    expect(await board(page).getAttribute('aria-disabled')).toBe('false');
    b.expectNoPageErrors();
  });

  it('starts a smaller empty board after moving the size slider', async () => {
    const { page } = b;
    await b.goto('#/lights-out?size=5&board=random&seed=9');
    await waitForBoard(page);
    await tool(page, 'New').click();
    const dialog = page.locator('dialog[aria-label="New Lights Out game"]');
    await dialog.waitFor();
    await dialog.locator('select#param-board').selectOption('empty');
    await dialog.locator('input#param-size').focus();
    await page.keyboard.press('ArrowLeft');
    await eventually(() => dialog.locator('input#param-size').inputValue()).toBe('4');
    await dialog.getByRole('button', { name: 'Start', exact: true }).click();
    await eventually(() => hash(page)).toMatch(/^#\/lights-out\?size=4&board=empty&seed=\d+$/);
    await eventually(() => allCells(page).then((c) => c.length)).toBe(16);
    expect(await litCells(page)).toEqual([]);
    expect(await result(page).count()).toBe(0);
    b.expectNoPageErrors();
  });

  // Closing a dialog unmounts it, and the `close` event of its dialog.close() fires a frame
  // later: that late event must not close a dialog opened in the meantime.
  it('keeps a dialog reopened right after one was closed', async () => {
    const { page } = b;
    await b.goto('#/lights-out?size=5&board=1&seed=1');
    await waitForBoard(page);
    await tool(page, 'Help').click();
    await page.locator('dialog .help h1').waitFor();
    // Close with the button and reopen with the Help button as soon as the dialog is gone,
    // as a quick hand or a key repeat can; then wait for the old dialog's late `close` event
    // and the frame after it, and count the open dialogs.
    const { lateClose, open } = await page.evaluate(async () => {
      const old = document.querySelector('dialog') as HTMLDialogElement;
      let reopened = false;
      const closed = new Promise<boolean>((done) =>
        old.addEventListener('close', () => done(reopened), { once: true }),
      );
      const gone = new Promise<void>((done) => {
        const observer = new MutationObserver(() => {
          if (old.isConnected) return;
          observer.disconnect();
          done();
        });
        observer.observe(document.body, { childList: true, subtree: true });
      });
      (old.querySelector('button[aria-label="Close"]') as HTMLButtonElement).click();
      await gone;
      const help = [...document.querySelectorAll('nav.toolbar button')].find(
        (button) => button.textContent === 'Help',
      ) as HTMLButtonElement;
      help.click();
      reopened = true;
      const late = await closed;
      await new Promise((frame) => requestAnimationFrame(frame));
      return { lateClose: late, open: document.querySelectorAll('dialog[open]').length };
    });
    // The race this test is about: the old dialog's close event came after the reopening.
    expect(lateClose).toBe(true);
    expect(open).toBe(1);
    b.expectNoPageErrors();
  });
});
