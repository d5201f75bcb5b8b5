import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const shotsDir = path.resolve(import.meta.dirname, '../../.test-output/screenshots');

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 390, height: 844 };

/** Launches Debian's Chromium with the flags this sandbox needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-quic',
      '--disable-sync',
    ],
  });
}

/**
 * Launches the browser before the file's journeys and closes it after them (call at the top of a journey file);
 * answers a getter for it.
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  }, 60_000);
  afterAll(() => browser?.close());
  return () => {
    if (!browser) throw new Error('The browser is launched in beforeAll: use it inside a test');
    return browser;
  };
}

/**
 * A fresh browser context (its own cookies and storage: one person) at the given size, on the journeys' shared
 * server or the one at `baseURL`.
 */
export async function newPerson(
  browser: Browser,
  viewport = DESKTOP,
  baseURL: string = inject('baseURL'),
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, baseURL });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  (page as Page & { jsErrors: string[] }).jsErrors = errors;
  return { context, page };
}

/** The page's uncaught script errors so far. */
export const jsErrors = (page: Page): string[] => (page as Page & { jsErrors?: string[] }).jsErrors ?? [];

/**
 * Resolves when the page's animations and transitions (dialog and toast fades) have finished, so axe measures
 * colours at full opacity and screenshots are steady. Endless ones (spinners) are not waited for; an animation
 * that starts when another ends (a toast after a dialog closes) is waited for in the next round.
 */
export async function animationsFinished(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let round = 0; round < 10; round += 1) {
      const running = document
        .getAnimations()
        .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity);
      if (running.length === 0) return;
      // A cancelled animation (its element removed) rejects `finished`: it is over all the same.
      await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
    }
  });
}

/** Runs axe-core on the page and returns the serious and critical violations. */
export async function seriousA11yViolations(page: Page) {
  // Evaluated through the DevTools protocol: the page's CSP (rightly) refuses inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const result = await page.evaluate(async () => {
    // A colour transition caught half-way (a button that just changed variant) reads as low contrast: let every
    // finite animation and transition end first.
    await Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) => a.finished.catch(() => undefined)),
    );
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
            opts: object,
          ) => Promise<{
            violations: Array<{ id: string; impact: string; help: string; nodes: Array<{ target: string[] }> }>;
          }>;
        };
      }
    ).axe;
    return axe.run(document, { resultTypes: ['violations'] });
  });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    }));
}

/**
 * The toast with this text, found while a modal dialog hides the rest of the page from the accessibility tree too
 * (Radix Toast's region is then aria-hidden, but still seen).
 */
export const toast = (page: Page, text: string | RegExp) =>
  page
    .getByRole('region', { name: /^Notifications/, includeHidden: true })
    .getByText(text)
    .first();

/** Waits for a toast with this text to show. */
export async function expectToast(page: Page, text: string | RegExp) {
  await expect.poll(() => toast(page, text).isVisible(), { timeout: 15_000 }).toBe(true);
}

/** True when nothing scrolls sideways at this width; otherwise the first elements that stick out, to say where to look. */
export const fitsWidth = (page: Page) =>
  page.evaluate(() => {
    if (document.documentElement.scrollWidth <= window.innerWidth) return true;
    return [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.getAttribute('class'))}`.slice(0, 120));
  });

/**
 * Axe finds nothing serious or critical, nothing scrolls sideways, and the page is kept as a full-page screenshot
 * (scrolled to the top first, so the sticky header sits where it belongs in the picture). Runs once the page's
 * transitions have ended.
 */
export async function checkAndShoot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await animationsFinished(page);
  expect(await seriousA11yViolations(page), name).toEqual([]);
  expect(await fitsWidth(page), `${name}: nothing scrolls sideways`).toBe(true);
  await screenshot(page, name);
}

/** checkAndShoot at 1280 px (`{name}-desktop`), then at 390 px (`{name}-phone`); the page is left at 1280 px. */
export async function checkAndShootBothWidths(page: Page, name: string) {
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await checkAndShoot(page, `${name}-${size}`);
  }
  await page.setViewportSize(DESKTOP);
}

/** Saves a full-page screenshot under .test-output/screenshots for people to look at. */
export async function screenshot(page: Page, name: string) {
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: true });
}

/** An A6 page (105 x 148 mm) in PDF points, rounded to whole points. */
export const A6_POINTS = '298x420';

/** The size of each page of a PDF that Chromium printed, as 'WxH' in whole points, in order. */
export function pdfPages(pdf: Buffer): string[] {
  const text = pdf.toString('latin1');
  const pages: string[] = [];
  for (const [, body] of text.matchAll(/\d+\s+\d+\s+obj([\s\S]*?)endobj/g)) {
    if (!/\/Type\s*\/Page\b(?!s)/.test(body)) continue;
    const box = /\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/.exec(body);
    pages.push(box ? `${Math.round(Number(box[1]))}x${Math.round(Number(box[2]))}` : 'unknown');
  }
  return pages;
}
