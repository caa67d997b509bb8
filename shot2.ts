import { chromium } from 'playwright-core';

const url = 'http://localhost:18034/tech-docs/aws/cloudfront/origin-access-control';
const browser = await chromium.launch({
  executablePath: '/tmp/chromium',
  args: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
const page = await context.newPage();
await page.goto(url, { waitUntil: 'load' });
await page.addStyleTag({ content: '.docs-page { grid-template-columns: minmax(0, 1fr); }' });
const p = await page.locator('.docs-markdown > p').first().boundingBox();
console.log('p', p, await page.evaluate(() => document.documentElement.scrollWidth));
await page.screenshot({ path: '/tmp/29-phone2.png' });
await page.getByText('Browse Tech docs').click();
await page.screenshot({ path: '/tmp/29-phone-menu.png', fullPage: false });
console.log('nav', await page.getByRole('navigation', { name: 'Tech docs' }).count());
await browser.close();
