import { describe, expect, it } from 'vitest';
import { TOAST_DURATION_MS, TOAST_LIMIT, TOAST_TYPES } from '../../constants';
import { createToast, initialToastState, toastReducer, type ToastState } from './toast-reducer';

const add = (state: ToastState, n: number, from = 1) =>
  Array.from({ length: n }, (_, i) => createToast({ title: `Aviso ${from + i}` }, `t${from + i}`)).reduce(
    (s, toast) => toastReducer(s, { type: 'ADD', toast }),
    state,
  );
const promoteAll = (state: ToastState) => {
  let s = state;
  for (let i = 0; i < 20; i++) s = toastReducer(s, { type: 'PROMOTE' });
  return s;
};

describe('createToast', () => {
  it('fills the spec defaults: foreground, 5000 ms, open', () => {
    expect(TOAST_DURATION_MS).toBe(5000);
    expect(createToast({ title: 'Guardado' }, 'a')).toEqual({
      id: 'a',
      open: true,
      title: 'Guardado',
      type: 'foreground',
      duration: 5000,
      variant: 'info',
    });
  });

  it('accepts only the two spec types', () => {
    expect(TOAST_TYPES).toEqual(['foreground', 'background']);
    expect(createToast({ title: 'x', type: 'background' }, 'a').type).toBe('background');
    expect(() => createToast({ title: 'x', type: 'urgent' as never }, 'a')).toThrow(/Tipo de aviso no válido: "urgent"/);
  });

  it('requires a non-empty title', () => {
    expect(() => createToast({ title: '' }, 'a')).toThrow(/título no vacío/);
    expect(() => createToast({ title: '   ' }, 'a')).toThrow(/título no vacío/);
    expect(() => createToast({} as never, 'a')).toThrow(/título no vacío/);
  });

  it('rejects a duration that is not positive', () => {
    expect(() => createToast({ title: 'x', duration: 0 }, 'a')).toThrow(RangeError);
    expect(createToast({ title: 'x', duration: Infinity }, 'a').duration).toBe(Infinity);
  });
});

describe('toastReducer', () => {
  it('queues new toasts and promotes them one at a time', () => {
    let state = add(initialToastState, 2);
    expect(state.toasts).toHaveLength(0);
    expect(state.queue.map((t) => t.id)).toEqual(['t1', 't2']);
    state = toastReducer(state, { type: 'PROMOTE' });
    expect(state.toasts.map((t) => t.id)).toEqual(['t1']);
    expect(state.queue.map((t) => t.id)).toEqual(['t2']);
  });

  it(`keeps at most ${TOAST_LIMIT} on screen; the rest wait in order`, () => {
    expect(TOAST_LIMIT).toBe(5);
    const state = promoteAll(add(initialToastState, 7));
    expect(state.toasts.map((t) => t.id)).toEqual(['t1', 't2', 't3', 't4', 't5']);
    expect(state.queue.map((t) => t.id)).toEqual(['t6', 't7']);
  });

  it('a closed toast still takes its place until removed, then the next one comes in', () => {
    let state = promoteAll(add(initialToastState, 6));
    state = toastReducer(state, { type: 'DISMISS', id: 't2' });
    expect(state.toasts.find((t) => t.id === 't2')?.open).toBe(false);
    expect(toastReducer(state, { type: 'PROMOTE' })).toBe(state);
    state = promoteAll(toastReducer(state, { type: 'REMOVE', id: 't2' }));
    expect(state.toasts.map((t) => t.id)).toEqual(['t1', 't3', 't4', 't5', 't6']);
    expect(state.queue).toEqual([]);
  });

  it('dismissing a queued toast takes it out of the line; dismiss without id closes all and empties the line', () => {
    let state = promoteAll(add(initialToastState, 7));
    state = toastReducer(state, { type: 'DISMISS', id: 't7' });
    expect(state.queue.map((t) => t.id)).toEqual(['t6']);
    state = toastReducer(state, { type: 'DISMISS' });
    expect(state.toasts.every((t) => !t.open)).toBe(true);
    expect(state.queue).toEqual([]);
    expect(toastReducer(state, { type: 'REMOVE' }).toasts).toEqual([]);
  });

  it('updates content but never the id or open flag', () => {
    let state = promoteAll(add(initialToastState, 1));
    state = toastReducer(state, { type: 'UPDATE', id: 't1', patch: { title: 'Nuevo', id: 'x', open: false } as never });
    expect(state.toasts[0]).toMatchObject({ id: 't1', open: true, title: 'Nuevo' });
  });
});
