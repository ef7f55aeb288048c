import { TableBody, TableCell, TableHead, TableRow, Typography, Box } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useGetMany, useTranslate } from 'react-admin';
import type { Aplicacion } from '../../../../shared/schemas/seguimiento';
import type { AdminDataProvider } from '../../providers/dataProvider';
import { TablaDesplazable } from '../../common/TablaDesplazable';
import { R } from '../../resourceNames';
import { fa, ts } from '../textos';

const pct = (n: number) => `${n.toLocaleString('es-MX', { maximumFractionDigits: 1 })} %`;

/** Response rate and margin of error per program and generación, live. */
export const AvanceTabla = ({ aplicacion }: { aplicacion: Aplicacion }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { data = [] } = useQuery({ queryKey: ['seguimiento-avance', aplicacion.id], queryFn: () => dataProvider.getAvanceAplicacion(aplicacion.id), refetchInterval: 30_000 });
  const { data: programas = [] } = useGetMany<{ id: number; nombre: string }>(R.egresados.programas, { ids: [...new Set(data.map((d) => d.programaId))] }, { enabled: data.length > 0 });
  const nombre = (id: number) => programas.find((p) => p.id === id)?.nombre ?? String(id);
  return (
    <Box component="section" aria-labelledby="avance-titulo">
      <Typography id="avance-titulo" component="h3" variant="h6" sx={{ mb: 1 }}>{translate(ts('avance.title'))}</Typography>
      {data.length === 0 ? (
        <Typography color="text.secondary">{translate(ts('avance.vacio'))}</Typography>
      ) : (
        <TablaDesplazable label={translate(ts('avance.title'))}>
            <TableHead>
              <TableRow>
                <TableCell>{translate(ts('avance.programa'))}</TableCell>
                <TableCell>{translate(ts('avance.generacion'))}</TableCell>
                <TableCell align="right">{translate(fa('poblacion'))}</TableCell>
                <TableCell align="right">{translate(fa('invitados'))}</TableCell>
                <TableCell align="right">{translate(fa('respuestas'))}</TableCell>
                <TableCell align="right">{translate(ts('avance.tasa'))}</TableCell>
                <TableCell align="right">{translate(ts('avance.margen'))}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((d) => (
                <TableRow key={`${d.programaId}-${d.generacion}`}>
                  <TableCell>{nombre(d.programaId)}</TableCell>
                  <TableCell>{d.generacion}</TableCell>
                  <TableCell align="right">{d.poblacion}</TableCell>
                  <TableCell align="right">{d.invitados}</TableCell>
                  <TableCell align="right">{d.respuestas}</TableCell>
                  <TableCell align="right">{pct(d.tasaRespuesta)}</TableCell>
                  <TableCell align="right">{d.margenError === null ? '—' : `±${d.margenError.toLocaleString('es-MX', { maximumFractionDigits: 1 })}`}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </TablaDesplazable>
      )}
    </Box>
  );
};
