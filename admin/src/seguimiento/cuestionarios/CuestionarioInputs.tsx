import { Alert } from '@mui/material';
import { ArrayInput, BooleanInput, FormDataConsumer, NumberInput, SelectInput, SimpleFormIterator, TextInput, required, useRecordContext, useTranslate } from 'react-admin';
import { TIPOS_PREGUNTA, type Cuestionario } from '../../../../shared/schemas/seguimiento';
import { fc, lista, tipoChoices, ts } from '../textos';
import { SeccionPlegable } from './SeccionPlegable';

const tiposPregunta = Object.keys(TIPOS_PREGUNTA).map((id) => ({ id, name: ts(`tipos_pregunta.${id}`) }));

/** Frozen versions: saving makes the next one, and staff should know before they do. */
const AvisoVersion = () => {
  const c = useRecordContext<Cuestionario>();
  const translate = useTranslate();
  if (!c?.respuestas) return null;
  return <Alert severity="info" sx={{ mb: 2 }}>{translate(ts('congelado'), { smart_count: c.respuestas, siguiente: c.version + 1 })}</Alert>;
};

/** Sections, and questions inside each, with the options, scale bounds and «mostrar si» their type needs. */
export const CuestionarioInputs = () => (
  <>
    <AvisoVersion />
    <TextInput source="nombre" label={fc('nombre')} validate={required()} fullWidth />
    <SelectInput source="tipo" label={fc('tipo')} choices={tipoChoices} validate={required()} />
    <TextInput source="descripcion" label={fc('descripcion')} multiline fullWidth />
    <ArrayInput source="secciones" label={fc('secciones')}>
      <SimpleFormIterator disableReordering={false} fullWidth>
        <TextInput source="titulo" label={fc('titulo')} validate={required()} fullWidth />
        <SeccionPlegable>
          <ArrayInput source="preguntas" label={fc('preguntas')}>
            <SimpleFormIterator fullWidth>
              <TextInput source="clave" label={fc('clave')} validate={required()} />
              <TextInput source="texto" label={fc('texto')} validate={required()} fullWidth />
              <SelectInput source="tipo" label={fc('tipoPregunta')} choices={tiposPregunta} validate={required()} />
              <BooleanInput source="requerida" label={fc('requerida')} />
              <FormDataConsumer>
                {({ scopedFormData }) =>
                  scopedFormData?.tipo === 'opcion_unica' || scopedFormData?.tipo === 'opcion_multiple' ? (
                    <ArrayInput source="opciones" label={fc('opciones')}>
                      <SimpleFormIterator inline>
                        <TextInput source="valor" label={fc('valor')} validate={required()} />
                        <TextInput source="etiqueta" label={fc('etiqueta')} validate={required()} />
                      </SimpleFormIterator>
                    </ArrayInput>
                  ) : scopedFormData?.tipo === 'escala' ? (
                    <>
                      <NumberInput source="escalaMin" label={fc('escalaMin')} validate={required()} />
                      <NumberInput source="escalaMax" label={fc('escalaMax')} validate={required()} />
                    </>
                  ) : null
                }
              </FormDataConsumer>
              <TextInput source="mostrarSi.clave" label={fc('mostrarSiClave')} />
              <TextInput source="mostrarSi.valores" label={fc('mostrarSiValores')} helperText={ts('mostrarSiValoresAyuda')} {...lista} />
            </SimpleFormIterator>
          </ArrayInput>
        </SeccionPlegable>
      </SimpleFormIterator>
    </ArrayInput>
  </>
);

/** An empty «mostrar si» is no condition at all. */
export function aPeticion(data: Record<string, unknown>) {
  const secciones = (data.secciones as { preguntas?: Record<string, unknown>[] }[] | undefined)?.map((s) => ({
    ...s,
    preguntas: (s.preguntas ?? []).map((p) => {
      const mostrarSi = p.mostrarSi as { clave?: string } | null | undefined;
      return { ...p, requerida: !!p.requerida, mostrarSi: mostrarSi?.clave ? mostrarSi : null };
    }),
  }));
  return { ...data, secciones };
}
