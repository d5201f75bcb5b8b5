import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkAndShootBothWidths, expectToast, jsErrors, toast } from './support/browser';
import { ownServer } from './support/own-server';

// A member reports another; an admin resolves it from the Review Queue; the reporter sees the outcome on their
// Connections profile tab and in their mail; the member acted against appeals through the mailed link; the admin
// decides the appeal from the queue, the member is mailed the answer, and the Audit Log shows each step. This journey
// needs an admin, so it runs its own server.
const server = ownServer();

/** The path and query of a mailed link, to open on the journey's server. */
const pathOfLink = (link: string) => new URL(link).pathname + new URL(link).search;

const queueItem = (page: Page, text: string) =>
  page.getByRole('table', { name: 'Review queue' }).getByRole('row').filter({ hasText: text });

describe('reports with outcomes', () => {
  it('an admin resolves a member’s report from the review queue; the reporter is told; the other appeals and is answered', async () => {
    const rita = await server.connectionsMember('Rita Reports');
    const max = await server.connectionsMember('Max Rude');
    await rita.call('post', '/connections/reports', {
      reportedUserId: max.id,
      reason: 'Harassment or bullying',
      description: 'He kept sending unkind messages.',
    });

    // Before any outcome, Rita's profile tab lists the report as waiting.
    await rita.page.goto('/kindness-connections?tab=profile');
    const mine = rita.page.getByRole('region', { name: 'Your reports' });
    await expect.poll(() => mine.getByText('Waiting for review').isVisible(), { timeout: 15_000 }).toBe(true);

    // The admin finds it in the Review Queue, grouped under the member it is about, and resolves it: a warning.
    const admin = await server.signedInAdmin();
    const a = admin.page;
    await a.goto('/admin?tab=review-queue');
    await expect.poll(() => queueItem(a, '1 report about Max Rude').isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => a.getByRole('tab', { name: 'Review Queue (1)' }).isVisible()).toBe(true);
    await checkAndShootBothWidths(a, 'admin-review-queue');
    await queueItem(a, '1 report about Max Rude')
      .getByRole('button', { name: /^Review report/ })
      .click();
    const dialog = a.getByRole('dialog', { name: 'Report details' });
    await expect.poll(() => dialog.getByText('He kept sending unkind messages.').isVisible()).toBe(true);
    await dialog.getByRole('radio', { name: 'A warning was sent' }).check();
    await dialog.getByLabel(/Note/).fill('Please keep your messages kind.');
    await checkAndShootBothWidths(a, 'admin-report-resolve');
    await dialog.getByRole('button', { name: 'Resolve report' }).click();
    await expectToast(a, 'Report resolved');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect.poll(() => a.getByText(/Nothing is waiting for review/).isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => a.getByRole('tab', { name: 'Review Queue (0)' }).isVisible()).toBe(true);

    // The reporter is told by mail, without the other member's details, and the mail's link opens her profile tab
    // with the outcome in plain words.
    const toRita = await server.mail(rita.email, /^We reviewed your report$/);
    expect(toRita.body).toContain('What happened: A warning was sent.');
    expect(toRita.body).not.toContain(max.displayName);
    expect(toRita.body).not.toContain(max.email);
    const profileLink = toRita.links.find((l) => l.includes('/kindness-connections?tab=profile'));
    expect(profileLink).toBeTruthy();
    await rita.page.goto(pathOfLink(profileLink!));
    await expect.poll(() => mine.getByText('A warning was sent').isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await mine.getByText('Waiting for review').count()).toBe(0);
    await checkAndShootBothWidths(rita.page, 'connections-your-reports');

    // The member acted against gets the rule and the outcome, never the reporter's words (decision 058), and appeals
    // through the single-use link, signed out.
    const toMax = await server.mail(max.email, /^A decision about your KindRipple account$/);
    expect(toMax.body).toContain('no harassment or bullying');
    expect(toMax.body).not.toContain('He kept sending unkind messages.');
    expect(toMax.body).toContain('Please keep your messages kind.');
    const appealLink = toMax.links.find((l) => /\/appeal\?token=/.test(l));
    expect(appealLink).toBeTruthy();
    const guest = await server.person();
    const appealPage = guest.page;
    await appealPage.goto(pathOfLink(appealLink!));
    const appealText = 'I did not mean to upset anyone; I will be more careful.';
    await appealPage.getByLabel('Your appeal').fill(appealText);
    await checkAndShootBothWidths(appealPage, 'appeal-form');
    await appealPage.getByRole('button', { name: 'Send appeal' }).click();
    await expect.poll(() => appealPage.getByText('Appeal sent').isVisible(), { timeout: 15_000 }).toBe(true);
    // One appeal per action: the link does not work twice.
    const token = new URL(appealLink!).searchParams.get('token');
    expect((await server.api('POST', '/appeals', { token, text: 'Again.' })).status).toBe(409);

    // The appeal waits in the queue with Max's words; the admin keeps the decision, with a note.
    await a.reload();
    const appeal = queueItem(a, 'Max Rude appeals: A warning was sent');
    await expect.poll(() => appeal.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await appeal.getByText(appealText).isVisible()).toBe(true);
    await expect.poll(() => a.getByRole('tab', { name: 'Review Queue (1)' }).isVisible()).toBe(true);
    // Written before the pictures: the note must outlive the queue being drawn anew at phone width.
    await appeal.getByLabel('Note to the member (optional)').fill('Thank you for explaining; the warning stays.');
    await checkAndShootBothWidths(a, 'admin-review-queue-appeal');
    await appeal.getByRole('button', { name: 'Keep decision' }).click();
    await expectToast(a, 'Appeal decided');
    await expect.poll(() => a.getByText(/Nothing is waiting for review/).isVisible(), { timeout: 15_000 }).toBe(true);

    // Max is mailed the answer, with the admin's note.
    const answer = await server.mail(max.email, /^Your appeal was reviewed$/);
    expect(answer.body).toContain('the original decision stands');
    expect(answer.body).toContain('Thank you for explaining; the warning stays.');

    // The Audit Log shows each step, newest first: the appeal decided, the report resolved with its outcome. (The
    // toast is closed first, so it does not cover the log in the pictures.)
    await toast(a, 'Appeal decided').locator('xpath=ancestor::li[1]').getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => toast(a, 'Appeal decided').count()).toBe(0);
    await a.getByRole('tab', { name: 'Audit Log' }).click();
    const log = a.getByRole('table', { name: 'Audit log' });
    const decided = log.getByRole('row').filter({ has: a.locator('code', { hasText: /^appeal\.decide$/ }) });
    const resolved = log.getByRole('row').filter({ has: a.locator('code', { hasText: /^report\.resolve$/ }) });
    await expect.poll(() => decided.count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => resolved.count()).toBe(1);
    expect(await decided.innerText()).toMatch(/decision:\s*upheld/);
    expect(await decided.innerText()).toMatch(/outcome:\s*warning_sent/);
    expect(await resolved.innerText()).toMatch(/connection_report #\d+/);
    expect(await resolved.innerText()).toMatch(/outcome:\s*warning_sent/);
    expect(await resolved.innerText()).toContain('Please keep your messages kind.');
    const actions = await log.locator('tbody code').allInnerTexts();
    expect(actions.indexOf('appeal.decide')).toBeLessThan(actions.indexOf('report.resolve'));
    await checkAndShootBothWidths(a, 'admin-audit-log-reports');

    for (const p of [a, rita.page, max.page, appealPage]) expect(jsErrors(p)).toEqual([]);
    await Promise.all([admin.context.close(), rita.context.close(), max.context.close(), guest.context.close()]);
  }, 180_000);
});
