import { useCallback, useEffect, useState } from 'react';
import { Alert, Divider, Grid } from '@mui/material';
import { NumberField, Show, TextField, useRecordContext, useRefresh } from 'react-admin';
import type { EvaluacionVista, RequisitosVista } from '../../../../shared/schemas/servicio-social-evaluaciones';
import type { PrestacionSs } from '../../../../shared/schemas/servicio-social';
import { DiaField } from '../../common/DateText';
import { EstadoChip } from '../comun/EstadoChip';
import { Ficha, Seccion } from '../comun/Ficha';
import { Acciones } from './Acciones';
import { ssFinApi } from './api';
import { Evaluaciones, Requisitos } from './Requisitos';

const f = (field: string) => `resources.servicio-social/administracion/prestaciones.fields.${field}`;

const Detalle = () => {
  const record = useRecordContext<PrestacionSs>();
  const refresh = useRefresh();
  const [datos, setDatos] = useState<{ r: RequisitosVista; e: EvaluacionVista[] } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const cargar = useCallback(async (id: number) => {
    try {
      const [r, a, s] = await Promise.all([ssFinApi.requisitos(id), ssFinApi.evaluacion(id, 'autoevaluacion'), ssFinApi.evaluacion(id, 'supervisor')]);
      setDatos({ r, e: [a, s] });
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  }, []);
  useEffect(() => {
    if (record) void cargar(record.id);
  }, [record, cargar]);
  if (!record) return null;
  return (
    <Ficha titulo={`${record.estudiante} (${record.matricula})`} estado={<EstadoChip clase="prestacion" />}>
      <Seccion>
        <TextField source="institucion" label={f('institucion')} />
        <TextField source="programa" label={f('programa')} />
        <TextField source="vacante" label={f('vacante')} />
        <TextField source="periodo" label={f('periodo')} />
        <DiaField source="fechaInicio" label={f('fechaInicio')} />
        <NumberField source="horasRequeridas" label={f('horasRequeridas')} />
        <TextField source="supervisorNombre" label={f('supervisorNombre')} emptyText="—" />
        <TextField source="supervisorCorreo" label={f('supervisorCorreo')} emptyText="—" />
      </Seccion>
      <Divider />
      {error ? <Alert severity="error">{error}</Alert> : null}
      {datos ? (
        <>
          <Acciones
            p={{ ...record, estado: datos.r.estado }}
            activa={datos.r.estado === 'en_curso' || datos.r.estado === 'concluida'}
            completa={datos.r.completos && !!datos.r.constancia}
            onCambio={() => {
              refresh();
              void cargar(record.id);
            }}
          />
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, md: 6 }}>
              <Requisitos r={datos.r} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Evaluaciones lista={datos.e} />
            </Grid>
          </Grid>
        </>
      ) : null}
    </Ficha>
  );
};

export const PrestacionShow = () => (
  <Show component="div">
    <Detalle />
  </Show>
);
