import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { Checkbox, FormControlLabel, FormHelperText, FormLabel, Radio } from '@mui/material';
import { ThemeProvider } from '@mui/material/styles';
import { darkTheme, lightTheme } from './theme';

describe('theme accessibility defaults', () => {
  it('puts a checkbox aria-label on the input itself, keeping inputProps', () => {
    const { getAllByRole } = render(
      <ThemeProvider theme={lightTheme}>
        <Checkbox aria-label="Seleccionar esta fila" />
        <Checkbox inputProps={{ 'aria-label': 'Seleccionar todo' }} />
      </ThemeProvider>,
    );
    const [row, all] = getAllByRole('checkbox');
    expect(row).toHaveAttribute('aria-label', 'Seleccionar esta fila');
    expect(all).toHaveAttribute('aria-label', 'Seleccionar todo');
  });

  it('keeps the text of a disabled field readable: helper text, question and option (text.secondary, not text.disabled)', () => {
    for (const theme of [lightTheme, darkTheme]) {
      const { getByText, unmount } = render(
        <ThemeProvider theme={theme}>
          <FormHelperText disabled>El área no se puede cambiar</FormHelperText>
          <FormLabel disabled>1. Cumplí con las actividades</FormLabel>
          <FormControlLabel disabled control={<Radio />} label="Siempre" />
        </ThemeProvider>,
      );
      for (const texto of ['El área no se puede cambiar', '1. Cumplí con las actividades', 'Siempre']) {
        expect(getComputedStyle(getByText(texto)).color, texto).toBe(hexARgb(theme.palette.text.secondary));
      }
      unmount();
    }
  });
});

/** jsdom reports colours as rgb()/rgba(). */
function hexARgb(color: string): string {
  if (!color.startsWith('#')) return color.replace(/\s/g, '').replace(/,/g, ', ');
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
