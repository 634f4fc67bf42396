// The developer panel of `npm start` over a screen: it reads the offline back end's controls,
// arms a fault on an operation chosen from the contract's list, switches the scenario (the screen
// reads its data again and shows the armed fault), and shows the back end's reason for a refusal.
// The controls are answered here as mocks/store/control.ts answers them (its own tests hold the
// back end's side); the armed 500 is the mock's own, through `Prefer`.
import { Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import MockPanel from '@/features/dev-panel/components/mock-panel';
import { paths } from '@/lib/paths';
import { contractErrorText } from '../fault-matrix/faults';
import { intercept, json, operationOf, prefer } from '../network';
import { openScreen } from '../screen';

const sent: { method: string; path: string; body: unknown }[] = [];
let unmount = () => {};
afterEach(() => {
  unmount();
  sent.length = 0;
});

/** The offline back end's controls, as the store answers them. */
function fakeControls() {
  const faults: object[] = [];
  let scenario = 'default';
  intercept((request) => {
    const url = new URL(request.url);
    if (!url.pathname.startsWith('/__mock/')) return undefined;
    const path = url.pathname.slice('/__mock/'.length);
    return request.text().then((text) => {
      const body: unknown = text ? JSON.parse(text) : undefined;
      sent.push({ method: request.method, path, body });
      const input = (body ?? {}) as Record<string, unknown>;
      switch (`${request.method} ${path}`) {
        case 'GET scenario':
          return json({
            current: scenario,
            scenarios: [
              { name: 'default', about: "Today's seeded clinic." },
              { name: 'empty', about: 'A new programme.' },
            ],
          });
        case 'POST scenario':
          scenario = String(input.name);
          return json({ scenario, members: 0, ms: 3 });
        case 'GET snapshots':
          return json({ snapshots: [] });
        case 'GET faults':
          return json({ faults, latency: 0 });
        case 'GET operations':
          return json({
            operations: [
              {
                operationId: 'listRewardCatalogue',
                method: 'GET',
                path: '/api/rewards',
                statuses: [200, 400, 401, 500],
              },
            ],
          });
        case 'POST faults':
          prefer(String(input.operationId), { code: Number(input.status) });
          faults.push({ id: 1, ...input, remaining: input.times });
          return json({ fault: faults.at(-1) }, 201);
        case 'POST latency':
          return json({ error: 'latency: "ms" must be a whole number from 0 to 60000' }, 400);
        default:
          return json({ error: 'No control' }, 404);
      }
    });
  });
}

function showPanel() {
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  root.render(
    <Suspense fallback={null}>
      <MockPanel />
    </Suspense>,
  );
  unmount = () => {
    root.unmount();
    container.remove();
  };
}

test('switches the scenario (the screen reads again), arms a fault the screen then shows', async () => {
  const screen = await openScreen(paths.rewards());
  const grid = page.getByRole('grid', { name: 'Rewards' });
  await expect.element(grid.getByRole('row').filter({ hasText: 'Café Voucher' })).toBeVisible();
  fakeControls();
  showPanel();

  await page.getByRole('button', { name: 'Offline back end controls' }).click();
  const panel = page.getByRole('dialog', { name: 'Offline back end' });
  await expect.element(panel.getByText("Today's seeded clinic.")).toBeVisible();

  let reads = 0;
  intercept((request) => {
    if (operationOf(request) === 'listRewardCatalogue') reads += 1;
    return undefined;
  });
  await panel.getByRole('combobox', { name: 'Scenario' }).click();
  await page.getByRole('option', { name: 'empty' }).click();
  await panel.getByRole('button', { name: 'Switch' }).click();
  await expect.element(panel.getByText('Switched to the empty scenario.')).toBeVisible();
  expect(sent.find((s) => s.method === 'POST' && s.path === 'scenario')?.body).toEqual({
    name: 'empty',
  });
  await expect.poll(() => reads).toBeGreaterThan(0);

  await panel.getByRole('combobox', { name: 'Operation' }).fill('listReward');
  await page.getByRole('option', { name: /listRewardCatalogue/ }).click();
  await panel.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: '500' }).click();
  await panel.getByRole('button', { name: 'Arm' }).click();
  await expect.element(panel.getByText('Fault armed on listRewardCatalogue.')).toBeVisible();
  await expect.element(panel.getByText('answers 500 · 1 call left')).toBeVisible();
  expect(sent.find((s) => s.method === 'POST' && s.path === 'faults')?.body).toEqual({
    operationId: 'listRewardCatalogue',
    times: 1,
    status: 500,
  });

  // The screen's next read meets the armed fault.
  await panel.getByRole('button', { name: 'Close' }).first().click();
  await screen.router.navigate(paths.rewards({ search: 'Café' }));
  await expect
    .element(page.getByRole('alert').filter({ hasText: contractErrorText('500') }))
    .toBeVisible();
});

test("shows the back end's reason when it refuses a control", async () => {
  await openScreen(paths.rewards());
  fakeControls();
  showPanel();
  await page.getByRole('button', { name: 'Offline back end controls' }).click();
  const panel = page.getByRole('dialog', { name: 'Offline back end' });
  await panel.getByRole('spinbutton', { name: 'Latency (ms)' }).fill('-5');
  await panel.getByRole('button', { name: 'Set' }).click();
  await expect
    .element(panel.getByText('latency: "ms" must be a whole number from 0 to 60000'))
    .toBeVisible();
});
