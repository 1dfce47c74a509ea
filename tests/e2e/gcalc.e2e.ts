import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { app } from '../../src/games/gcalc/build.ts';
import { DEFAULT_SETTINGS } from '../../src/games/gcalc/eval.ts';
import { NUMTEST, numeral } from '../../src/games/gcalc/examples.ts';
import { lambdaTerm } from '../../src/games/gcalc/term.ts';
import { evaluate } from '../../src/games/gcalc/visible.ts';
import { violations } from './axe.ts';
import { useBrowser } from './browser.ts';
import { eventually } from './lights-out.ts';

const cell = (page: Page, key: string) => page.locator(`.gcalc button[data-cell="${key}"]`);
const mainTerm = (page: Page) => page.locator('output.gcalc-main-term').textContent();
const focused = (page: Page) =>
  page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.cell ?? null);
const notice = (page: Page) => page.locator('.gcalc-notice').textContent();
const button = (page: Page, name: string) =>
  page.locator('.gcalc-toolbar').getByRole('button', { name, exact: true });

/** A mouse drag from the middle of one cell to the middle of another, in small steps. */
async function drag(page: Page, from: string, to: string, shift = false) {
  const a = await cell(page, from).boundingBox();
  const b = await cell(page, to).boundingBox();
  if (!a || !b) throw new Error(`${from} or ${to} is not laid out`);
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2 + 10, { steps: 3 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 8 });
  if (shift) await page.keyboard.down('Shift');
  await page.mouse.up();
  if (shift) await page.keyboard.up('Shift');
}

/** Arrow presses, checking where the cursor lands. */
async function keys(page: Page, presses: string[], lands: string) {
  for (const k of presses) await page.keyboard.press(k);
  expect(await focused(page)).toBe(lands);
}
const times = (n: number, k: string) => Array.from({ length: n }, () => k);

async function openExamples(page: Page) {
  await button(page, 'Examples').click();
  await eventually(() => cell(page, 'store:12').getAttribute('data-name')).toBe('if');
}

describe('GCalc in the browser', () => {
  const b = useBrowser();

  it('opens from the console and builds "if true red blue" by drag: Main evaluates to red', async () => {
    const { page } = b;
    await b.goto('#/');
    await page
      .locator('section.set[aria-label="Other Games"] a.tile-open', { hasText: 'GCalc' })
      .click();
    await cell(page, 'main').waitFor();
    expect(await page.locator('.gcalc button[data-cell^="store:"]').count()).toBe(40);
    expect(await page.locator('.gcalc button[data-cell^="colour:"]').count()).toBe(18);
    await openExamples(page);
    await drag(page, 'store:12', 'main');
    await eventually(() => mainTerm(page)).toBe('λdk-gray.λgray.λlt-gray.dk-gray gray lt-gray');
    await drag(page, 'store:10', 'op:arg');
    await eventually(() => mainTerm(page)).toBe('λgray.λlt-gray.(λgreen.λred.green) gray lt-gray');
    await drag(page, 'colour:red', 'op:arg');
    // Edits wait while the worker evaluates, so each result is awaited before the next.
    await eventually(() => mainTerm(page)).toBe('λlt-gray.(λgreen.λred.green) [red] lt-gray');
    await drag(page, 'colour:blue', 'op:arg');
    await eventually(() => mainTerm(page)).toBe('[red]');
    // The sources stay: an operator never clears them.
    expect(await cell(page, 'store:10').getAttribute('data-name')).toBe('true');
    // Undo takes back the last application, Redo does it again.
    await button(page, 'Undo').click();
    await eventually(() => mainTerm(page)).toBe('λlt-gray.(λgreen.λred.green) [red] lt-gray');
    await button(page, 'Redo').click();
    await eventually(() => mainTerm(page)).toBe('[red]');
    // Main to storage moves the cube; with Shift it copies.
    await drag(page, 'main', 'store:39', true);
    await eventually(() => cell(page, 'store:39').getAttribute('aria-label')).toBe(
      'storage cell 40',
    );
    expect(await mainTerm(page)).toBe('[red]');
    await drag(page, 'main', 'store:38');
    await eventually(() => mainTerm(page)).toBe('∅');
    b.expectNoPageErrors();
  });

  it('builds and evaluates "zero? zero red blue" by keyboard alone', async () => {
    const { page } = b;
    await b.goto('#/gcalc');
    await cell(page, 'main').focus();
    await page.keyboard.press('m'); // the examples
    await eventually(() => cell(page, 'store:9').getAttribute('data-name')).toBe('zero?');
    // From Main, right twice into the storage, up to zero? (row 2, column 5).
    await keys(page, ['ArrowRight', 'ArrowRight'], 'store:20');
    await keys(page, [...times(3, 'ArrowUp'), ...times(4, 'ArrowRight')], 'store:9');
    await page.keyboard.press('Enter'); // pick it up
    await keys(page, [...times(5, 'ArrowLeft'), 'ArrowDown', 'ArrowLeft'], 'main');
    await page.keyboard.press('Enter'); // drop it in Main
    await eventually(() => mainTerm(page)).toMatch(/^λblue\.blue /);
    // zero, applied as the argument: keypad 1 is Apply (arg).
    await keys(page, ['ArrowRight', 'ArrowRight', ...times(4, 'ArrowUp')], 'store:0');
    await page.keyboard.press('1');
    await eventually(() => mainTerm(page)).toBe('λgreen.λred.green');
    // Then red and blue from the colours.
    await keys(page, [...times(4, 'ArrowLeft'), ...times(3, 'ArrowDown')], 'colour:red');
    await page.keyboard.press('1');
    // Edits wait while the worker evaluates, so each result is awaited before the next.
    await eventually(() => mainTerm(page)).toBe('λred.[red]');
    await keys(page, times(2, 'ArrowDown'), 'colour:blue');
    await page.keyboard.press('1');
    await eventually(() => mainTerm(page)).toBe('[red]');
    // z undoes by keyboard.
    await page.keyboard.press('z');
    await eventually(() => mainTerm(page)).toBe('λred.[red]');
    // c copies Main, v pastes it into a storage cell, r clears that cell.
    await keys(page, ['ArrowRight'], 'op:left');
    await keys(page, ['ArrowRight'], 'main');
    await page.keyboard.press('c');
    await keys(page, ['ArrowRight', 'ArrowRight', 'ArrowDown', 'ArrowDown'], 'store:30');
    await page.keyboard.press('v');
    await eventually(() => page.locator('output.gcalc-cursor-term').textContent()).toBe(
      'λred.[red]',
    );
    await page.keyboard.press('r');
    await eventually(() => cell(page, 'store:30').getAttribute('aria-label')).toBe(
      'storage cell 31, empty',
    );
    // h opens the help, as in PLT.
    await page.keyboard.press('h');
    await page.locator('dialog .help h1').waitFor();
    b.expectNoPageErrors();
  });

  it('splits Main and abstracts over a colour by right click and by keys, and plus two three is five', async () => {
    const { page } = b;
    await b.goto('#/gcalc');
    await cell(page, 'main').waitFor();
    await drag(page, 'colour:red', 'main');
    await drag(page, 'colour:blue', 'op:right');
    await eventually(() => mainTerm(page)).toBe('([red] | [blue])');
    await cell(page, 'colour:red').click({ button: 'right' });
    await eventually(() => mainTerm(page)).toBe('λred.(red | [blue])');
    await button(page, 'Undo').click();
    await cell(page, 'op:right').click({ button: 'right' });
    await eventually(() => mainTerm(page)).toBe('[red]');
    await button(page, 'Undo').click();
    await eventually(() => mainTerm(page)).toBe('([red] | [blue])');
    await cell(page, 'op:left').focus();
    await page.keyboard.press('.');
    await eventually(() => mainTerm(page)).toBe('[blue]');
    // plus two three, then numtest applied to it: the cube of five, computed here apart.
    await openExamples(page);
    await drag(page, 'store:6', 'main');
    await drag(page, 'store:2', 'op:arg');
    await eventually(() => mainTerm(page)).toMatch(/^λred\./);
    await drag(page, 'store:3', 'op:arg');
    await eventually(() => mainTerm(page)).toMatch(/^λgreen\.λred\.green /);
    await drag(page, 'store:27', 'op:func');
    const five = lambdaTerm(evaluate(app(NUMTEST, numeral(5)), DEFAULT_SETTINGS));
    await eventually(() => mainTerm(page)).toBe(five);
    b.expectNoPageErrors();
  });

  it('opens a PLT file, refuses a bad one, keeps the workspace over a reload, and shows the menu', async () => {
    const { page } = b;
    await b.goto('#/gcalc');
    await cell(page, 'main').waitFor();
    const input = page.locator('input.gcalc-file-input');
    const plt =
      '"GCALC"\n#t\n18\n8\n#f\n#f\n#f\n("pair" \\| red (var blue))\n((#f . #f) ("id" lambda (var white) (var white)))\n';
    await input.setInputFiles({
      name: 'mine.rktd',
      mimeType: 'text/plain',
      buffer: Buffer.from(plt),
    });
    await eventually(() => mainTerm(page)).toBe('([red] | blue)');
    expect(await cell(page, 'store:1').getAttribute('data-name')).toBe('id');
    await input.setInputFiles({
      name: 'bad.rktd',
      mimeType: 'text/plain',
      buffer: Buffer.from('"GCALC" #t 18 8 #f #f #f (#f . pink) ()'),
    });
    await eventually(() => notice(page)).toContain('"pink" is not one of GCalc\'s colours');
    expect(await mainTerm(page)).toBe('([red] | blue)');
    await page.locator('main.app[data-save-state="saved"]').waitFor();
    await page.reload();
    await eventually(() => mainTerm(page)).toBe('([red] | blue)');
    await cell(page, 'store:1').click({ button: 'right' });
    const menu = page.getByRole('menu');
    await menu.waitFor();
    await menu.getByRole('menuitem', { name: /Clear/ }).click();
    await eventually(() => cell(page, 'store:1').getAttribute('data-name')).toBe(null);
    // p exports the cube under the cursor as SVG.
    await cell(page, 'main').focus();
    const [file] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('p')]);
    expect(file.suggestedFilename()).toBe('pair.svg');
    const path = await file.path();
    const svg = readFileSync(path, 'utf8');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('rgb(255,0,0)');
    b.expectNoPageErrors();
  });

  it('evaluates in a worker with progress, and Stop leaves Main as it was', async () => {
    const { page } = b;
    await b.goto('#/gcalc');
    await cell(page, 'main').waitFor();
    await openExamples(page);
    // A very deep evaluation: depth 100, cutoff 0.
    await button(page, 'Preferences').click();
    const prefs = page.getByRole('dialog');
    await prefs.getByLabel('Evaluation depth limit (0 to 100)').fill('100');
    await prefs.getByLabel('Cutoff evaluation when smaller (px) (0 to 50)').fill('0');
    await prefs.getByRole('button', { name: 'OK' }).click();
    // Main := λgreen.((green | red) - (blue | green)), a function that quadruples what it gets.
    await drag(page, 'colour:blue', 'main');
    await drag(page, 'colour:green', 'op:right');
    await drag(page, 'main', 'store:30');
    await drag(page, 'colour:green', 'main');
    await drag(page, 'colour:red', 'op:right');
    await drag(page, 'store:30', 'op:bottom');
    await cell(page, 'colour:green').click({ button: 'right' });
    await eventually(() => mainTerm(page)).toBe('λgreen.((green | [red]) - ([blue] | green))');
    await drag(page, 'store:20', 'op:func'); // Y-comb applied to it
    const progress = page.locator('.gcalc-notice progress');
    await progress.waitFor();
    // The worker reaches its step budget within a second or so: Stop is pressed at once
    // (a click event, without waiting for the button to stand still under the progress bar).
    await page
      .locator('.gcalc-notice')
      .getByRole('button', { name: 'Stop' })
      .dispatchEvent('click');
    await eventually(() => notice(page)).toBe('Evaluation stopped; nothing changed.');
    expect(await mainTerm(page)).toBe('λgreen.((green | [red]) - ([blue] | green))');
    b.expectNoPageErrors();
  });

  it('works by touch on a phone: a drag builds, a long press opens the menu', async () => {
    const { page } = b;
    await page.setViewportSize({ width: 390, height: 844 });
    await b.goto('#/gcalc');
    await cell(page, 'main').waitFor();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
    const centre = async (key: string) => {
      await cell(page, key).scrollIntoViewIfNeeded();
      const box = await cell(page, key).boundingBox();
      if (!box) throw new Error(`${key} is not laid out`);
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    };
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', p?: { x: number; y: number }) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: p ? [p] : [] });
    const touchDrag = async (from: string, to: string) => {
      const a = await centre(from);
      const z = await centre(to);
      await touch('touchStart', a);
      for (let i = 1; i <= 6; i++) {
        await touch('touchMove', {
          x: a.x + ((z.x - a.x) * i) / 6,
          y: a.y + ((z.y - a.y) * i) / 6,
        });
      }
      await touch('touchEnd');
    };
    await touchDrag('colour:green', 'main');
    await eventually(() => mainTerm(page)).toBe('[green]');
    await touchDrag('colour:yellow', 'op:top');
    await eventually(() => mainTerm(page)).toBe('([yellow] - [green])');
    // A long press on an operator: its menu, whose first item splits Main.
    const p = await centre('op:bottom');
    await touch('touchStart', p);
    const menu = page.getByRole('menu');
    await menu.waitFor();
    await touch('touchEnd');
    await menu.getByRole('menuitem', { name: 'Split Main, keep the top' }).click();
    await eventually(() => mainTerm(page)).toBe('[yellow]');
    b.expectNoPageErrors();
  });

  it('keeps the cell menu, Show and Preferences clean for axe', async () => {
    const { page } = b;
    await b.goto('#/gcalc');
    await cell(page, 'main').waitFor();
    await openExamples(page);
    await cell(page, 'store:25').click({ button: 'right' });
    await page.getByRole('menu').waitFor();
    expect(await violations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await cell(page, 'store:23').dblclick();
    await page.getByRole('dialog').waitFor();
    expect(await violations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await button(page, 'Preferences').click();
    await page.getByRole('dialog').waitFor();
    expect(await violations(page)).toEqual([]);
    b.expectNoPageErrors();
  });
});
