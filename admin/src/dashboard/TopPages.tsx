import { Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { routes } from '../../../shared/routes';
import type { DashboardSummary } from './types';

function titleOf(route: string): string {
  return routes.find((r) => r.path === route)?.title ?? route;
}

/** The most visited pages of the last 30 days (first-party page views). */
export const TopPages = ({ visitas }: { visitas: NonNullable<DashboardSummary['visitas']> }) => {
  const translate = useTranslate();
  return (
    <Card component="section" aria-labelledby="dashboard-top-pages" sx={{ height: '100%' }}>
      <CardContent>
        <Typography id="dashboard-top-pages" variant="h6" component="h2" gutterBottom>
          {translate('app.dashboard.visitas.top')}
        </Typography>
        {visitas.top.length ? (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('app.dashboard.visitas.route')}</TableCell>
                <TableCell align="right">{translate('app.dashboard.visitas.total')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {visitas.top.map((row) => (
                <TableRow key={row.route}>
                  <TableCell component="th" scope="row">
                    {titleOf(row.route)}
                    <Typography variant="caption" color="text.secondary" sx={{ display: 'block', wordBreak: 'break-all' }}>
                      {row.route}
                    </Typography>
                  </TableCell>
                  <TableCell align="right">{row.total.toLocaleString('es-MX')}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : (
          <Typography color="text.secondary">{translate('app.dashboard.visitas.none')}</Typography>
        )}
      </CardContent>
    </Card>
  );
};
