import type { ReactElement, ReactNode } from 'react';
import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { Link } from 'react-router-dom';

interface Props {
  title: string;
  value: number;
  detail?: ReactNode;
  icon: ReactElement;
  to?: string;
}

/** One figure with its label; the whole card links to the screen behind it. */
export const StatCard = ({ title, value, detail, icon, to }: Props) => {
  const body = (
    <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
      <Box sx={{ color: 'primary.main', mt: 0.5 }} aria-hidden>
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" color="text.secondary" component="h2">
          {title}
        </Typography>
        <Typography variant="h4" component="p" sx={{ fontWeight: 600, lineHeight: 1.2 }}>
          {value.toLocaleString('es-MX')}
        </Typography>
        {detail ? (
          <Typography variant="body2" color="text.secondary" component="div">
            {detail}
          </Typography>
        ) : null}
      </Box>
    </CardContent>
  );
  return (
    <Card sx={{ height: '100%' }}>
      {to ? (
        <CardActionArea component={Link} to={to} sx={{ height: '100%', alignItems: 'flex-start' }}>
          {body}
        </CardActionArea>
      ) : (
        body
      )}
    </Card>
  );
};
