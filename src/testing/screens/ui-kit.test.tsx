import { describe, expect, test } from 'vitest';
import { page, userEvent, utils } from 'vitest/browser';
import { openScreen } from '../screen';
import { countOf, expectHidden, reload, textOf } from './support';

/** A translation key shown instead of its text (a key missing from elements.json). */
const RAW_KEY =
  /\b(alerts|avatar|badges|breadcrumbs|buttons|buttonsGroup|colorLibrary|dropdown|infobox|jumbotron|loader|pagination|popovers|progressBar|search|tooltips|treeview|typography|tables|samples|pager)\.[a-zA-Z]/;

/**
 * Opens a UI-kit page and checks the frame (the h1, the tab title, the breadcrumb) and that every
 * text and accessible name on it is translated.
 */
async function open(path: string, title: string) {
  const screen = await openScreen(path);
  await expect.element(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect.poll(() => document.title).toBe(`${title} | London Clinic`);
  expect(page.getByRole('heading', { level: 1 }).elements()).toHaveLength(1);
  const main = page.getByRole('main');
  await expect
    .element(main.getByRole('navigation', { name: 'Breadcrumb', exact: true }))
    .toHaveTextContent('Elements');
  const snapshot = utils.aria.renderAriaTree(utils.aria.generateAriaTree(main.element()));
  expect(snapshot, `${path} shows a translation key`).not.toMatch(RAW_KEY);
  return screen;
}

/** A specimen of the page: the section named by its h2. */
const specimen = (name: string) => page.getByRole('region', { name, exact: true });

describe('the UI-kit pages', () => {
  test('alerts: a dismissed notice can be shown again', async () => {
    await open('/elements/alerts', 'Alerts');
    const severities = specimen('Severities');
    await countOf(severities.getByRole('alert')).toBe(4);
    await expect.element(severities.getByRole('alert').first()).toHaveTextContent('Visit recorded');

    const dismissible = specimen('Dismissible');
    await expect.element(dismissible.getByRole('alert')).toHaveTextContent('Spring double points');
    await dismissible.getByRole('button', { name: 'Dismiss' }).click();
    await countOf(dismissible.getByRole('alert')).toBe(0);
    const showAgain = dismissible.getByRole('button', { name: 'Show the notice again' });
    await expect.element(showAgain).toHaveFocus();
    await showAgain.click();
    await expect.element(dismissible.getByRole('alert')).toBeVisible();
  });

  test('avatar: initials, a photo with alt text and a group with the rest counted', async () => {
    await open('/elements/avatar', 'Avatar');
    await expect
      .element(specimen('Image and icon').getByRole('img', { name: 'London Clinic', exact: true }))
      .toBeVisible();
    const group = page.getByRole('group', { name: 'Members who joined Spring visits' });
    await textOf(group.getByRole('img', { name: 'Amelia Clarke' })).toBe('AC');
    await textOf(group.getByRole('img', { name: '4 more members' })).toBe('+4');
  });

  test('badges: opening the messages clears the unread count', async () => {
    await open('/elements/badges', 'Badges');
    const unread = specimen('Unread count');
    await expect.element(unread.getByText('4', { exact: true })).toBeVisible();
    await unread.getByRole('button', { name: '4 unread messages' }).click();
    await expect.element(unread.getByRole('button', { name: 'No unread messages' })).toBeVisible();
    await textOf(unread.getByRole('status')).toBe('All messages read.');
    await expect.element(specimen('Status labels').getByText('Active')).toBeVisible();
  });

  test('breadcrumbs: a collapsed trail expands to the whole path', async () => {
    await open('/elements/breadcrumbs', 'Breadcrumbs');
    const basic = page.getByRole('navigation', { name: 'Basic breadcrumb example' });
    await expect
      .element(basic.getByRole('link', { name: 'Rewards' }))
      .toHaveAttribute('href', '/apps/rewards');
    const trail = page.getByRole('navigation', { name: 'Collapsed breadcrumb example' });
    await countOf(trail.getByText('Amelia Clarke')).toBe(0);
    await trail.getByRole('button', { name: 'Show the whole path' }).click();
    await expect.element(trail.getByText('Amelia Clarke')).toBeVisible();
  });

  test('buttons: the loading button records a visit', async () => {
    await open('/elements/buttons', 'Buttons');
    const states = specimen('Loading and disabled');
    await textOf(states.getByRole('status')).toBe('No visits recorded yet.');
    await states.getByRole('button', { name: 'Record visit' }).click();
    await textOf(states.getByRole('status')).toBe('1 visit recorded.');
    await expect.element(states.getByRole('button', { name: 'Redeem reward' })).toBeDisabled();
    await expect.element(page.getByRole('button', { name: 'Delete reward' })).toBeVisible();
  });

  test('buttons-group: a toggle group and a split button with its menu', async () => {
    await open('/elements/buttons-group', 'Button groups');
    const period = page.getByRole('group', { name: 'Period' });
    await expect
      .element(period.getByRole('button', { name: 'Week' }))
      .toHaveAttribute('aria-pressed', 'true');
    await period.getByRole('button', { name: 'Month' }).click();
    await expect
      .element(period.getByRole('button', { name: 'Month' }))
      .toHaveAttribute('aria-pressed', 'true');
    await textOf(specimen('Toggle').getByRole('status')).toBe("Showing this month's visits.");

    await page.getByRole('button', { name: 'More ways to send' }).click();
    await page.getByRole('menuitem', { name: 'Schedule' }).click();
    await expectHidden(page.getByRole('menu'));
    const split = page.getByRole('group', { name: 'Send the broadcast message' });
    await split.getByRole('button', { name: 'Schedule' }).click();
    await textOf(specimen('Split button').getByRole('status')).toBe('Message scheduled.');
  });

  test('color-library: swatches read from the theme, light and dark', async () => {
    await open('/elements/color-library', 'Colour library');
    const primary = page.getByRole('list', { name: 'Primary', exact: true });
    await countOf(primary.getByRole('listitem')).toBe(4);
    await expect.element(primary.getByRole('listitem').first()).toHaveTextContent('Main#1f6fc5');
    await expect
      .element(page.getByRole('list', { name: 'Background' }))
      .toHaveTextContent('#f4f6fa');
    await countOf(page.getByRole('list', { name: 'Grey' }).getByRole('listitem')).toBe(14);

    localStorage.setItem('theme', 'dark');
    await reload('/elements/color-library');
    await expect
      .element(page.getByRole('list', { name: 'Primary', exact: true }))
      .toHaveTextContent('#8ec5ff');
    await expect
      .element(page.getByRole('list', { name: 'Background' }))
      .toHaveTextContent('#0e1726');
  });

  test('dropdown: the member menu opens and its choice is applied', async () => {
    await open('/elements/dropdown', 'Dropdown');
    const button = page.getByRole('button', { name: 'Member actions' });
    await button.click();
    const menu = page.getByRole('menu', { name: 'Member actions' });
    await countOf(menu.getByRole('menuitem')).toBe(4);
    await menu.getByRole('menuitem', { name: 'Record visit' }).click();
    await expectHidden(menu);
    await expect.element(button).toHaveFocus();
    await textOf(specimen('Action menu').getByRole('status')).toBe('Chosen: Record visit');

    await page.getByRole('combobox', { name: 'Mission type' }).click();
    await page.getByRole('option', { name: 'Points mission' }).click();
    await textOf(page.getByRole('combobox', { name: 'Mission type' })).toBe('Points mission');
    await expect
      .element(page.getByText('Completed after earning a number of points.'))
      .toBeVisible();
  });

  test('infobox: figures, a progress box and a callout that expands', async () => {
    await open('/elements/infobox', 'Info boxes');
    const figures = specimen('Figures');
    await expect.element(figures.getByText('Active members')).toBeVisible();
    await expect.element(figures.getByText('1,284')).toBeVisible();
    await expect
      .element(page.getByRole('progressbar', { name: 'Monthly visit target' }))
      .toHaveAttribute('aria-valuenow', '74');
    const callout = specimen('Callout');
    const more = callout.getByText('Points are credited overnight');
    await expectHidden(more);
    await callout.getByRole('button', { name: 'Read more' }).click();
    await expect.element(more).toBeVisible();
    await expect
      .element(callout.getByRole('button', { name: 'Show less' }))
      .toHaveAttribute('aria-expanded', 'true');
  });

  test('jumbotron: the hero leads to its screens and the banner can be dismissed', async () => {
    await open('/elements/jumbotron', 'Jumbotron');
    const hero = page.getByRole('article', { name: 'Double points all April' });
    await expect
      .element(hero.getByRole('link', { name: 'Create a mission' }))
      .toHaveAttribute('href', '/apps/missions');
    const banner = page.getByRole('complementary', { name: 'Add rewards for the summer' });
    await banner.getByRole('button', { name: 'Dismiss the suggestion' }).click();
    await expectHidden(banner);
    await page.getByRole('button', { name: 'Show the suggestion again' }).click();
    await expect
      .element(page.getByRole('complementary', { name: 'Add rewards for the summer' }))
      .toBeVisible();
  });

  test('loader: spinners and bars are labelled; the skeleton gives way to content', async () => {
    await open('/elements/loader', 'Loaders');
    await expect.element(page.getByRole('progressbar', { name: 'Loading members' })).toBeVisible();
    await expect
      .element(page.getByRole('progressbar', { name: 'Loading (40 pixels)' }))
      .toBeVisible();
    const skeleton = specimen('Skeleton');
    await textOf(skeleton.getByRole('status')).toBe('Loading the member…');
    await countOf(skeleton.getByText('Amelia Clarke')).toBe(0);
    const loading = skeleton.getByRole('switch', { name: 'Loading' });
    await loading.click();
    await expect.element(loading).not.toBeChecked();
    await expect.element(skeleton.getByText('Amelia Clarke')).toBeVisible();
    await countOf(skeleton.getByRole('status')).toBe(0);
  });

  test('pagination: the list shows the page chosen', async () => {
    await open('/elements/pagination', 'Pagination');
    const list = page.getByRole('list', { name: 'Broadcast messages' });
    await countOf(list.getByRole('listitem')).toBe(3);
    await expect.element(list).toHaveTextContent('Spring double points');
    const pager = page.getByRole('navigation', { name: 'Broadcast messages pages' });
    await pager.getByRole('button', { name: 'Go to page 2' }).click();
    await expect.element(list).toHaveTextContent('New reward: spa day voucher');
    await expect.element(list).not.toHaveTextContent('Spring double points');
    await expect
      .element(pager.getByRole('button', { name: 'Page 2, current page' }))
      .toHaveAttribute('aria-current', 'page');
    await textOf(specimen('Paged list').getByRole('status')).toBe('Page 2 of 3');
  });

  test('popovers: a details popover, and a confirmation that removes and undoes', async () => {
    await open('/elements/popovers', 'Popovers');
    await page.getByRole('button', { name: 'Points balance' }).click();
    const details = page.getByRole('dialog', { name: "Amelia Clarke's points" });
    await expect.element(details).toHaveTextContent('1,250 points');
    await userEvent.keyboard('{Escape}');
    await expectHidden(details);

    const confirm = specimen('Confirmation');
    await confirm.getByRole('button', { name: 'Remove' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove this reward?' });
    await dialog.getByRole('button', { name: 'Remove reward' }).click();
    await expectHidden(dialog);
    await textOf(confirm.getByRole('status')).toBe('Reward removed from the catalogue.');
    await confirm.getByRole('button', { name: 'Undo' }).click();
    await textOf(confirm.getByRole('status')).toBe('The reward is in the catalogue.');
  });

  test('progress-bar: labelled bars, and one that moves as visits are recorded', async () => {
    await open('/elements/progress-bar', 'Progress bars');
    await expect
      .element(page.getByRole('progressbar', { name: 'Spring visits' }))
      .toHaveAttribute('aria-valuetext', '2 of 5 visits');
    const weekly = page.getByRole('progressbar', { name: 'Weekly check-in' });
    await expect.element(weekly).toHaveAttribute('aria-valuenow', '40');
    await page.getByRole('button', { name: 'Record a visit' }).click();
    await expect.element(weekly).toHaveAttribute('aria-valuenow', '60');
    await expect.element(weekly).toHaveAttribute('aria-valuetext', '3 of 5 visits');
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect.element(weekly).toHaveAttribute('aria-valuenow', '0');
  });

  test('search: typing filters the members shown', async () => {
    await open('/elements/search', 'Search');
    const results = page.getByRole('list', { name: 'Members' });
    await countOf(results.getByRole('listitem')).toBe(8);
    const box = page.getByRole('main').getByRole('searchbox', { name: 'Find a member' });
    await box.fill('pri');
    await countOf(results.getByRole('listitem')).toBe(1);
    await expect.element(results).toHaveTextContent('Priya Shah');
    await textOf(specimen('Filter a list').getByRole('status')).toBe('1 member');
    await box.fill('sofia');
    await expect.element(results).toHaveTextContent('Sofía Martínez');
    await box.fill('LC-107');
    await expect.element(results).toHaveTextContent('Daniel Okafor');
    await box.fill('nobody');
    await countOf(results.getByRole('listitem')).toBe(0);
    await expect.element(page.getByText('No member matches “nobody”.')).toBeVisible();

    await page.getByRole('combobox', { name: 'Reward' }).fill('spa');
    await page.getByRole('option', { name: 'Spa day voucher' }).click();
    await textOf(specimen('Autocomplete').getByRole('status')).toBe('Chosen: Spa day voucher');
  });

  test('tooltips: hovering or focusing a trigger shows its tooltip', async () => {
    await open('/elements/tooltips', 'Tooltips');
    await page.getByRole('button', { name: 'Delete reward' }).hover();
    await expect.element(page.getByRole('tooltip', { name: 'Delete reward' })).toBeVisible();
    const redeem = page.getByRole('button', { name: 'Redeem' });
    // Focus as from the keyboard: earlier tests clicked in this page, and the browser shows focus
    // (and MUI the tooltip) only when the last input was not the mouse.
    await userEvent.keyboard('{Shift}');
    (redeem.element() as HTMLElement).focus();
    await expect
      .element(page.getByRole('tooltip', { name: "Uses 500 of the member's points" }))
      .toBeVisible();
    await expect.element(redeem).toHaveAccessibleDescription("Uses 500 of the member's points");
  });

  test('treeview: items expand and select; the audience tree checks whole groups', async () => {
    await open('/elements/treeview', 'Tree view');
    const tree = page.getByRole('tree', { name: 'Programme structure' });
    await expect.element(tree.getByRole('treeitem', { name: 'Visit missions' })).toBeVisible();
    const rewards = tree.getByRole('treeitem', { name: 'Rewards', exact: true });
    await expect.element(rewards).toHaveAttribute('aria-expanded', 'false');
    await expectHidden(tree.getByRole('treeitem', { name: 'Vouchers' }));
    await rewards.getByText('Rewards', { exact: true }).click();
    await expect.element(rewards).toHaveAttribute('aria-expanded', 'true');
    await tree.getByRole('treeitem', { name: 'Vouchers' }).getByText('Vouchers').click();
    await expect.element(tree.getByRole('treeitem', { name: 'Coffee voucher' })).toBeVisible();
    await tree.getByRole('treeitem', { name: 'Coffee voucher' }).click();
    await textOf(specimen('Programme structure').getByRole('status')).toBe(
      'Selected: Coffee voucher',
    );
    await page.getByRole('button', { name: 'Collapse all' }).click();
    await expectHidden(tree.getByRole('treeitem', { name: 'Visit missions' }));

    const audience = page.getByRole('tree', { name: 'Broadcast audience' });
    const status = specimen('Choosing an audience').getByRole('status');
    await textOf(status).toBe('1 group chosen.');
    // The treeitems carry the checked state; Space toggles the focused one.
    await audience.getByRole('treeitem', { name: 'Silver' }).click();
    await userEvent.keyboard('[Space]');
    await textOf(status).toBe('2 groups chosen.');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('[Space]');
    await textOf(status).toBe('3 groups chosen.');
    await expect
      .element(audience.getByRole('treeitem', { name: 'All members' }))
      .toHaveAttribute('aria-checked', 'true');
  });

  test('typography: the scale is shown without breaking the heading outline', async () => {
    await open('/elements/typography', 'Typography');
    await expect.element(specimen('Headings').getByText('Mission progress')).toBeVisible();
    await countOf(page.getByRole('main').getByRole('heading', { level: 3 })).toBe(0);
    await countOf(page.getByRole('main').getByRole('heading', { level: 2 })).toBe(4);
    await expect
      .element(specimen('Inline emphasis and links').getByRole('link', { name: 'rewards' }))
      .toHaveAttribute('href', '/apps/rewards');
  });

  test('tables: a column really sorts and the pagination really pages', async () => {
    await open('/tables', 'Tables');
    const table = page.getByRole('table', { name: 'Rewards' });
    const firstCell = table.getByRole('rowheader').first();
    await countOf(table.getByRole('rowheader')).toBe(5);
    await textOf(firstCell).toBe('Afternoon tea for two');

    await page.getByRole('button', { name: 'Go to next page' }).click();
    await textOf(firstCell).toBe('Free parking pass');
    await expect.element(table).not.toHaveTextContent('Afternoon tea for two');
    await expect.element(page.getByText('6–10 of 12')).toBeVisible();

    await table.getByRole('button', { name: 'Points' }).click();
    await expect
      .element(table.getByRole('columnheader', { name: /Points/ }))
      .toHaveAttribute('aria-sort', 'ascending');
    await textOf(firstCell).toBe('Coffee voucher');
    await table.getByRole('button', { name: /Points/ }).click();
    await textOf(firstCell).toBe('Annual health check');

    await page.getByRole('combobox', { name: 'Rows per page:' }).click();
    await page.getByRole('option', { name: '10' }).click();
    await countOf(table.getByRole('rowheader')).toBe(10);
    await expect
      .element(page.getByRole('table', { name: 'Members of Spring visits' }))
      .toHaveTextContent('4,170');
  });

  test('the pages read right to left in Arabic', async () => {
    await openScreen('/elements/breadcrumbs', { language: 'ae' });
    await expect.poll(() => document.documentElement.dir).toBe('rtl');
    await expect.element(page.getByRole('heading', { level: 1 })).toBeVisible();
    await openScreen('/tables', { language: 'ae' });
    await expect.element(page.getByRole('heading', { level: 1 })).toBeVisible();
    await countOf(page.getByRole('table').first().getByRole('rowheader')).toBe(5);
  });
});
