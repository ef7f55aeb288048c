import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate, type NavigateFunction } from 'react-router-dom';
import { usePageStart } from './use-page-start';

let navigate: NavigateFunction;
function Page({ title }: { title: string }) {
  usePageStart();
  navigate = useNavigate();
  return (
    <main>
      <h1>{title}</h1>
    </main>
  );
}

const app = (
  <MemoryRouter initialEntries={['/uno']}>
    <Routes>
      <Route path="/uno" element={<Page title="Uno" />} />
      <Route path="/dos" element={<Page title="Dos" />} />
    </Routes>
  </MemoryRouter>
);

describe('usePageStart', () => {
  afterEach(() => vi.restoreAllMocks());

  it('starts a new page at the top with focus on its heading, but not on the first load', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { getByRole } = render(app);
    expect(scrollTo).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(document.body);
    act(() => navigate('/dos'));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 });
    expect(getByRole('heading', { level: 1 })).toHaveFocus();
    expect(getByRole('heading', { level: 1 })).toHaveAttribute('tabindex', '-1');
  });

  it('leaves back/forward and query-string changes to the browser', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    render(app);
    act(() => navigate('/dos'));
    scrollTo.mockClear();
    act(() => navigate('/dos?orden=nombre'));
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => navigate(-1));
    act(() => navigate(-1));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
