import { render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { GridColDef } from '@mui/x-data-grid';
import { defineList } from '@/lib/list-state';
import { useListState } from '@/components/list/use-list-state';
import { ListGrid } from './list-grid';

type Row = { _id: string; name: string };

/** Sorted by default on a field no column shows (as the catalogue's `-createdAt`). */
const list = defineList({ sort: { fields: ['name', 'createdAt'], default: '-createdAt' } });
const rows: Row[] = Array.from({ length: 10 }, (_, i) => ({ _id: `r${i}`, name: `Row ${i}` }));

function Screen() {
  const state = useListState(list);
  const [round, setRound] = useState(0);
  // A new columns array on each round, as when the language or the date format changes.
  const columns: GridColDef<Row>[] = [{ field: 'name', headerName: `Name ${round}` }];
  return (
    <>
      <button type="button" onClick={() => setRound((n) => n + 1)}>
        again
      </button>
      <ListGrid
        label="Rows"
        state={state}
        rows={rows}
        total={57}
        columns={columns}
        loading={false}
        loadingText="Loading"
        emptyText="Nothing"
      />
    </>
  );
}

function open(path: string) {
  const router = createMemoryRouter([{ path: '/', element: <Screen /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return router;
}

// The DataGrid renders slowly in jsdom, more so on a busy machine.
describe('ListGrid', { timeout: 30_000 }, () => {
  it('keeps the page when the grid has no column for the default sort', async () => {
    const errors = vi.spyOn(console, 'error');
    const router = open('/?page=3');
    await screen.findByRole('grid', { name: 'Rows' });
    screen.getByRole('button', { name: 'again' }).click();
    await screen.findByText('Name 1');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.search).toBe('?page=3');
    const inRender = errors.mock.calls.filter(([message]) =>
      String(message).includes('while rendering a different component'),
    );
    expect(inRender).toEqual([]);
  });

  it('brings a page past the last back to the last, in the address', async () => {
    const router = open('/?page=9&sort=name');
    await waitFor(() => expect(router.state.location.search).toBe('?page=6&sort=name'));
  });
});
