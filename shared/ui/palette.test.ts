import { describe, expect, it } from 'vitest';
import { getContrastRatio } from '@mui/material/styles';
import { darkTheme, lightTheme, palette } from './theme';

// Hue in degrees of a #rrggbb colour: enough to tell green from blue from red from yellow.
function hue(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  if (d === 0) return 0;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}

describe('colours', () => {
  it('follow the spec: primary and success green, secondary and info blue, warning yellow, error red, neutral slate', () => {
    const between = (hex: string, from: number, to: number) => {
      expect(hue(hex), hex).toBeGreaterThanOrEqual(from);
      expect(hue(hex), hex).toBeLessThanOrEqual(to);
    };
    between(palette.primary.main, 90, 160);
    between(palette.success.main, 90, 160);
    between(palette.secondary.main, 200, 250);
    between(palette.info.main, 190, 250);
    between(palette.warning.main, 35, 65);
    expect(hue(palette.error.main) < 15 || hue(palette.error.main) > 345).toBe(true);
    between(palette.neutral.main, 200, 230);
  });

  it('text on filled colours is readable (WCAG AA for large text at least)', () => {
    for (const theme of [lightTheme, darkTheme]) {
      for (const key of ['primary', 'secondary', 'success', 'info', 'warning', 'error'] as const) {
        const c = theme.palette[key];
        expect(getContrastRatio(c.main, c.contrastText), `${theme.palette.mode} ${key}`).toBeGreaterThanOrEqual(3);
      }
    }
  });
});
