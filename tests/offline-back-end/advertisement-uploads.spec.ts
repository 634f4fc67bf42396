import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from '../support/fixtures';
import { advertisementTitles, read, signIn } from './offline';
import { OFFLINE_ORIGIN } from '../support/ports';

// Playwright's trace recorder fetches the form's blob: previews to snapshot them, which the app's
// Content-Security-Policy (connect-src 'self') refuses; these tests run without a trace.
test.use({ trace: 'off' });

type Ad = { _id: string; title: string; image: string };

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#1e88e5' } })
    .png()
    .toBuffer();

/** Hostile files, what the admin is told, and whether the browser or the back end refuses them. */
const HOSTILE: {
  kind: string;
  file: () => Promise<Buffer>;
  message: RegExp;
  /** The browser refuses it as it is picked (type, size, empty); else the back end, on Save. */
  browser?: boolean;
}[] = [
  {
    kind: 'an HTML page renamed .png',
    file: async () => Buffer.from('<!doctype html><script>alert(1)</script>'),
    message: /The file is not a PNG, JPEG or WebP image\./,
  },
  {
    kind: 'an SVG renamed .png',
    file: async () =>
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect/></svg>'),
    message: /The file is not a PNG, JPEG or WebP image\./,
  },
  {
    kind: 'an empty file',
    file: async () => Buffer.alloc(0),
    message: /The file is empty\. Choose another image\./,
    browser: true,
  },
  {
    kind: 'a truncated PNG',
    file: async () => {
      const whole = await sharp({
        create: {
          width: 400,
          height: 200,
          channels: 3,
          background: '#000',
          noise: { type: 'gaussian', mean: 128, sigma: 40 },
        },
      })
        .png()
        .toBuffer();
      return whole.subarray(0, Math.floor(whole.length / 2));
    },
    message:
      /The image file is damaged or incomplete\.|The file is not a PNG, JPEG or WebP image\./,
  },
  {
    kind: 'a file over 2 MB',
    file: async () => Buffer.concat([await png(10, 10), Buffer.alloc(2 * 1024 * 1024)]),
    message: /The image must be 2 MB or smaller\./,
    browser: true,
  },
  {
    kind: 'an image over 4,000 px a side',
    file: () => png(4001, 2),
    message: /The image must be at most 4,000 pixels wide and high\./,
  },
];

async function openForm(page: Page, title: string) {
  await page.goto('/apps/advertisement');
  await page.getByRole('button', { name: 'Create Advertisement', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Advertisement' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByRole('textbox', { name: 'Link' }).fill('https://www.londonclinic.example/x');
  return dialog;
}

for (const { kind, file, message, browser } of HOSTILE) {
  test(`${kind} is refused with a message and nothing is stored`, async ({ page }) => {
    const token = await signIn(page);
    const dialog = await openForm(page, `Hostile ${kind}`);
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: await file() });
    if (!browser) {
      await dialog.getByRole('button', { name: 'Save' }).click();
      const refusal = page.getByRole('dialog', { name: 'Advertisement not saved' });
      await expect(refusal).toContainText(message);
      await refusal.getByRole('button', { name: 'OK' }).click();
    }
    // Said beside the picture field, the form kept as typed.
    await expect(dialog.getByText(message).first()).toBeVisible();
    await expect(dialog.getByLabel('Title')).toHaveValue(`Hostile ${kind}`);
    expect(await advertisementTitles(page.request, token)).not.toContain(`Hostile ${kind}`);
  });
}

test('a polyglot (a PNG with a script appended) keeps only its re-encoded pixels', async ({
  page,
}) => {
  const token = await signIn(page);
  const title = `Polyglot ${Date.now()}`;
  const dialog = await openForm(page, title);
  const polyglot = Buffer.concat([await png(40, 20), Buffer.from('<script>alert(1)</script>')]);
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: polyglot });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await page
    .getByRole('dialog', { name: 'Advertisement created' })
    .getByRole('button', { name: 'OK' })
    .click();
  const page1 = await read<{ advertisements: Ad[] }>(
    page.request,
    token,
    '/api/advertisements?limit=50',
  );
  const ad = page1.advertisements.find((a) => a.title === title)!;
  const stored = await page.request.get(`${OFFLINE_ORIGIN}${ad.image}`);
  expect(stored.headers()['content-type']).toBe('image/png');
  expect(stored.headers()['x-content-type-options']).toBe('nosniff');
  expect((await stored.body()).toString('latin1')).not.toContain('<script');
});
