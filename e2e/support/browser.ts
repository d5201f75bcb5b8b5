import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

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

/** A fresh browser context (its own cookies and storage: one person) at the given size. */
export async function newPerson(
  browser: Browser,
  viewport = DESKTOP,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, baseURL: inject('baseURL') });
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
