// Row 1: warm navigation. Signed in at the dashboard, the admin clicks through the Users list, a
// profile, back, Broadcast, Missions and the dashboard, `rounds` times, against the offline back
// end (each answer held 50 ms). Each step: from the click (its event time) to the new screen's
// content painted. A screen's first appearance in the session (its code perhaps still to fetch)
// is judged apart from the later ones, over `SESSIONS` sessions (each a new browser context, its
// HTTP cache empty): one sample a session would judge a screen on one chance delay.
import { loadNow } from './load.mjs';
import { followRequests, newContext, settled } from './browser.mjs';
import { CONTENT, PROFILE_LINK, installContentWatch, timeBack, timeClick } from './content-marks.mjs';
import { percentile } from './stats.mjs';
import { row } from './report.mjs';

const FIRST_BUDGET_MS = 300;
const AGAIN_BUDGET_MS = 100;
/** Sessions whose first visits are timed: the first walks every round, the others one. */
const SESSIONS = 5;

const sidebarLink = (page, name) =>
  page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name, exact: true });

/** The round's steps: a name, the screen it shows, and how the admin gets there. */
const STEPS = [
  { name: 'Users list (sidebar)', screen: 'users', go: (page) => sidebarLink(page, 'users') },
  {
    name: 'Member profile (a row of the grid)',
    screen: 'profile',
    go: (page) => page.getByRole('grid').locator(PROFILE_LINK).first(),
  },
  { name: 'Users list (browser back)', screen: 'users', back: true },
  { name: 'Broadcast (sidebar)', screen: 'broadcast', go: (page) => sidebarLink(page, 'Broadcast Message') },
  { name: 'Missions list (sidebar)', screen: 'missions', go: (page) => sidebarLink(page, 'Create Mission') },
  { name: 'Dashboard (sidebar)', screen: 'dashboard', go: (page) => sidebarLink(page, 'Dashboard') },
];

/** Walks the rounds; returns each step's times, the first appearance of each screen apart. */
export async function walk(page, rounds, requests) {
  const seen = new Set(['dashboard']);
  const first = [];
  const again = Object.fromEntries(STEPS.map((step) => [step.name, []]));
  for (let round = 0; round < rounds; round += 1) {
    for (const step of STEPS) {
      const content = CONTENT[step.screen];
      const time = step.back ? await timeBack(page, content) : await timeClick(page, step.go(page), content);
      if (seen.has(step.screen)) again[step.name].push(time);
      else first.push({ name: step.name, time });
      seen.add(step.screen);
      // The admin reads the screen: what it refetches in the background ends first.
      await requests.quiet();
    }
  }
  return { first, again };
}

/** One session: signed in at the dashboard, `rounds` rounds of the steps. */
async function session(browser, offline, rounds) {
  const context = await newContext(browser, offline.origin, true, offline.session);
  await context.addInitScript(installContentWatch);
  const page = await context.newPage();
  const requests = followRequests(page);
  await page.goto(`${offline.origin}/`);
  await page.evaluate((content) => window.__content.sinceStart(content), CONTENT.dashboard);
  await settled(page, requests);
  const walked = await walk(page, rounds, requests);
  await context.close();
  return walked;
}

const spread = (times, load) =>
  `median ${Math.round(percentile(times, 50))} ms, max ${Math.round(Math.max(...times))} ms; ${load}`;

export async function measure(browser, { offline, rounds }) {
  const { first, again } = await session(browser, offline, rounds);
  const firstTimes = Object.fromEntries(first.map(({ name, time }) => [name, [time]]));
  for (let more = 1; more < SESSIONS; more += 1)
    for (const { name, time } of (await session(browser, offline, 1)).first) firstTimes[name].push(time);

  const load = loadNow();
  const rows = [];
  const firstGroup = `Warm navigation: a screen the first time in the session, p75 of ${SESSIONS} sessions (offline back end, 50 ms)`;
  for (const [name, times] of Object.entries(firstTimes))
    rows.push(row(firstGroup, name, percentile(times, 75), 'ms', FIRST_BUDGET_MS, { note: spread(times, load) }));
  const againGroup = `Warm navigation: a screen visited before, p75 of ${rounds} rounds (offline back end, 50 ms)`;
  for (const [name, times] of Object.entries(again))
    rows.push(row(againGroup, name, percentile(times, 75), 'ms', AGAIN_BUDGET_MS, { note: spread(times, load) }));
  return { rows, details: { first: firstTimes, again } };
}
