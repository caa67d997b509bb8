import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '#shared/demo-accounts.ts';
import { openPage, setUpSiteInChromium, submitLogin } from '../support/browser';
import { mailsTo } from '../support/inbox';

const chromium = setUpSiteInChromium({ demoAccounts: true });

const url = (path: string) => `${chromium.site.siteUrl}${path}`;

/** Where the local stack sends contact mail (SITE_OWNER_EMAIL of the backing services). */
const SITE_OWNER = 'owner@example.com';

describe('contact page in Chromium', { timeout: 90_000 }, () => {
  it('a signed-in user finds name and email filled in, sends a message, and it reaches the inbox', async () => {
    const demoUser = DEMO_ACCOUNTS.find((account) => account.role === 'User');
    const page = await openPage(chromium);
    await submitLogin(page, chromium.site.siteUrl ?? '', {
      email: demoUser?.email ?? '',
      password: demoUser?.password ?? '',
    });
    await page.waitForURL((location) => !location.pathname.startsWith('/login'));

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
    await page.waitForURL(/\/contact$/);
    await expect.poll(() => page.title()).toBe('Portfolio · Contact');
    await expect.poll(() => page.getByLabel('Name').inputValue()).toBe(`${demoUser?.firstName} ${demoUser?.lastName}`);
    expect(await page.getByLabel('Email').inputValue()).toBe(demoUser?.email);

    const subject = `Question ${randomUUID().slice(0, 8)}`;
    await page.getByLabel('Subject').fill(subject);
    await page.getByLabel('Message').fill('How is the site deployed?');
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/contact'));
    await page.getByRole('button', { name: 'Send message' }).click();
    expect((await answer).status()).toBe(201);
    await page.getByRole('status').filter({ hasText: 'Thank you, your message has been sent.' }).waitFor();
    expect(await page.getByLabel('Subject').inputValue()).toBe('');
    expect(await page.getByLabel('Message').inputValue()).toBe('');
    expect(await page.getByLabel('Email').inputValue()).toBe(demoUser?.email);

    await expect
      .poll(async () => (await mailsTo(SITE_OWNER)).filter((mail) => mail.subject === `Contact form: ${subject}`))
      .toHaveLength(1);
    const mail = (await mailsTo(SITE_OWNER)).find((item) => item.subject === `Contact form: ${subject}`);
    expect(mail?.body.text).toContain(`From: Uma User <${demoUser?.email}>`);
    expect(mail?.body.text).toContain('How is the site deployed?');
    await page.context().close();
  });

  it('a visitor gets per-field errors before anything is sent, then the rate limit after three messages', async () => {
    const page = await openPage(chromium);
    const contactCalls: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/api/contact')) contactCalls.push(response.status());
    });
    await page.goto(url('/contact'));
    expect(await page.getByLabel('Name').inputValue()).toBe('');

    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please correct the fields marked below.' }).waitFor();
    for (const message of ['Name is required', 'Email is required', 'Subject is required', 'Message is required']) {
      await page.getByText(message).waitFor();
    }
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');
    expect(contactCalls).toEqual([]);

    await page.getByLabel('Name').fill('Grace');
    await page.getByLabel('Email').fill('grace@');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Email is not a valid address').waitFor();
    expect(await page.getByText('Name is required').count()).toBe(0);

    const email = `visitor-${randomUUID().slice(0, 8)}@example.test`;
    await page.getByLabel('Email').fill(email);
    for (let sent = 1; sent <= 3; sent += 1) {
      await page.getByLabel('Subject').fill(`Message ${sent}`);
      await page.getByLabel('Message').fill('Hello there.');
      await page.getByRole('button', { name: 'Send message' }).click();
      await expect.poll(() => contactCalls.length).toBe(sent);
      await page.getByRole('status').filter({ hasText: 'Thank you, your message has been sent.' }).waitFor();
      // A visitor's name and email are cleared with the rest.
      expect(await page.getByLabel('Email').inputValue()).toBe('');
      await page.getByLabel('Name').fill('Grace');
      await page.getByLabel('Email').fill(email);
    }
    await page.getByLabel('Subject').fill('Message 4');
    await page.getByLabel('Message').fill('One too many.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByRole('alert').filter({ hasText: 'Too many messages. Please try again later.' }).waitFor();
    expect(contactCalls).toEqual([201, 201, 201, 429]);
    expect(await page.getByLabel('Message').inputValue()).toBe('One too many.');
    await page.context().close();
  });
});
