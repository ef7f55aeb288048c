// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { INSIGHTS_URL, trackPageView, trackPageViewUnlessSent, trackPageViewWhenIdle } from './page-views';

describe('trackPageView', () => {
  it('posts route and path (without the query) to the same-origin insights endpoint', () => {
    const fetchImpl = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    trackPageView('/login', '/login?next=%2Fdashboard', fetchImpl as unknown as typeof fetch);
    expect(INSIGHTS_URL).toBe('/api/insights');
    expect(fetchImpl).toHaveBeenCalledWith('/api/insights', expect.objectContaining({ method: 'POST', keepalive: true }));
    const init = (fetchImpl.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(JSON.parse(init.body as string)).toEqual({ route: '/login', path: '/login' });
  });

  it('ignores failures silently', async () => {
    const error = vi.spyOn(console, 'error');
    expect(() => trackPageView('/', '/', (() => Promise.reject(new Error('offline'))) as unknown as typeof fetch)).not.toThrow();
    expect(() =>
      trackPageView('/', '/', (() => {
        throw new Error('bloqueado');
      }) as unknown as typeof fetch),
    ).not.toThrow();
    await new Promise((r) => setTimeout(r, 0));
    expect(error).not.toHaveBeenCalled();
  });
});

describe('trackPageViewWhenIdle', () => {
  it('sends nothing while the page is being shown, then the view once the scheduled moment comes', () => {
    const fetchImpl = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', fetchImpl);
    let later: (() => void) | undefined;
    try {
      trackPageViewWhenIdle('/egresados/registro', '/egresados/registro', (send) => (later = send));
      expect(fetchImpl).not.toHaveBeenCalled();
      later?.();
      expect(fetchImpl).toHaveBeenCalledTimes(1);
      const init = (fetchImpl.mock.calls[0] as unknown as [string, RequestInit])[1];
      expect(JSON.parse(init.body as string)).toEqual({ route: '/egresados/registro', path: '/egresados/registro' });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('trackPageViewUnlessSent', () => {
  it('skips the first view the prerender guard already sent for that path, and counts every later one', () => {
    document.body.innerHTML = '<div id="root" data-vista="/egresados/registro"></div>';
    const send = vi.fn();
    trackPageViewUnlessSent('/egresados/registro', '/egresados/registro', send);
    expect(send).not.toHaveBeenCalled();
    expect(document.getElementById('root')!.dataset.vista).toBeUndefined();
    trackPageViewUnlessSent('/login', '/login', send);
    trackPageViewUnlessSent('/egresados/registro', '/egresados/registro', send);
    expect(send.mock.calls).toEqual([['/login', '/login'], ['/egresados/registro', '/egresados/registro']]);
  });

  it('sends the view when the guard sent one for another path (or none)', () => {
    document.body.innerHTML = '<div id="root" data-vista="/"></div>';
    const send = vi.fn();
    trackPageViewUnlessSent('/login', '/login', send);
    expect(send).toHaveBeenCalledWith('/login', '/login');
  });
});
