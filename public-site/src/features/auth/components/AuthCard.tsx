import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  icon?: ReactNode;
  children: ReactNode;
}

/** The narrow card every account page (sign-in, password, email checks) sits in. */
export function AuthCard({ title, subtitle, icon, children }: AuthCardProps) {
  return (
    <Box sx={{ px: 2, py: { xs: 4, md: 8 }, display: 'flex', justifyContent: 'center' }}>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 4 }, borderRadius: 3 }}>
        <Stack spacing={1} sx={{ mb: 3, alignItems: 'flex-start' }}>
          {icon && (
            <Box sx={{ color: 'primary.main', fontSize: 40, lineHeight: 1, mb: 1 }} aria-hidden>
              {icon}
            </Box>
          )}
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          {subtitle && <Typography color="text.secondary">{subtitle}</Typography>}
        </Stack>
        {children}
      </Paper>
    </Box>
  );
}
