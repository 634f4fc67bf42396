// Row 3: interactions on large data in a real browser, each the median of several runs. Big answers
// come from a route handler (data.mjs), the rest from the Prism mock.
import { MEMBER_ID, followRequests, median, newContext, settled } from './browser.mjs';
import { broadcastMessages, joinedMissions, rewardHistory } from './data.mjs';

const RUNS = 5;
const FOOTER = /^Showing \d+ to \d+ of \d+ entries$/;

/**
 * Runs in the page before the app: marks the time of every user input (capture phase, before the
 * app's own handlers) and defines the checks polled after it. (The app's Content-Security-Policy
 * forbids evaluating strings, so the checks are installed here rather than sent.)
 */
const INPUT_CLOCK = () => {
  window.__benchInputAt = 0;
  for (const type of ['keydown', 'click'])
    window.addEventListener(type, (event) => (window.__benchInputAt = event.timeStamp), true);
  const cells = () => [...document.querySelectorAll('td, [role="gridcell"]')];
  window.__benchChecks = {
    // The grid's footer, digits only ("Showing 1 to 10 of 5000 entries" -> "1 10 5000").
    footer: (want) =>
      [...document.querySelectorAll('p')].some(
        (node) =>
          node.textContent
            .replace(/[^\d ]/g, '')
            .replace(/\s+/g, ' ')
            .trim() === want,
      ),
    cellStarting: (prefix) => cells().some((cell) => cell.textContent.startsWith(prefix)),
    dialogWith: (text) =>
      [...document.querySelectorAll('[role="dialog"]')].some((node) =>
        node.textContent.includes(text),
      ),
    noDialog: () => !document.querySelector('[role="dialog"]'),
  };
};

/** Milliseconds from the last input until the named check holds in the page (polled every frame). */
async function sinceInput(page, check, arg) {
  const handle = await page.waitForFunction(
    ([name, value]) =>
      window.__benchChecks[name](value) ? performance.now() - window.__benchInputAt : false,
    [check, arg],
    { polling: 'raf', timeout: 60_000 },
  );
  return handle.jsonValue();
}

const footerSays = (expected) => ['footer', expected];
const numbers = (from, to, total) => `${from} ${to} ${total}`;
/** Waits (without timing) until the named check holds. */
const until = (page, check, arg) =>
  page.waitForFunction(([name, value]) => window.__benchChecks[name](value), [check, arg], {
    timeout: 60_000,
  });

async function openBroadcast(browser, origin, count) {
  const context = await newContext(browser, origin, true);
  const page = await context.newPage();
  const body = JSON.stringify(broadcastMessages(count));
  await page.route('**/api/notification/all', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body }),
  );
  await page.addInitScript(INPUT_CLOCK);
  const requests = followRequests(page);
  await page.goto(`${origin}/apps/broadcast-message`);
  await page.getByText(FOOTER).waitFor({ timeout: 60_000 });
  await settled(page, requests);
  return { context, page, messages: JSON.parse(body).messages };
}

/** Search keystroke -> grid updated, and page size change, with `count` messages. */
async function broadcastRows(browser, origin, count) {
  const { context, page, messages } = await openBroadcast(browser, origin, count);
  const search = page.getByRole('searchbox', { name: 'Search broadcast messages' });
  const lowered = messages.map((message) => message.body.toLowerCase());
  const total = (needle) => lowered.filter((body) => body.includes(needle)).length;
  // Each run types one letter into the empty box: the whole list is searched and the grid shows
  // a different first page (letters whose matches are not the whole list).
  const changesFirstPage = (letter) => lowered.slice(0, 10).some((body) => !body.includes(letter));
  const letters = [...'bdfhkmpvwy'].filter(changesFirstPage).slice(0, RUNS);
  const keystrokes = [];
  for (const letter of letters) {
    await search.fill('');
    await until(page, ...footerSays(numbers(1, 10, count)));
    const expected = total(letter);
    await search.press(letter);
    const [check, arg] = footerSays(numbers(expected ? 1 : 0, Math.min(10, expected), expected));
    keystrokes.push(await sinceInput(page, check, arg));
  }
  await search.fill('');
  await until(page, ...footerSays(numbers(1, 10, count)));

  const pageSizes = [];
  for (let run = 0; run < RUNS; run += 1) {
    const size = run % 2 ? 10 : 50;
    await page.getByRole('combobox', { name: /rows per page/i }).click();
    await page.getByRole('option', { name: String(size), exact: true }).click();
    const [check, arg] = footerSays(numbers(1, size, count));
    pageSizes.push(await sinceInput(page, check, arg));
  }
  await context.close();
  return { keystroke: median(keystrokes), pageSize: median(pageSizes), keystrokes, pageSizes };
}

/** The profile with 1,000 joined missions and 200 redemptions: their arrival -> table on screen. */
async function profileRows(browser, origin) {
  const missions = JSON.stringify(joinedMissions(1000, MEMBER_ID));
  const history = JSON.stringify(rewardHistory(200));
  const firstRender = [];
  const opens = [];
  const closes = [];
  const rewardsTab = [];
  for (let run = 0; run < RUNS; run += 1) {
    const context = await newContext(browser, origin, true);
    const page = await context.newPage();
    // The big answers are held until the profile shows its member: as from a real server, where
    // 1,000 missions take longer to come than the app to start. The row then times what follows
    // their arrival, not the app's start-up (which the Lighthouse rows measure).
    let release;
    const profileShown = new Promise((resolve) => (release = resolve));
    const heldJson = (body) => async (route) => {
      await profileShown;
      await route.fulfill({ status: 200, contentType: 'application/json', body });
    };
    const requests = followRequests(page);
    await page.route('**/api/user/user/*/joined-missions', heldJson(missions));
    await page.route('**/api/vouchers/user-history/*', heldJson(history));
    await page.addInitScript(INPUT_CLOCK);
    await page.goto(`${origin}/apps/list/view/${MEMBER_ID}`);
    await page.getByRole('button', { name: 'Edit profile' }).waitFor({ timeout: 60_000 });
    release();
    // Usable: the first page of the mission history is on screen. Measured from the moment the
    // last of the big answers had arrived (its responseEnd in the page's resource timing).
    const handle = await page.waitForFunction(
      () => {
        const shown = [...document.querySelectorAll('td')].some((cell) =>
          cell.textContent.startsWith('Mission 1:'),
        );
        if (!shown) return false;
        const arrivals = performance
          .getEntriesByType('resource')
          .filter((entry) => /joined-missions|user-history/.test(entry.name))
          .map((entry) => entry.responseEnd);
        return arrivals.length === 2 ? performance.now() - Math.max(...arrivals) : false;
      },
      undefined,
      { polling: 'raf', timeout: 60_000 },
    );
    firstRender.push(await handle.jsonValue());

    // The admin reads the profile before acting on it: the clicks come on a settled page, the
    // edit dialog's code fetched ahead when idle, as the dialog's row assumes.
    await settled(page, requests);
    await page.getByRole('tab', { name: 'Rewards' }).click();
    rewardsTab.push(await sinceInput(page, 'cellStarting', 'Reward 1:'));

    await page.getByRole('button', { name: 'Edit profile' }).click();
    opens.push(await sinceInput(page, 'dialogWith', 'Edit User Profile'));
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    closes.push(await sinceInput(page, 'noDialog'));
    await context.close();
  }
  return {
    firstRender: median(firstRender),
    rewardsTab: median(rewardsTab),
    // Every run is the first opening in a fresh context: its code came while the profile was idle.
    dialogOpen: median(opens),
    dialogClose: median(closes),
    runs: { firstRender, rewardsTab, opens, closes },
  };
}

export async function measureInteractions(browser, origin, log = () => {}) {
  const broadcast = {};
  for (const count of [5000, 100_000]) {
    broadcast[count] = await broadcastRows(browser, origin, count);
    log(
      `  broadcast ${count}: keystroke ${broadcast[count].keystroke.toFixed(0)} ms, page size ${broadcast[count].pageSize.toFixed(0)} ms`,
    );
  }
  const profile = await profileRows(browser, origin);
  log(
    `  profile: first render ${profile.firstRender.toFixed(0)} ms, rewards tab ${profile.rewardsTab.toFixed(0)} ms, dialog open ${profile.dialogOpen.toFixed(0)} ms, close ${profile.dialogClose.toFixed(0)} ms`,
  );
  return { broadcast, profile };
}
