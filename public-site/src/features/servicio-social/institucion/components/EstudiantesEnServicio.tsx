import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { ESTADOS_PRESTACION } from '../../../../../../shared/servicio-social/valores';
import { useQuery } from '../../comun/api/use-query';
import { Cargando } from '../../comun/components/Cargando';
import { Tarjeta } from '../../comun/components/Tarjeta';
import { fechaCorta } from '../../comun/formato';
import { leerPrestaciones } from '../api/institucion';
import { ProgresoServicio } from '../../horas/components/ProgresoServicio';
import { EvaluarEstudiante } from '../../evaluaciones/components/EvaluarEstudiante';

/** The institution's own students serving (and those who served): GET /prestaciones answers only its own. */
export function EstudiantesEnServicio() {
  const prestaciones = useQuery(leerPrestaciones);
  const lista = prestaciones.data;
  return (
    <Tarjeta title="Estudiantes en servicio">
      {!lista ? (
        <Cargando error={prestaciones.error} retry={prestaciones.reload} label="Cargando estudiantes en servicio" />
      ) : lista.length === 0 ? (
        <Typography color="text.secondary">Aún no tiene estudiantes prestando su servicio social. Aparecerán aquí al aceptar una solicitud.</Typography>
      ) : (
        <List dense disablePadding>
          {lista.map((p, i) => (
            <ListItem key={p.id} disableGutters divider={i < lista.length - 1} sx={{ display: 'block', py: 1 }}>
              <Typography sx={{ fontWeight: 600 }}>
                {p.estudiante} <Typography component="span" variant="body2" color="text.secondary">({p.matricula})</Typography>
              </Typography>
              <Typography variant="body2">{p.vacante} · {p.programa}</Typography>
              <Typography variant="body2" color="text.secondary">
                {ESTADOS_PRESTACION[p.estado]} · periodo {p.periodo} · desde el {fechaCorta(p.fechaInicio)}
                {p.fechaFinEstimada ? `, fin estimado el ${fechaCorta(p.fechaFinEstimada)}` : ''}
                {p.supervisorNombre ? ` · supervisa ${p.supervisorNombre}` : ''}
              </Typography>
              {p.estado === 'en_curso' && (
                <Box sx={{ mt: 1 }}>
                  <ProgresoServicio prestacionId={p.id} etiqueta={`Avance de horas de ${p.estudiante}`} compacta />
                </Box>
              )}
              <EvaluarEstudiante prestacionId={p.id} estudiante={p.estudiante} />
            </ListItem>
          ))}
        </List>
      )}
    </Tarjeta>
  );
}
