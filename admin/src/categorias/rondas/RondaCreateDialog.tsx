import { Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import {
  ArrayInput, BooleanInput, Button, CheckboxGroupInput, Form, NumberInput, SaveButton, SimpleFormIterator, TextInput, useDataProvider, useNotify, useTranslate,
  type HttpError,
} from 'react-admin';
import { ETIQUETA_ARCHIVO, TIPOS_ARCHIVO } from '../../../../shared/archivos';
import { DOCUMENTO_MAX_MB_DEFAULT } from '../../../../shared/schemas/postulaciones';
import { rondaInputSchema, type RondaInput } from '../../../../shared/schemas/rondas';
import { zodValidator } from '../../common/zodValidator';
import { aLocalMx, deLocalMx } from '../../convocatorias/fechas';
import type { AdminDataProvider } from '../../providers/dataProvider';
import { ModoInputs, sinCriteriosAjenos } from './ModoInputs';

const t = (key: string) => `app.postulaciones.rondas.${key}`;
const tipoChoices = TIPOS_ARCHIVO.map((id) => ({ id, name: ETIQUETA_ARCHIVO[id] }));
const validar = zodValidator(rondaInputSchema);

// Typed in Mexico City time, sent as an instant: a bare «2026-12-01T10:00» would be read in the server's zone (UTC).
const Fecha = ({ source }: { source: 'inicio' | 'fin' }) => (
  <TextInput source={source} label={t(source)} type="datetime-local" format={aLocalMx} parse={deLocalMx} isRequired slotProps={{ inputLabel: { shrink: true } }} sx={{ minWidth: 240 }} />
);

/** A new round of the category: its mode, dates, criteria (puntaje only, weights summing 100) and documents asked of finalists. */
export const RondaCreateDialog = ({ categoriaId, open, onClose, onCreada }: { categoriaId: number; open: boolean; onClose: () => void; onCreada: () => void }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const guardar = async (values: Record<string, unknown>) => {
    const v = values as RondaInput;
    try {
      await dataProvider.crearRonda(categoriaId, sinCriteriosAjenos(v));
      notify(t('creada'), { type: 'success' });
      onCreada();
    } catch (e) {
      notify((e as HttpError).message, { type: 'error' });
    }
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="nueva-ronda">
      <Form onSubmit={guardar} validate={(v) => validar(sinCriteriosAjenos(v))} defaultValues={{ modo: 'puntaje', criterios: [{ nombre: '', descripcion: '', peso: 100 }], documentosAdicionales: [] }}>
        <DialogTitle id="nueva-ronda">{translate(t('nueva'))}</DialogTitle>
        <DialogContent>
          <TextInput source="nombre" label={t('nombre')} isRequired fullWidth />
          <ModoInputs />
          <Fecha source="inicio" />
          <Fecha source="fin" />
          <ArrayInput source="documentosAdicionales" label={t('documentos')}>
            <SimpleFormIterator inline disableReordering>
              <TextInput source="clave" label="resources.postulaciones/categorias.fields.documentos.clave" sx={{ minWidth: 160 }} />
              <TextInput source="nombre" label="resources.postulaciones/categorias.fields.documentos.nombre" sx={{ minWidth: 220 }} />
              <BooleanInput source="requerido" label="resources.postulaciones/categorias.fields.documentos.requerido" defaultValue />
              <CheckboxGroupInput source="tipos" label="resources.postulaciones/categorias.fields.documentos.tipos" choices={tipoChoices} translateChoice={false} defaultValue={['pdf']} />
              <NumberInput source="maxMb" label="resources.postulaciones/categorias.fields.documentos.maxMb" step={1} min={1} defaultValue={DOCUMENTO_MAX_MB_DEFAULT} sx={{ maxWidth: 160 }} />
            </SimpleFormIterator>
          </ArrayInput>
        </DialogContent>
        <DialogActions>
          <Button label={t('cancelar')} onClick={onClose} />
          <SaveButton label={t('crear')} alwaysEnable />
        </DialogActions>
      </Form>
    </Dialog>
  );
};
