// The advertisements screen: the banners in display order, moving one by keyboard, a failed save
// of the order, and the status filter in the address.
import { expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { openScreen } from '../screen';
import { answer, prefer, realFetch } from '../network';

const SCREEN = '/apps/advertisement';
const ORDER = ['Winter flu jabs now open', 'Spring allergy clinic', 'Summer skin check'];

const list = () => page.getByRole('list', { name: 'Advertisements in display order' });
const banner = (title: string) => list().getByRole('listitem', { name: title });
const titles = () =>
  list()
    .getByRole('listitem')
    .elements()
    .map((item) => item.getAttribute('aria-label'));

test('lists the banners in display order with their status and schedule', async () => {
  await openScreen(SCREEN);
  await expect.poll(() => document.title).toBe('Create Advertisement | London Clinic');
  await expect.element(banner('Winter flu jabs now open')).toHaveTextContent('Live');
  await expect.element(banner('Spring allergy clinic')).toHaveTextContent('Scheduled');
  await expect.element(banner('Summer skin check')).toHaveTextContent('Ended');
  expect(titles()).toEqual(ORDER);
  await expect
    .element(banner('Winter flu jabs now open'))
    .toHaveTextContent('https://www.londonclinic.example/flu-jab');
});

test('moves a banner down by keyboard: PUT /api/advertisements/order answers, not the update', async () => {
  const saved: { method: string; sent: unknown; status: number; body: unknown }[] = [];
  answer('reorderAdvertisements', async (request: Request) => {
    const sent: unknown = await request.clone().json();
    const response = await realFetch(request);
    saved.push({
      method: request.method,
      sent,
      status: response.status,
      body: await response.clone().json(),
    });
    return response;
  });
  await openScreen(SCREEN);
  const down = banner('Winter flu jabs now open').getByRole('button', {
    name: 'Move Winter flu jabs now open down',
  });
  await expect.element(down).toBeVisible();
  (down.element() as HTMLElement).focus();
  await userEvent.keyboard('{Enter}');
  await expect.poll(() => saved).toHaveLength(1);
  expect(saved).toEqual([
    {
      method: 'PUT',
      sent: {
        ids: ['7a0000000000000000000002', '7a0000000000000000000001', '7a0000000000000000000003'],
      },
      status: 200,
      body: { message: 'Advertisement order saved' },
    },
  ]);
  expect(page.getByRole('alertdialog').elements()).toHaveLength(0);
  expect(page.getByRole('dialog').elements()).toHaveLength(0);
});

test('a failed save puts the list back and says so', async () => {
  prefer('reorderAdvertisements', { code: 500 });
  await openScreen(SCREEN);
  await banner('Spring allergy clinic')
    .getByRole('button', { name: 'Move Spring allergy clinic up' })
    .click();
  const alert = page.getByRole('dialog', { name: 'Order not saved' });
  await expect.element(alert).toHaveTextContent('Internal server error');
  await expect.element(alert).toHaveTextContent('The list is back in its previous order.');
  await alert.getByRole('button', { name: 'OK' }).click();
  expect(titles()).toEqual(ORDER);
});

test('filters by status in the address', async () => {
  answer('listAdvertisements', (request: Request) => {
    if (new URL(request.url).searchParams.get('status') !== 'inactive') return realFetch(request);
    const headers = new Headers(request.headers);
    headers.set('Prefer', 'example=empty');
    return realFetch(new Request(request, { headers }));
  });
  const screen = await openScreen(SCREEN);
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Inactive' }).click();
  await expect.poll(() => screen.url).toMatch(/status=inactive/);
  await expect.element(page.getByText('No advertisement has this status')).toBeVisible();
});
