import type { Page } from '@playwright/test';
import { expect, signedInState, test } from './support/fixtures';

/** A translation key shown instead of its text (a key missing from elements.json). */
const RAW_KEY =
  /\b(alerts|avatar|badges|breadcrumbs|buttons|buttonsGroup|colorLibrary|dropdown|infobox|jumbotron|loader|pagination|popovers|progressBar|search|tooltips|treeview|typography|tables|samples|pager)\.[a-zA-Z]/;

/**
 * Opens a UI-kit page and checks the frame (the h1, the tab title, the breadcrumb) and that every
 * text and accessible name on it is translated.
 */
async function open(page: Page, path: string, title: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(`${title} | London Clinic`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  const main = page.getByRole('main');
  await expect(main.getByRole('navigation', { name: 'Breadcrumb', exact: true })).toContainText(
    'Elements',
  );
  expect(await main.ariaSnapshot(), `${path} shows a translation key`).not.toMatch(RAW_KEY);
  return main;
}

/** A specimen of the page: the section named by its h2. */
const specimen = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test.describe('the UI-kit pages', () => {
  test.use({ storageState: signedInState });

  test('alerts: a dismissed notice can be shown again', async ({ page }) => {
    await open(page, '/elements/alerts', 'Alerts');
    const severities = specimen(page, 'Severities');
    await expect(severities.getByRole('alert')).toHaveCount(4);
    await expect(severities.getByRole('alert').first()).toContainText('Visit recorded');

    const dismissible = specimen(page, 'Dismissible');
    await expect(dismissible.getByRole('alert')).toContainText('Spring double points');
    await dismissible.getByRole('button', { name: 'Dismiss' }).click();
    await expect(dismissible.getByRole('alert')).toHaveCount(0);
    const showAgain = dismissible.getByRole('button', { name: 'Show the notice again' });
    await expect(showAgain).toBeFocused();
    await showAgain.click();
    await expect(dismissible.getByRole('alert')).toBeVisible();
  });

  test('avatar: initials, a photo with alt text and a group with the rest counted', async ({
    page,
  }) => {
    await open(page, '/elements/avatar', 'Avatar');
    await expect(
      specimen(page, 'Image and icon').getByRole('img', { name: 'London Clinic', exact: true }),
    ).toBeVisible();
    const group = page.getByRole('group', { name: 'Members who joined Spring visits' });
    await expect(group.getByRole('img', { name: 'Amelia Clarke' })).toHaveText('AC');
    await expect(group.getByRole('img', { name: '4 more members' })).toHaveText('+4');
  });

  test('badges: opening the messages clears the unread count', async ({ page }) => {
    await open(page, '/elements/badges', 'Badges');
    const unread = specimen(page, 'Unread count');
    await expect(unread.getByText('4', { exact: true })).toBeVisible();
    await unread.getByRole('button', { name: '4 unread messages' }).click();
    await expect(unread.getByRole('button', { name: 'No unread messages' })).toBeVisible();
    await expect(unread.getByRole('status')).toHaveText('All messages read.');
    await expect(specimen(page, 'Status labels').getByText('Active')).toBeVisible();
  });

  test('breadcrumbs: a collapsed trail expands to the whole path', async ({ page }) => {
    await open(page, '/elements/breadcrumbs', 'Breadcrumbs');
    const basic = page.getByRole('navigation', { name: 'Basic breadcrumb example' });
    await expect(basic.getByRole('link', { name: 'Rewards' })).toHaveAttribute(
      'href',
      '/apps/rewards',
    );
    const trail = page.getByRole('navigation', { name: 'Collapsed breadcrumb example' });
    await expect(trail.getByText('Amelia Clarke')).toHaveCount(0);
    await trail.getByRole('button', { name: 'Show the whole path' }).click();
    await expect(trail.getByText('Amelia Clarke')).toBeVisible();
  });

  test('buttons: the loading button records a visit', async ({ page }) => {
    await open(page, '/elements/buttons', 'Buttons');
    const states = specimen(page, 'Loading and disabled');
    await expect(states.getByRole('status')).toHaveText('No visits recorded yet.');
    await states.getByRole('button', { name: 'Record visit' }).click();
    await expect(states.getByRole('status')).toHaveText('1 visit recorded.');
    await expect(states.getByRole('button', { name: 'Redeem reward' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Delete reward' })).toBeVisible();
  });

  test('buttons-group: a toggle group and a split button with its menu', async ({ page }) => {
    await open(page, '/elements/buttons-group', 'Button groups');
    const period = page.getByRole('group', { name: 'Period' });
    await expect(period.getByRole('button', { name: 'Week' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await period.getByRole('button', { name: 'Month' }).click();
    await expect(period.getByRole('button', { name: 'Month' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(specimen(page, 'Toggle').getByRole('status')).toHaveText(
      "Showing this month's visits.",
    );

    await page.getByRole('button', { name: 'More ways to send' }).click();
    await page.getByRole('menuitem', { name: 'Schedule' }).click();
    await expect(page.getByRole('menu')).toBeHidden();
    const split = page.getByRole('group', { name: 'Send the broadcast message' });
    await split.getByRole('button', { name: 'Schedule' }).click();
    await expect(specimen(page, 'Split button').getByRole('status')).toHaveText(
      'Message scheduled.',
    );
  });

  test('color-library: swatches read from the theme, light and dark', async ({ page }) => {
    await open(page, '/elements/color-library', 'Colour library');
    const primary = page.getByRole('list', { name: 'Primary', exact: true });
    await expect(primary.getByRole('listitem')).toHaveCount(4);
    await expect(primary.getByRole('listitem').first()).toContainText('Main#1f6fc5');
    await expect(page.getByRole('list', { name: 'Background' })).toContainText('#f4f6fa');
    await expect(page.getByRole('list', { name: 'Grey' }).getByRole('listitem')).toHaveCount(14);

    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await page.reload();
    await expect(page.getByRole('list', { name: 'Primary', exact: true })).toContainText('#8ec5ff');
    await expect(page.getByRole('list', { name: 'Background' })).toContainText('#0e1726');
  });

  test('dropdown: the member menu opens and its choice is applied', async ({ page }) => {
    await open(page, '/elements/dropdown', 'Dropdown');
    const button = page.getByRole('button', { name: 'Member actions' });
    await button.click();
    const menu = page.getByRole('menu', { name: 'Member actions' });
    await expect(menu.getByRole('menuitem')).toHaveCount(4);
    await menu.getByRole('menuitem', { name: 'Record visit' }).click();
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    await expect(specimen(page, 'Action menu').getByRole('status')).toHaveText(
      'Chosen: Record visit',
    );

    await page.getByRole('combobox', { name: 'Mission type' }).click();
    await page.getByRole('option', { name: 'Points mission' }).click();
    await expect(page.getByRole('combobox', { name: 'Mission type' })).toHaveText('Points mission');
    await expect(page.getByText('Completed after earning a number of points.')).toBeVisible();
  });

  test('infobox: figures, a progress box and a callout that expands', async ({ page }) => {
    await open(page, '/elements/infobox', 'Info boxes');
    const figures = specimen(page, 'Figures');
    await expect(figures.getByText('Active members')).toBeVisible();
    await expect(figures.getByText('1,284')).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Monthly visit target' })).toHaveAttribute(
      'aria-valuenow',
      '74',
    );
    const callout = specimen(page, 'Callout');
    const more = callout.getByText('Points are credited overnight');
    await expect(more).toBeHidden();
    await callout.getByRole('button', { name: 'Read more' }).click();
    await expect(more).toBeVisible();
    await expect(callout.getByRole('button', { name: 'Show less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  test('jumbotron: the hero leads to its screens and the banner can be dismissed', async ({
    page,
  }) => {
    await open(page, '/elements/jumbotron', 'Jumbotron');
    const hero = page.getByRole('article', { name: 'Double points all April' });
    await expect(hero.getByRole('link', { name: 'Create a mission' })).toHaveAttribute(
      'href',
      '/apps/missions',
    );
    const banner = page.getByRole('complementary', { name: 'Add rewards for the summer' });
    await banner.getByRole('button', { name: 'Dismiss the suggestion' }).click();
    await expect(banner).toBeHidden();
    await page.getByRole('button', { name: 'Show the suggestion again' }).click();
    await expect(
      page.getByRole('complementary', { name: 'Add rewards for the summer' }),
    ).toBeVisible();
  });

  test('loader: spinners and bars are labelled; the skeleton gives way to content', async ({
    page,
  }) => {
    await open(page, '/elements/loader', 'Loaders');
    await expect(page.getByRole('progressbar', { name: 'Loading members' })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Loading (40 pixels)' })).toBeVisible();
    const skeleton = specimen(page, 'Skeleton');
    await expect(skeleton.getByRole('status')).toHaveText('Loading the member…');
    await expect(skeleton.getByText('Amelia Clarke')).toHaveCount(0);
    await skeleton.getByRole('switch', { name: 'Loading' }).uncheck();
    await expect(skeleton.getByText('Amelia Clarke')).toBeVisible();
    await expect(skeleton.getByRole('status')).toHaveCount(0);
  });

  test('pagination: the list shows the page chosen', async ({ page }) => {
    await open(page, '/elements/pagination', 'Pagination');
    const list = page.getByRole('list', { name: 'Broadcast messages' });
    await expect(list.getByRole('listitem')).toHaveCount(3);
    await expect(list).toContainText('Spring double points');
    const pager = page.getByRole('navigation', { name: 'Broadcast messages pages' });
    await pager.getByRole('button', { name: 'Go to page 2' }).click();
    await expect(list).toContainText('New reward: spa day voucher');
    await expect(list).not.toContainText('Spring double points');
    await expect(pager.getByRole('button', { name: 'Page 2, current page' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(specimen(page, 'Paged list').getByRole('status')).toHaveText('Page 2 of 3');
  });

  test('popovers: a details popover, and a confirmation that removes and undoes', async ({
    page,
  }) => {
    await open(page, '/elements/popovers', 'Popovers');
    await page.getByRole('button', { name: 'Points balance' }).click();
    const details = page.getByRole('dialog', { name: "Amelia Clarke's points" });
    await expect(details).toContainText('1,250 points');
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();

    const confirm = specimen(page, 'Confirmation');
    await confirm.getByRole('button', { name: 'Remove' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove this reward?' });
    await dialog.getByRole('button', { name: 'Remove reward' }).click();
    await expect(dialog).toBeHidden();
    await expect(confirm.getByRole('status')).toHaveText('Reward removed from the catalogue.');
    await confirm.getByRole('button', { name: 'Undo' }).click();
    await expect(confirm.getByRole('status')).toHaveText('The reward is in the catalogue.');
  });

  test('progress-bar: labelled bars, and one that moves as visits are recorded', async ({
    page,
  }) => {
    await open(page, '/elements/progress-bar', 'Progress bars');
    await expect(page.getByRole('progressbar', { name: 'Spring visits' })).toHaveAttribute(
      'aria-valuetext',
      '2 of 5 visits',
    );
    const weekly = page.getByRole('progressbar', { name: 'Weekly check-in' });
    await expect(weekly).toHaveAttribute('aria-valuenow', '40');
    await page.getByRole('button', { name: 'Record a visit' }).click();
    await expect(weekly).toHaveAttribute('aria-valuenow', '60');
    await expect(weekly).toHaveAttribute('aria-valuetext', '3 of 5 visits');
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(weekly).toHaveAttribute('aria-valuenow', '0');
  });

  test('search: typing filters the members shown', async ({ page }) => {
    await open(page, '/elements/search', 'Search');
    const results = page.getByRole('list', { name: 'Members' });
    await expect(results.getByRole('listitem')).toHaveCount(8);
    const box = page.getByRole('main').getByRole('searchbox', { name: 'Find a member' });
    await box.fill('pri');
    await expect(results.getByRole('listitem')).toHaveCount(1);
    await expect(results).toContainText('Priya Shah');
    await expect(specimen(page, 'Filter a list').getByRole('status')).toHaveText('1 member');
    await box.fill('sofia');
    await expect(results).toContainText('Sofía Martínez');
    await box.fill('LC-107');
    await expect(results).toContainText('Daniel Okafor');
    await box.fill('nobody');
    await expect(results.getByRole('listitem')).toHaveCount(0);
    await expect(page.getByText('No member matches “nobody”.')).toBeVisible();

    await page.getByRole('combobox', { name: 'Reward' }).fill('spa');
    await page.getByRole('option', { name: 'Spa day voucher' }).click();
    await expect(specimen(page, 'Autocomplete').getByRole('status')).toHaveText(
      'Chosen: Spa day voucher',
    );
  });

  test('tooltips: hovering or focusing a trigger shows its tooltip', async ({ page }) => {
    await open(page, '/elements/tooltips', 'Tooltips');
    await page.getByRole('button', { name: 'Delete reward' }).hover();
    await expect(page.getByRole('tooltip', { name: 'Delete reward' })).toBeVisible();
    const redeem = page.getByRole('button', { name: 'Redeem' });
    await redeem.focus();
    await expect(
      page.getByRole('tooltip', { name: "Uses 500 of the member's points" }),
    ).toBeVisible();
    await expect(redeem).toHaveAccessibleDescription("Uses 500 of the member's points");
  });

  test('treeview: items expand and select; the audience tree checks whole groups', async ({
    page,
  }) => {
    await open(page, '/elements/treeview', 'Tree view');
    const tree = page.getByRole('tree', { name: 'Programme structure' });
    await expect(tree.getByRole('treeitem', { name: 'Visit missions' })).toBeVisible();
    const rewards = tree.getByRole('treeitem', { name: 'Rewards', exact: true });
    await expect(rewards).toHaveAttribute('aria-expanded', 'false');
    await expect(tree.getByRole('treeitem', { name: 'Vouchers' })).toBeHidden();
    await rewards.getByText('Rewards', { exact: true }).click();
    await expect(rewards).toHaveAttribute('aria-expanded', 'true');
    await tree.getByRole('treeitem', { name: 'Vouchers' }).getByText('Vouchers').click();
    await expect(tree.getByRole('treeitem', { name: 'Coffee voucher' })).toBeVisible();
    await tree.getByRole('treeitem', { name: 'Coffee voucher' }).click();
    await expect(specimen(page, 'Programme structure').getByRole('status')).toHaveText(
      'Selected: Coffee voucher',
    );
    await page.getByRole('button', { name: 'Collapse all' }).click();
    await expect(tree.getByRole('treeitem', { name: 'Visit missions' })).toBeHidden();

    const audience = page.getByRole('tree', { name: 'Broadcast audience' });
    const status = specimen(page, 'Choosing an audience').getByRole('status');
    await expect(status).toHaveText('1 group chosen.');
    // The treeitems carry the checked state; Space toggles the focused one.
    await audience.getByRole('treeitem', { name: 'Silver' }).click();
    await page.keyboard.press('Space');
    await expect(status).toHaveText('2 groups chosen.');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    await expect(status).toHaveText('3 groups chosen.');
    await expect(audience.getByRole('treeitem', { name: 'All members' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  test('typography: the scale is shown without breaking the heading outline', async ({ page }) => {
    await open(page, '/elements/typography', 'Typography');
    await expect(specimen(page, 'Headings').getByText('Mission progress')).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 3 })).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(4);
    await expect(
      specimen(page, 'Inline emphasis and links').getByRole('link', { name: 'rewards' }),
    ).toHaveAttribute('href', '/apps/rewards');
  });

  test('tables: a column really sorts and the pagination really pages', async ({ page }) => {
    await open(page, '/tables', 'Tables');
    const table = page.getByRole('table', { name: 'Rewards' });
    const firstCell = table.getByRole('rowheader').first();
    await expect(table.getByRole('rowheader')).toHaveCount(5);
    await expect(firstCell).toHaveText('Afternoon tea for two');

    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect(firstCell).toHaveText('Free parking pass');
    await expect(table).not.toContainText('Afternoon tea for two');
    await expect(page.getByText('6–10 of 12')).toBeVisible();

    await table.getByRole('button', { name: 'Points' }).click();
    await expect(table.getByRole('columnheader', { name: /Points/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(firstCell).toHaveText('Coffee voucher');
    await table.getByRole('button', { name: /Points/ }).click();
    await expect(firstCell).toHaveText('Annual health check');

    await page.getByRole('combobox', { name: 'Rows per page:' }).click();
    await page.getByRole('option', { name: '10' }).click();
    await expect(table.getByRole('rowheader')).toHaveCount(10);
    await expect(page.getByRole('table', { name: 'Members of Spring visits' })).toContainText(
      '4,170',
    );
  });

  test('the pages read right to left in Arabic', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ae'));
    await page.goto('/elements/breadcrumbs');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/tables');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('table').first().getByRole('rowheader')).toHaveCount(5);
  });
});
