import { test as base, expect, type Locator, type Page } from '@playwright/test';
import {
  finishWalkthrough,
  type RunningServer,
  screenshotBoth,
  screenshotWithoutToasts,
} from './src/harness';
import { journey } from './src/journey';
import { type CaughtMail, type MailCatcher, startMailCatcher } from './src/mail-catcher';
import { asReturningMember, type SavedWork } from './src/saved-work';

/**
 * The quote journey in the seeded demo organisation: the Owner makes a quote from an approved calculation,
 * finds it in /quotes and e-mails it to the client through real SMTP. The client, in a browser with no
 * session, opens the link from the e-mail, reads a quote that shows no cost, wage, burden or margin figure,
 * draws a signature and signs; the signed e-mail arrives and the Owner sees the evidence and the history.
 * Each test starts from a quote saved through the API (src/saved-work.ts) and stands alone.
 */
let mail: MailCatcher;
// The catcher starts before the journey's server, which reads SMTP_URL from this object when it starts.
const smtp: Record<string, string> = {};
base.beforeAll(async () => {
  mail = await startMailCatcher();
  smtp.SMTP_URL = mail.url;
});
base.afterAll(async () => {
  await mail?.close();
});
const test = journey({ env: smtp });

const CLIENT = 'Globex Logistics';
const SIGNER = 'Ada Lovelace';
/** Each test writes to a buyer of its own, so it reads its own e-mails whatever ran before it. */
const buyer = (who: string) => `${who}@globex-e2e.test`;

const dialog = (p: Page, name: string | RegExp) => p.getByRole('dialog', { name });
const button = (scope: Page | Locator, name: string) => scope.getByRole('button', { name, exact: true });
const usd = (n: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(n);

const shot = screenshotWithoutToasts;

/** Cents of the first dollar amount in a text ("$5,668.57" -> 566857). */
function centsIn(text: string): number {
  const m = /-?\$[\d,]+\.\d{2}/.exec(text);
  if (!m) throw new Error(`no amount in ${text}`);
  return Math.round(Number(m[0].replace(/[$,]/g, '')) * 100);
}

/** The dashboard's Actual Revenue, Total, as its card shows it (real figures: no sample mark). */
async function dashboardActualCents(page: Page, server: RunningServer): Promise<number> {
  await page.goto(server.orgUrl('demo', '/dashboard'));
  const card = page.getByLabel('Revenue', { exact: true });
  await expect(card).toContainText('$');
  await expect(page.locator('[data-sample]')).toHaveCount(0);
  return centsIn((await card.textContent()) ?? '');
}

/** A quote page's Sub-Total (its revenue), as the document on the page shows it. */
async function subTotalCents(page: Page, server: RunningServer, id: number): Promise<number> {
  await page.goto(server.orgUrl('demo', `/quote/${id}`));
  const doc = page.getByRole('article', { name: 'Quote' });
  await expect(doc).toContainText('Sub-Total');
  const m = /Sub-Total\s*(\$[\d,]+\.\d{2})/.exec((await doc.textContent()) ?? '');
  return centsIn(m![1]!);
}

/** The client's page of a quote, opened in the client's browser from the quote's own link. */
async function openAsClient(clientPage: Page, server: RunningServer, savedWork: SavedWork, id: number) {
  const { uuid } = await savedWork.storedQuote(id);
  await clientPage.goto(server.orgUrl('demo', `/quote/approve/${uuid}`));
}

const linkIn = (m: CaughtMail) =>
  /https?:\/\/[^\s"'<>]+\/quote\/approve\/[A-Za-z0-9_-]+/.exec(`${m.text}\n${m.html}`)?.[0] ?? '';

/** Draws a signature on the sign modal's pad with the mouse, as a person would. */
async function drawSignature(clientPage: Page, modal: Locator) {
  const pad = modal.getByRole('img', { name: 'Signature pad' });
  const box = (await pad.boundingBox())!;
  await clientPage.mouse.move(box.x + 30, box.y + box.height * 0.6);
  await clientPage.mouse.down();
  for (let i = 1; i <= 24; i++) {
    await clientPage.mouse.move(box.x + 30 + i * 12, box.y + box.height * 0.6 - Math.sin(i / 2.5) * 35, {
      steps: 2,
    });
  }
  await clientPage.mouse.up();
}

test.describe('quotes, from an approved calculation to the client’s signature', () => {
  test('creates a quote from an approved calculation', async ({ demoPage: page, server, savedWork }) => {
    await page.goto(server.orgUrl('demo', '/calculations'));
    // A first sign-in: the product opens the list's and the detail's walkthroughs once each.
    await finishWalkthrough(page, 'Your calculations');
    await page.getByRole('textbox', { name: 'Search' }).fill('payroll clerks');
    await page.getByRole('link', { name: 'Q1 payroll clerks – Dallas HQ' }).click();
    await expect(page.getByRole('heading', { name: 'Q1 payroll clerks – Dallas HQ' })).toBeVisible();
    await finishWalkthrough(page, 'Reading a calculation');
    // The browser's first detail walkthrough ends with the onboarding survey.
    const survey = dialog(page, 'One question before you start');
    await survey.getByRole('radio', { name: 'Quoting clients' }).check();
    await screenshotBoth(page, 'onboarding-survey');
    await button(survey, 'Finish').click();
    await expect(survey).toBeHidden();

    await button(page, 'Create Quote').click();
    const modal = dialog(page, 'Create Quote');
    await expect(modal).toBeVisible();
    const number = modal.getByRole('textbox', { name: /Quote number/ });
    await expect(number).not.toHaveValue('');
    const quoteNumber = await number.inputValue();
    await modal.getByRole('textbox', { name: /Company name/ }).fill(CLIENT);
    await shot(page, 'quote-create-modal');
    await button(modal, 'Next').click();
    await expect(modal.getByRole('textbox', { name: /^Count of / }).first()).toHaveValue('1');
    await button(modal, 'Next').click();
    await modal.getByRole('textbox', { name: 'Terms' }).fill('Net 30. Rates hold for the quoted period.');
    await button(modal, 'Create Quote').click();

    await expect(page).toHaveURL(/\/quote\/\d+$/);
    const quoteId = Number(new URL(page.url()).pathname.split('/').pop());
    await expect(page.getByRole('heading', { name: `Quote ${quoteNumber}` })).toBeVisible();
    const quote = page.getByRole('article', { name: 'Quote' });
    await expect(quote.getByText(CLIENT)).toBeVisible();
    const stored = await savedWork.storedQuote(quoteId);
    await expect(quote.getByText(usd(stored.total)).first()).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'History' }).getByText(`Created quote ${quoteNumber}`),
    ).toBeVisible();
    await shot(page, 'quote-detail');
  });

  test('lists it in /quotes and e-mails it to the client with the PDF', async ({
    demoPage: page,
    server,
    savedWork,
  }) => {
    const { id, quoteNumber } = await savedWork.quote({ company: CLIENT });
    const to = buyer('list');
    await page.goto(server.orgUrl('demo', '/quotes'));
    // The page first, then the flag: a page still mounting would show the intro at once and turn the flag off
    // before the reload (the first visit that shows it turns it off for good). Exact: the intro's title is
    // "Your quotes".
    await expect(page.getByRole('heading', { name: 'Quotes', exact: true })).toBeVisible();
    // The intro shows while either local flag is 'true'; Finish turns it off for good.
    await page.evaluate(() => localStorage.setItem('quoteDemo', 'true'));
    await page.reload();
    await finishWalkthrough(page, 'Your quotes');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('quoteDemo'))).toBe('false');
    await expect(page.getByRole('heading', { name: 'Quotes' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Search' }).fill(quoteNumber);
    const row = page.getByRole('row', { name: new RegExp(`${quoteNumber}\\b`) });
    await expect(row).toContainText(CLIENT);
    await expect(row).toContainText('Marcus Lee');
    const stored = await savedWork.storedQuote(id);
    await expect(row).toContainText(usd(stored.total));
    await shot(page, 'quotes-list');

    await row.getByRole('button', { name: `Send quote ${quoteNumber}` }).click();
    const modal = dialog(page, `Send quote ${quoteNumber}`);
    await expect(modal).toBeVisible();
    const clientLink = await modal.getByRole('textbox', { name: 'Client link' }).inputValue();
    expect(clientLink).toMatch(/\/quote\/approve\/[A-Za-z0-9_-]{43}$/);
    await shot(page, 'quote-send-modal');
    await modal.getByRole('textbox', { name: 'Send to an e-mail address' }).fill(to);
    await button(modal, 'Send').click();
    await expect(modal).toBeHidden();

    const sent = await mail.waitFor(to, /quote/i);
    expect(linkIn(sent)).toBe(clientLink);
    expect(sent.attachments.some((a) => a.contentType === 'application/pdf' && a.size > 1000)).toBe(true);
  });

  test('the client opens the e-mailed link with no session and sees no internal figure', async ({
    visitorPage: clientPage,
    savedWork,
  }) => {
    const to = buyer('reader');
    const { id } = await savedWork.quote({ company: CLIENT, sentTo: to });
    const stored = await savedWork.storedQuote(id);
    const payloads: string[] = [];
    clientPage.on('response', async (res) => {
      if (res.url().includes('/api/') && res.request().resourceType() === 'fetch')
        payloads.push(await res.text());
    });
    const sent = await mail.waitFor(to, /quote/i);
    await clientPage.goto(linkIn(sent));
    await expect(button(clientPage, 'Approve and Sign')).toBeVisible();
    await expect(clientPage.getByRole('article', { name: 'Quote' }).getByText(CLIENT)).toBeVisible();
    await expect(clientPage.getByText(usd(stored.total)).first()).toBeVisible();
    // No app chrome: no navigation links of a signed-in member.
    await expect(clientPage.getByRole('link', { name: 'Calculations' })).toHaveCount(0);
    expect(await clientPage.context().cookies()).toEqual([]);

    // Neither the words nor the figures of cost, wages, burden or margin, on the page or in what the API sent.
    // innerText, not textContent: the words as a reader sees them, separated, so \b finds each one.
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered words are what is asserted
    const text = await clientPage.locator('body').innerText();
    expect(text).not.toMatch(/\b(costs?|wages?|burden|margin|gross profit)\b/i);
    const html = await clientPage.content();
    for (const figure of [stored.total_cost, stored.gross_profit]) {
      expect(html).not.toContain(usd(figure));
      expect(html).not.toContain(usd(figure).slice(1).replaceAll(',', ''));
    }
    expect(payloads.length).toBeGreaterThan(0);
    for (const body of payloads) {
      expect(body).not.toMatch(/cost|wage|burden|margin|gross_profit/i);
      expect(body).not.toContain(String(stored.total_cost));
      expect(body).not.toContain(String(stored.gross_profit));
    }
    await shot(clientPage, 'quote-client-page');
  });

  // One story: the Owner's page shows what the client's opening and signing of the same quote left behind.
  test('the client draws a signature and signs; the Owner sees the signature, the status and every event', async ({
    demoPage: page,
    visitorPage: clientPage,
    server,
    savedWork,
  }) => {
    const to = buyer('signer');
    const { id, quoteNumber } = await savedWork.quote({ company: CLIENT, sentTo: to });
    await test.step('the client signs from the e-mailed link; the signed e-mail arrives', async () => {
      await clientPage.goto(linkIn(await mail.waitFor(to, /quote/i)));
      await button(clientPage, 'Approve and Sign').click();
      const modal = dialog(clientPage, 'Approve and Sign');
      await modal.getByRole('textbox', { name: /Full name/ }).fill(SIGNER);
      await modal.getByRole('textbox', { name: /Email/ }).fill(to);

      // Signing without a signature or consent is refused in the client's words.
      await button(modal, 'Sign').click();
      await expect(modal.getByText('Draw your signature')).toBeVisible();

      await drawSignature(clientPage, modal);
      await modal.getByRole('checkbox', { name: /I agree to sign electronically/ }).check();
      await shot(clientPage, 'quote-sign-modal');
      await button(modal, 'Sign').click();

      await expect(modal).toBeHidden();
      await expect(clientPage.getByRole('heading', { name: 'Quote approved and signed' })).toBeVisible();
      await expect(clientPage.getByText(`Signed by ${SIGNER}`)).toBeVisible();
      await expect(button(clientPage, 'Approved')).toBeVisible();
      await expect(button(clientPage, 'Approve and Sign')).toHaveCount(0);
      await shot(clientPage, 'quote-client-signed');

      const signed = await mail.waitFor(to, /signed|approved/i);
      expect(signed.subject).toContain(quoteNumber);
    });

    await test.step('the Owner sees the signature, the new status and every event', async () => {
      await page.goto(server.orgUrl('demo', `/quote/${id}`));
      await expect(page.getByRole('heading', { name: `Quote ${quoteNumber}` })).toBeVisible();
      const evidence = page.getByRole('region', { name: 'Signature' });
      await expect(evidence).toContainText(SIGNER);
      await expect(evidence).toContainText('Drawn by hand');
      const history = page.getByRole('region', { name: 'History' });
      await expect(history).toContainText(`Sent the quote to ${to}`);
      await expect(history).toContainText(`Approved and signed as ${SIGNER}`);
      await expect(history).toContainText('Opened the quote link');
      await shot(page, 'quote-detail-signed');

      await button(page, 'Download').click();
      await expect(dialog(page, 'Download Invoice')).toBeVisible();
      await shot(page, 'quote-download-modal');
      await button(dialog(page, 'Download Invoice'), 'Cancel').click();
    });
  });

  test('the Owner edits the signed quote: revision 2 is made, revision 1 stays as signed', async ({
    demoPage: page,
    visitorPage: clientPage,
    server,
    savedWork,
  }) => {
    const {
      id: quoteId,
      uuid,
      quoteNumber,
    } = await savedWork.quote({
      company: CLIENT,
      terms: 'Net 30. Rates hold for the quoted period.',
      signedBy: { name: SIGNER, email: buyer('reviser') },
    });
    await page.goto(server.orgUrl('demo', `/quote/${quoteId}`));
    await button(page, 'Edit').click();
    const modal = dialog(page, `Edit quote ${quoteNumber}`);
    await expect(modal.getByText(`${SIGNER} signed revision 1; it stays exactly as signed.`)).toBeVisible();
    await expect(modal.getByRole('textbox', { name: /Company name/ })).toHaveValue(CLIENT);
    await modal.getByRole('textbox', { name: 'Terms' }).fill('Net 15. Rates hold for the quoted period.');
    await shot(page, 'quote-edit-modal');
    await button(modal, 'Save as revision 2').click();

    await expect(page).not.toHaveURL(new RegExp(`/quote/${quoteId}$`));
    await expect(page).toHaveURL(/\/quote\/\d+$/);
    await expect(page.getByRole('heading', { name: `Quote ${quoteNumber}` })).toBeVisible();
    const revision2Id = Number(/\/quote\/(\d+)$/.exec(page.url())![1]);
    const revision = page.getByRole('region', { name: 'Revision' });
    await expect(revision.getByRole('heading', { name: 'Revision 2' })).toBeVisible();
    await expect(page.getByText('New quotations').first()).toBeVisible();
    await expect(page.getByRole('article', { name: 'Quote' })).toContainText('Net 15.');
    await expect(page.getByRole('region', { name: 'History' })).toContainText(
      'Made revision 2 from revision 1',
    );
    await shot(page, 'quote-revision-2');

    // The signed revision is one click away, unchanged, and can no longer be edited.
    await revision.getByRole('link', { name: 'revision 1', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/quote/${quoteId}$`));
    await expect(page.getByText('Replaced by a newer revision')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Signature' })).toContainText(SIGNER);
    await expect(page.getByRole('article', { name: 'Quote' })).toContainText('Net 30.');
    await expect(button(page, 'Edit')).toHaveCount(0);
    // The client's link to the signed quote still shows what they signed.
    await clientPage.goto(server.orgUrl('demo', `/quote/approve/${uuid}`));
    await expect(clientPage.getByText(`Signed by ${SIGNER}`)).toBeVisible();
    // Revision 1 links forward to revision 2.
    await page
      .getByRole('region', { name: 'Revision' })
      .getByRole('link', { name: 'revision 2', exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`/quote/${revision2Id}$`));
  });

  test('the dashboard counts the signed revision once: revise, sign again, decline the next revision', async ({
    demoPage: page,
    visitorPage: clientPage,
    server,
    savedWork,
  }) => {
    const email = buyer('counter');
    const { id: quoteId, quoteNumber } = await savedWork.quote({
      company: CLIENT,
      signedBy: { name: SIGNER, email },
    });
    const actualBeforeRevision = await dashboardActualCents(page, server);
    // Making revision 2 keeps the sale of the signed revision 1.
    const revision2Id = await savedWork.editQuote(quoteId, { terms: 'Net 15.' });
    expect(await dashboardActualCents(page, server)).toBe(actualBeforeRevision);
    const signed1 = await subTotalCents(page, server, quoteId);

    // Revision 2 (never sent) gets one more individual in place: still not signed, so revision 1 counts.
    await page.goto(server.orgUrl('demo', `/quote/${revision2Id}`));
    await expect(page.getByTestId('revision-count')).toHaveText(
      'Revision 1 (signed) counts in Actual Revenue until this revision is signed.',
    );
    await button(page, 'Edit').click();
    const modal = dialog(page, `Edit quote ${quoteNumber}`);
    await modal
      .getByRole('button', { name: /^One more / })
      .first()
      .click();
    await button(modal, 'Save changes').click();
    await expect(modal).toBeHidden();
    const revised2 = await subTotalCents(page, server, revision2Id);
    expect(revised2).toBeGreaterThan(signed1);
    expect(await dashboardActualCents(page, server)).toBe(actualBeforeRevision);

    // The client signs revision 2: it replaces revision 1 in Actual Revenue, once.
    await openAsClient(clientPage, server, savedWork, revision2Id);
    await button(clientPage, 'Approve and Sign').click();
    const sign = dialog(clientPage, 'Approve and Sign');
    await sign.getByRole('textbox', { name: /Full name/ }).fill(SIGNER);
    await sign.getByRole('textbox', { name: /Email/ }).fill(email);
    await sign.getByText('Type', { exact: true }).click();
    await sign.getByRole('textbox', { name: 'Type your signature' }).fill(SIGNER);
    await sign.getByRole('checkbox', { name: /I agree to sign electronically/ }).check();
    await button(sign, 'Sign').click();
    await expect(clientPage.getByRole('heading', { name: 'Quote approved and signed' })).toBeVisible();
    const afterSecondSign = await dashboardActualCents(page, server);
    expect(afterSecondSign).toBe(actualBeforeRevision - signed1 + revised2);

    // Revision 3 of the signed revision 2, declined by the client: revision 2 stays the sale.
    await page.goto(server.orgUrl('demo', `/quote/${revision2Id}`));
    await button(page, 'Edit').click();
    const edit3 = dialog(page, `Edit quote ${quoteNumber}`);
    await edit3.getByRole('textbox', { name: 'Terms' }).fill('Net 10.');
    await button(edit3, 'Save as revision 3').click();
    await expect(page).not.toHaveURL(new RegExp(`/quote/${revision2Id}$`));
    const revision3Id = Number(/\/quote\/(\d+)$/.exec(page.url())![1]);
    await openAsClient(clientPage, server, savedWork, revision3Id);
    await button(clientPage, 'Decline').click();
    const decline = dialog(clientPage, 'Decline quote');
    await decline.getByRole('textbox', { name: /Reason/ }).fill('Net 10 does not work for us');
    await button(decline, 'Decline').click();
    await expect(clientPage.getByText('You declined this quote')).toBeVisible();
    expect(await dashboardActualCents(page, server)).toBe(afterSecondSign);

    // The list shows the quote once, at revision 3, with the signed revision 2 that counts.
    await asReturningMember(page.context());
    await page.goto(server.orgUrl('demo', `/quotes`));
    await page.getByRole('textbox', { name: 'Search' }).fill(quoteNumber);
    const rows = page.getByRole('row', { name: new RegExp(`${quoteNumber}\\b`) });
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText(`${quoteNumber} (rev. 3)`);
    await expect(rows).toContainText('Revision 2 signed: Approved, counts in revenue');
    await expect(rows).toContainText('Not Approved');
    await shot(page, 'quotes-list-revision');
  });

  test('a calculation with a quote cannot be deleted', async ({ demoPage: page, server, savedWork }) => {
    const calculation = await savedWork.calculation({ name: 'Quoted payroll clerks', status: 'Approved' });
    await savedWork.quote({ calculationId: calculation.id });
    await asReturningMember(page.context());
    await page.goto(server.orgUrl('demo', '/calculations'));
    const row = page.getByRole('row', { name: new RegExp(calculation.name) });
    await row.getByRole('button', { name: /Delete/ }).click();
    await button(dialog(page, 'Delete calculation'), 'Delete').click();
    await expect(page.getByText('A calculation with a quote cannot be deleted.')).toBeVisible();
    await expect(row).toBeVisible();
  });
});
