import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ENTIDADES_FEDERATIVAS } from '../../../../../../shared/egresados/valores';
import type { VacanteBusqueda } from '../../../../../../shared/schemas/servicio-social';
import { HORARIOS, MODALIDADES, TIPOS_INSTITUCION } from '../../../../../../shared/servicio-social/valores';
import { fechaCorta, pesos } from '../../comun/formato';

export function lugaresTexto(n: number): string {
  return n === 0 ? 'Sin lugares disponibles' : n === 1 ? '1 lugar disponible' : `${n} lugares disponibles`;
}

/** One open vacancy in the results, with its places left and the way to apply. */
/**
 * `bloqueo`: why the student cannot apply at all (the server's words), shown in the search page's notice.
 * `recienSolicitada`: the student has just applied here. Its «Solicitar» button, where the focus was, gives way to
 * «Ya la solicitó», so the focus goes to the vacancy's title instead of falling to the top of the page.
 */
export function VacanteCard({ vacante, onSolicitar, bloqueo, recienSolicitada }: { vacante: VacanteBusqueda; onSolicitar: () => void; bloqueo?: string | null; recienSolicitada?: boolean }) {
  const id = `vacante-${vacante.id}`;
  const llena = vacante.lugaresDisponibles === 0;
  const tituloRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (recienSolicitada && vacante.yaSolicitada) tituloRef.current?.focus();
  }, [recienSolicitada, vacante.yaSolicitada]);
  return (
    <Paper component="article" aria-labelledby={id} variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 3 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography id={id} ref={tituloRef} tabIndex={-1} component="h3" variant="h6" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
            {vacante.titulo}
          </Typography>
          <Typography>{vacante.institucion}</Typography>
          <Typography variant="body2" color="text.secondary">
            Programa: {vacante.programa} · {TIPOS_INSTITUCION[vacante.tipoInstitucion]}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {vacante.municipio}, {ENTIDADES_FEDERATIVAS[vacante.entidadFederativa]} · Publicada hasta el {fechaCorta(vacante.publicacionHasta)}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75, mt: 1 }}>
            <Chip size="small" label={MODALIDADES[vacante.modalidad]} />
            <Chip size="small" label={`Horario ${HORARIOS[vacante.horario].toLowerCase()}`} />
            {vacante.apoyoEconomico > 0 && <Chip size="small" color="success" variant="outlined" label={`Apoyo de ${pesos(vacante.apoyoEconomico)} al mes`} />}
          </Stack>
        </Box>
        <Stack spacing={1} sx={{ alignItems: { xs: 'stretch', sm: 'flex-end' }, flexShrink: 0 }}>
          <Typography sx={{ fontWeight: 700, color: llena ? 'error.main' : 'success.main' }}>{lugaresTexto(vacante.lugaresDisponibles)}</Typography>
          <Typography variant="body2" color="text.secondary">
            Cupo total: {vacante.cupo}
          </Typography>
          {vacante.yaSolicitada ? (
            <Chip color="info" label="Ya la solicitó" />
          ) : (
            <Button variant="contained" onClick={onSolicitar} disabled={llena || !!bloqueo} aria-label={`Solicitar ${vacante.titulo}`}>
              Solicitar
            </Button>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
