import { Box, Stack, Typography } from '@mui/material';
import {
  ArrayInput, BooleanInput, CheckboxGroupInput, NumberInput, ReferenceInput, SelectInput, SimpleFormIterator, TextInput, useTranslate,
} from 'react-admin';
import { TIPOS_ARCHIVO, ETIQUETA_ARCHIVO } from '../../../shared/archivos';
import { DOCUMENTO_MAX_MB_DEFAULT, VINCULO_LABELS, categoriaInputSchema } from '../../../shared/schemas/postulaciones';
import { RETROALIMENTACIONES } from '../../../shared/schemas/rondas';
import { zodValidator } from '../common/zodValidator';
import { R } from '../resourceNames';
import { SumaPesos } from './SumaPesos';

const RES = 'resources.postulaciones/categorias';
const f = (field: string) => `${RES}.fields.${field}`;

const vinculoChoices = Object.entries(VINCULO_LABELS).map(([id, name]) => ({ id, name }));
const retroChoices = RETROALIMENTACIONES.map((id) => ({ id, name: `${RES}.retroalimentacion.${id}` }));
const tipoChoices = TIPOS_ARCHIVO.map((id) => ({ id, name: ETIQUETA_ARCHIVO[id] }));

export const validateCategoria = zodValidator(categoriaInputSchema);

export const categoriaDefaults = {
  elegibles: ['egresado'],
  criterios: [{ nombre: '', descripcion: '', peso: 100 }],
  escalaMin: 1,
  escalaMax: 10,
  ciega: false,
  documentos: [],
  requiereAceptacion: false,
  retroalimentacion: 'ninguna',
  activa: true,
  orden: 0,
};

const Titulo = ({ children }: { children: string }) => {
  const translate = useTranslate();
  return (
    <Typography component="h2" variant="h6" sx={{ mt: 2, mb: 1 }}>
      {translate(children)}
    </Typography>
  );
};

/** A category's fields: who may be nominated, its documents, weighted criteria and scale; create and edit share them. */
export const CategoriaInputs = () => (
  <Box sx={{ width: '100%', maxWidth: 900, display: 'flex', flexDirection: 'column' }}>
    <ReferenceInput source="convocatoriaId" reference={R.postulaciones.convocatorias} sort={{ field: 'apertura', order: 'DESC' }} perPage={100}>
      <SelectInput optionText="nombre" isRequired />
    </ReferenceInput>
    <TextInput source="nombre" isRequired />
    <TextInput source="descripcion" multiline minRows={2} />
    <TextInput source="requisitos" multiline minRows={2} />
    <CheckboxGroupInput source="elegibles" choices={vinculoChoices} translateChoice={false} isRequired />
    <NumberInput source="aniosMinimosEgreso" step={1} min={0} helperText={`${RES}.helpers.aniosMinimosEgreso`} />

    <Titulo>{f('documentos')}</Titulo>
    <ArrayInput source="documentos" label={false}>
      <SimpleFormIterator inline disableReordering>
        <TextInput source="clave" helperText={`${RES}.helpers.clave`} sx={{ minWidth: 160 }} />
        <TextInput source="nombre" sx={{ minWidth: 220 }} />
        <BooleanInput source="requerido" defaultValue />
        <CheckboxGroupInput source="tipos" choices={tipoChoices} translateChoice={false} defaultValue={['pdf']} />
        <NumberInput source="maxMb" step={1} min={1} defaultValue={DOCUMENTO_MAX_MB_DEFAULT} sx={{ maxWidth: 160 }} />
      </SimpleFormIterator>
    </ArrayInput>

    <Titulo>{f('criterios')}</Titulo>
    <SumaPesos />
    <ArrayInput source="criterios" label={false}>
      <SimpleFormIterator inline disableReordering>
        <TextInput source="nombre" sx={{ minWidth: 200 }} />
        <TextInput source="descripcion" sx={{ minWidth: 260 }} />
        <NumberInput source="peso" step={1} min={0} max={100} sx={{ maxWidth: 140 }} />
      </SimpleFormIterator>
    </ArrayInput>

    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
      <NumberInput source="escalaMin" step={1} />
      <NumberInput source="escalaMax" step={1} />
      <NumberInput source="orden" step={1} />
    </Stack>
    <BooleanInput source="ciega" helperText={`${RES}.helpers.ciega`} />
    <SelectInput source="retroalimentacion" choices={retroChoices} helperText={`${RES}.helpers.retroalimentacion`} />
    <BooleanInput source="requiereAceptacion" />
    <BooleanInput source="activa" />
  </Box>
);
