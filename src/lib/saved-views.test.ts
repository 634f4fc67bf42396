import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { defineList } from './list-state';
import { addressOfView, viewContentOf, viewShown } from './saved-views';

const list = defineList({
  search: true,
  filters: { active: z.enum(['true', 'false']) },
  sort: { fields: ['name', 'createdAt'], default: '-createdAt' },
  columns: { all: ['image', 'name', 'active'], fixed: ['name'] },
});
const at = (query: string) => list.parse(new URLSearchParams(query));

describe('a saved view of a list', () => {
  it('keeps the search, the filters and a sort other than the default, not the page', () => {
    expect(viewContentOf(list, at('search=café&active=true&sort=name&page=3&limit=25'))).toEqual({
      filters: { search: 'café', active: 'true' },
      sort: 'name',
      columns: [],
    });
    expect(viewContentOf(list, at('sort=-createdAt'))).toEqual({ filters: {}, columns: [] });
  });

  it('opens at the address the list writes for it', () => {
    expect(addressOfView(list, { filters: { active: 'false' }, sort: '-name' }).toString()).toBe(
      'active=false&sort=-name',
    );
    expect(addressOfView(list, { filters: {}, sort: '' }).toString()).toBe('');
  });

  it('is the view shown when it keeps the list as it is, sort included', () => {
    const views = [
      { _id: 'a', filters: { active: 'true' } },
      { _id: 'b', filters: { active: 'true' }, sort: 'name' },
    ];
    expect(viewShown(list, views, at('active=true'))?._id).toBe('a');
    expect(viewShown(list, views, at('active=true&sort=name&page=2'))?._id).toBe('b');
    expect(viewShown(list, views, at('active=false'))).toBeUndefined();
  });

  it('keeps the columns shown, opens with them, and is not shown while other columns are', () => {
    expect(viewContentOf(list, at('active=true&columns=name'))).toEqual({
      filters: { active: 'true' },
      columns: ['name'],
    });
    expect(addressOfView(list, { filters: {}, columns: ['name', 'active'] }).toString()).toBe(
      'columns=name%2Cactive',
    );
    const views = [
      { _id: 'all', filters: {}, columns: [] },
      { _id: 'narrow', filters: {}, columns: ['name'] },
    ];
    expect(viewShown(list, views, at(''))?._id).toBe('all');
    expect(viewShown(list, views, at('columns=name'))?._id).toBe('narrow');
    expect(viewShown(list, views, at('columns=name,active'))).toBeUndefined();
  });
});
