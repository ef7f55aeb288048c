import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { TOAST_DURATION_MS, TOAST_GAP_PX, TOAST_HOTKEY, TOAST_REMOVE_DELAY_MS, TOAST_SWIPE_DIRECTION, TOAST_SWIPE_THRESHOLD_PX } from '../../constants';
import { ToastProvider, useToast, type ToastApi, type ToastContent } from './index';

let api: ToastApi;
function Capture() {
  const toastApi = useToast();
  useEffect(() => {
    api = toastApi;
  });
  return null;
}

function setup(label?: string) {
  render(
    <ToastProvider label={label}>
      <Capture />
    </ToastProvider>,
  );
}

const show = (content: ToastContent) => act(() => void api.toast(content));
const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));
const items = () => screen.queryAllByRole('listitem');

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('toasts', () => {
  it(`close after ${TOAST_DURATION_MS} ms and are removed ${TOAST_REMOVE_DELAY_MS} ms later`, () => {
    setup();
    show({ title: 'Cambios guardados' });
    expect(screen.getByRole('status')).toHaveTextContent('Cambios guardados');
    advance(TOAST_DURATION_MS - 1);
    expect(items()[0]).toHaveAttribute('data-state', 'open');
    advance(1);
    expect(items()[0]).toHaveAttribute('data-state', 'closed');
    advance(TOAST_REMOVE_DELAY_MS - 1);
    expect(items()).toHaveLength(1);
    advance(1);
    expect(items()).toHaveLength(0);
  });

  it('honours a custom duration', () => {
    setup();
    show({ title: 'Breve', duration: 1000 });
    advance(1000);
    expect(items()[0]).toHaveAttribute('data-state', 'closed');
  });

  it('shows at most five; the sixth waits until one leaves', () => {
    setup();
    for (let i = 1; i <= 7; i++) show({ title: `Aviso ${i}` });
    expect(items()).toHaveLength(5);
    expect(screen.queryByText('Aviso 6')).not.toBeInTheDocument();
    act(() => api.dismiss(api.toasts[0].id));
    advance(TOAST_REMOVE_DELAY_MS);
    expect(items()).toHaveLength(5);
    expect(screen.getByText('Aviso 6')).toBeInTheDocument();
    expect(screen.queryByText('Aviso 1')).not.toBeInTheDocument();
  });

  it('announces foreground toasts assertively and background ones politely, with the provider label', () => {
    setup('Aviso del sistema');
    show({ title: 'Primer plano' });
    show({ title: 'Segundo plano', type: 'background' });
    const [fg, bg] = screen.getAllByRole('status');
    expect(fg).toHaveAttribute('aria-live', 'assertive');
    expect(bg).toHaveAttribute('aria-live', 'polite');
    expect(fg).toHaveTextContent('Aviso del sistema: Primer plano');
  });

  it('refuses an unknown type, an empty title and an empty provider label', () => {
    setup();
    expect(() => api.toast({ title: 'x', type: 'loud' as never })).toThrow(/foreground/);
    expect(() => api.toast({ title: '' })).toThrow(/título/);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<ToastProvider label=" " />)).toThrow(/etiqueta/);
  });

  it(`${TOAST_HOTKEY} moves focus to the region 'Notificaciones (F8)'`, () => {
    setup();
    const region = screen.getByRole('region', { name: 'Notificaciones (F8)' });
    expect(region).not.toHaveFocus();
    fireEvent.keyDown(document, { key: 'F8' });
    expect(region).toHaveFocus();
  });

  it(`sits bottom-right with a ${TOAST_GAP_PX} px gap`, () => {
    setup();
    show({ title: 'Uno' });
    const region = screen.getByRole('region', { name: 'Notificaciones (F8)' });
    expect(region).toHaveStyle({ position: 'fixed', right: '0px', bottom: '0px', padding: `${TOAST_GAP_PX}px` });
    expect(screen.getByRole('list')).toHaveStyle({ gap: `${TOAST_GAP_PX}px`, flexDirection: 'column' });
  });

  it(`a swipe ${TOAST_SWIPE_DIRECTION} past ${TOAST_SWIPE_THRESHOLD_PX} px dismisses; shorter or leftward ones do not`, () => {
    setup();
    show({ title: 'Deslizable', duration: Infinity });
    const item = items()[0];
    const swipe = (dx: number) => {
      fireEvent.pointerDown(item, { clientX: 100, button: 0, pointerId: 1 });
      fireEvent.pointerMove(item, { clientX: 100 + dx, pointerId: 1 });
      fireEvent.pointerUp(item, { clientX: 100 + dx, pointerId: 1 });
    };
    swipe(TOAST_SWIPE_THRESHOLD_PX);
    expect(item).toHaveAttribute('data-state', 'open');
    swipe(-120);
    expect(item).toHaveAttribute('data-state', 'open');
    swipe(TOAST_SWIPE_THRESHOLD_PX + 1);
    expect(item).toHaveAttribute('data-state', 'closed');
  });

  it('the close button and Escape dismiss', () => {
    setup();
    show({ title: 'Uno', duration: Infinity });
    show({ title: 'Dos', duration: Infinity });
    fireEvent.click(screen.getAllByRole('button', { name: 'Cerrar aviso' })[0]);
    expect(items()[0]).toHaveAttribute('data-state', 'closed');
    fireEvent.keyDown(items()[1], { key: 'Escape' });
    expect(items()[1]).toHaveAttribute('data-state', 'closed');
  });

  it('pauses the countdown while the pointer is over the toasts', () => {
    setup();
    show({ title: 'Pausable' });
    advance(3000);
    fireEvent.pointerEnter(screen.getByRole('region', { name: 'Notificaciones (F8)' }));
    advance(10_000);
    expect(items()[0]).toHaveAttribute('data-state', 'open');
    fireEvent.pointerLeave(screen.getByRole('region', { name: 'Notificaciones (F8)' }));
    advance(1999);
    expect(items()[0]).toHaveAttribute('data-state', 'open');
    advance(1);
    expect(items()[0]).toHaveAttribute('data-state', 'closed');
  });
});
