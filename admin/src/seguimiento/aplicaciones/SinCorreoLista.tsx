import PhoneIcon from '@mui/icons-material/Phone';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCanAccess, useDataProvider, useRefresh, useTranslate } from 'react-admin';
import type { Aplicacion } from '../../../../shared/schemas/seguimiento';
import type { AdminDataProvider } from '../../providers/dataProvider';
import { R } from '../../resourceNames';
import { ts } from '../textos';
import { CapturaTelefonicaDialog } from './CapturaTelefonica';

/** The wave's graduates without an email; editors open one to capture the answers given by phone. */
export const SinCorreoLista = ({ aplicacion }: { aplicacion: Aplicacion }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const refresh = useRefresh();
  const { canAccess: editar } = useCanAccess({ resource: R.egresados.aplicaciones, action: 'edit' });
  const [abierta, setAbierta] = useState<number | null>(null);
  const { data = [] } = useQuery({ queryKey: ['seguimiento-sin-correo', aplicacion.id], queryFn: () => dataProvider.getSinCorreo(aplicacion.id) });
  const capturar = editar && !aplicacion.cerrada;
  return (
    <Box component="section" aria-labelledby="sin-correo-titulo">
      <Typography id="sin-correo-titulo" component="h3" variant="h6">{translate(ts('sin_correo.title'))}</Typography>
      {data.length ? (
        <Box component="ul" sx={{ pl: 3 }}>
          {data.map((g) => (
            <li key={g.id}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, py: 0.5 }}>
                <Typography>
                  {`${g.nombre} · ${g.matricula} · ${g.telefono ?? translate(ts('captura.sin_telefono'))} · `}
                  {translate(ts(g.enviada ? 'sin_correo.contestada' : 'sin_correo.pendiente'))}
                </Typography>
                {capturar ? (
                  <Button
                    size="small"
                    startIcon={<PhoneIcon />}
                    onClick={() => setAbierta(g.id)}
                    aria-label={translate(ts(g.enviada ? 'sin_correo.corregir_de' : 'sin_correo.capturar_de'), { nombre: g.nombre })}
                  >
                    {translate(ts(g.enviada ? 'sin_correo.corregir' : 'sin_correo.capturar'))}
                  </Button>
                ) : null}
              </Stack>
            </li>
          ))}
        </Box>
      ) : (
        <Typography color="text.secondary">{translate(ts('sin_correo.vacio'))}</Typography>
      )}
      {abierta !== null ? (
        <CapturaTelefonicaDialog
          invitacionId={abierta}
          onClose={() => setAbierta(null)}
          onSaved={() => {
            setAbierta(null);
            refresh();
          }}
        />
      ) : null}
    </Box>
  );
};
