import { describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { createBuildWatcher } from './build-watcher';
import { useNavigationEffects } from './use-navigation-effects';

let navigate: NavigateFunction;
function Effects(props: Parameters<typeof useNavigationEffects>[0]) {
  useNavigationEffects(props);
  navigate = useNavigate();
  return null;
}

describe('useNavigationEffects', () => {
  it('sets the title from the route table and records one page view per navigation', () => {
    const track = vi.fn();
    const watcher = createBuildWatcher({ currentId: 'a', fetch: vi.fn() as unknown as typeof fetch, assign: vi.fn() });
    render(
      <MemoryRouter initialEntries={['/login?next=%2Fdashboard']}>
        <Effects includeDev={false} watchBuilds={false} watcher={watcher} track={track} />
      </MemoryRouter>,
    );
    expect(document.title).toBe('Iniciar sesión · Plataforma Universitaria');
    expect(track).toHaveBeenCalledWith('/login', '/login');
    act(() => navigate('/no-existe'));
    expect(document.title).toBe('Página no encontrada · Plataforma Universitaria');
    expect(track).toHaveBeenLastCalledWith('*', '/no-existe');
    act(() => navigate('/test/colores'));
    expect(track).toHaveBeenLastCalledWith('*', '/test/colores');
    expect(track).toHaveBeenCalledTimes(3);
    act(() => navigate('/test/colores?orden=nombre'));
    expect(track).toHaveBeenCalledTimes(3);
  });

  it('matches developer pages only when asked', () => {
    const track = vi.fn();
    render(
      <MemoryRouter initialEntries={['/test/colores']}>
        <Effects includeDev watchBuilds={false} track={track} />
      </MemoryRouter>,
    );
    expect(document.title).toBe('Colores Personalizados · Plataforma Universitaria');
    expect(track).toHaveBeenCalledWith('/test/colores', '/test/colores');
  });

  it('after a new build, the next navigation loads the page in full instead', async () => {
    const track = vi.fn();
    const assign = vi.fn();
    const fetchImpl = vi.fn(() => Promise.resolve(new Response(JSON.stringify({ id: 'b' }))));
    const watcher = createBuildWatcher({ currentId: 'a', fetch: fetchImpl as unknown as typeof fetch, assign });
    render(
      <MemoryRouter initialEntries={['/']}>
        <Effects includeDev={false} watchBuilds={false} watcher={watcher} track={track} />
      </MemoryRouter>,
    );
    await watcher.check();
    act(() => navigate('/login?next=%2Fdashboard'));
    expect(assign).toHaveBeenCalledWith('/login?next=%2Fdashboard');
    expect(track).toHaveBeenCalledTimes(1);
  });
});
