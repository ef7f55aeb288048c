import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { ThemeProvider } from '@mui/material/styles';
import { lightTheme } from './theme';
import { ResponsiveRadio } from './ResponsiveRadio';

function screenWidth(width: number) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => {
      const min = Number(/min-width:\s*([\d.]+)px/.exec(query)?.[1] ?? 0);
      return { matches: width >= min, media: query, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {} };
    }),
  );
}

function Demo() {
  const [value, setValue] = useState('matutino');
  return (
    <ThemeProvider theme={lightTheme}>
      <ResponsiveRadio
        label="Turno"
        name="turno"
        value={value}
        onChange={setValue}
        options={[
          { value: 'matutino', label: 'Matutino' },
          { value: 'vespertino', label: 'Vespertino' },
        ]}
      />
    </ThemeProvider>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('<ResponsiveRadio>', () => {
  it('is a plain radio list on narrow screens', () => {
    screenWidth(375);
    render(<Demo />);
    expect(screen.getByRole('group', { name: 'Turno' })).toHaveAttribute('data-layout', 'list');
    fireEvent.click(screen.getByRole('radio', { name: 'Vespertino' }));
    expect(screen.getByRole('radio', { name: 'Vespertino' })).toBeChecked();
  });

  it('becomes a row of buttons from md (768 px) up, still radios', () => {
    screenWidth(1024);
    render(<Demo />);
    expect(screen.getByRole('group', { name: 'Turno' })).toHaveAttribute('data-layout', 'buttons');
    expect(screen.getByRole('radio', { name: 'Matutino' })).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: 'Vespertino' }));
    expect(screen.getByRole('radio', { name: 'Vespertino' })).toBeChecked();
  });
});
