import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { Checkbox } from '@mui/material';
import { ThemeProvider } from '@mui/material/styles';
import { lightTheme } from './theme';

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
});
