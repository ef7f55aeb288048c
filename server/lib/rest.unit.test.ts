import { describe, expect, it } from 'vitest';
import { HttpError } from './http-error';
import { idsFilter, parseListQuery } from './rest';

describe('simple-rest list query', () => {
  it('reads sort, range and filter', () => {
    expect(parseListQuery({ sort: '["name","DESC"]', range: '[10,19]', filter: '{"q":"ana"}' }, ['name'])).toEqual({
      sortField: 'name',
      sortOrder: 'DESC',
      offset: 10,
      limit: 10,
      filter: { q: 'ana' },
    });
  });

  it('falls back to the default sort for unknown fields (no SQL from the client)', () => {
    expect(parseListQuery({ sort: '["password_hash","ASC"]' }, ['name'], ['id', 'DESC'])).toMatchObject({ sortField: 'id', sortOrder: 'DESC' });
  });

  it('refuses malformed JSON and bad ranges with 400', () => {
    expect(() => parseListQuery({ filter: '{' }, [])).toThrow(HttpError);
    expect(() => parseListQuery({ range: '[5,1]' }, [])).toThrow(/range/);
    expect(() => parseListQuery({ filter: '[1]' }, [])).toThrow(/objeto/);
  });

  it('caps the page size', () => {
    expect(parseListQuery({ range: '[0,99999]' }, []).limit).toBe(500);
  });

  it('reads getMany ids', () => {
    expect(idsFilter({ id: [1, '2', 'x'] })).toEqual([1, 2]);
    expect(idsFilter({})).toBeUndefined();
  });
});
