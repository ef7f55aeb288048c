import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { AppLink } from './AppLink';

interface TextLinkProps {
  to: string;
  children: ReactNode;
  /** body2 for small print (footer, "¿Olvidó su contraseña?"); inherit takes the surrounding text's. */
  variant?: 'body2' | 'inherit';
  sx?: SxProps<Theme>;
  target?: string;
  rel?: string;
}

/**
 * An underlined link in the text, as MUI's Link draws it (primary colour, lighter underline that darkens on
 * hover), on a Box: the footer and the sign-in form use it, and MUI's Link would be in every first load.
 */
export function TextLink({ to, children, variant = 'inherit', sx, target, rel }: TextLinkProps) {
  return (
    <Box
      component={AppLink}
      to={to}
      target={target}
      rel={rel}
      sx={[
        (theme) => ({
          ...(variant === 'body2' ? theme.typography.body2 : {}),
          color: 'primary.main',
          textDecoration: 'underline',
          textDecorationColor: 'color-mix(in srgb, currentColor 40%, transparent)',
          '&:hover': { textDecorationColor: 'currentColor' },
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}
