import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate, type NavigateFunction } from 'react-router-dom';
import { focusPageHeading, usePageStart } from './use-page-start';

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

  it('starts the first page on its heading without scrolling, and a new page at the top on its heading', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { getByRole, unmount } = render(app);
    expect(scrollTo).not.toHaveBeenCalled();
    expect(getByRole('heading', { level: 1, name: 'Uno' })).toHaveFocus();
    act(() => navigate('/dos'));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 });
    expect(getByRole('heading', { level: 1 })).toHaveFocus();
    expect(getByRole('heading', { level: 1 })).toHaveAttribute('tabindex', '-1');
    unmount();
  });

  it('leaves the focus of a first page alone when something on it already took it', () => {
    const input = document.createElement('input');
    document.body.append(input);
    input.focus();
    const { getByRole } = render(app);
    expect(getByRole('heading', { level: 1, name: 'Uno' })).not.toHaveFocus();
    expect(document.activeElement).toBe(input);
    input.remove();
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

  it('waits for a heading that renders late, and stops waiting once the person moves the focus', async () => {
    const tarde = document.createElement('h1');
    const cancelar = focusPageHeading();
    await new Promise((resolve) => setTimeout(resolve, 30));
    document.body.append(tarde);
    await waitFor(() => expect(tarde).toHaveFocus());
    cancelar();
    tarde.remove();

    const otro = document.createElement('h1');
    const campo = document.createElement('input');
    const cancelarOtro = focusPageHeading();
    document.body.append(campo);
    campo.focus();
    await new Promise((resolve) => setTimeout(resolve, 30));
    document.body.append(otro);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(campo).toHaveFocus();
    cancelarOtro();
    otro.remove();
    campo.remove();
  });
});
