import { ArrayInput, FormDataConsumer, NumberInput, SelectInput, SimpleFormIterator, TextInput } from 'react-admin';
import { MODO_RONDA_LABELS, MODOS_RONDA } from '../../../../shared/schemas/rondas';
import { SumaPesos } from '../SumaPesos';

const t = (key: string) => `app.postulaciones.rondas.${key}`;
const modoChoices = MODOS_RONDA.map((id) => ({ id, name: MODO_RONDA_LABELS[id] }));

/** A round's mode and, for puntaje only, its weighted criteria: the same fields when a round is created and when its mode is chosen again. */
export const ModoInputs = () => (
  <>
    <SelectInput source="modo" label={t('modo')} choices={modoChoices} translateChoice={false} isRequired />
    <FormDataConsumer>
      {({ formData }) =>
        formData.modo === 'puntaje' && (
          <>
            <SumaPesos />
            <ArrayInput source="criterios" label={t('criterios')}>
              <SimpleFormIterator inline disableReordering>
                <TextInput source="nombre" label="resources.postulaciones/categorias.fields.criterios.nombre" sx={{ minWidth: 200 }} />
                <TextInput source="descripcion" label="resources.postulaciones/categorias.fields.criterios.descripcion" sx={{ minWidth: 240 }} />
                <NumberInput source="peso" label="resources.postulaciones/categorias.fields.criterios.peso" step={1} min={0} max={100} sx={{ maxWidth: 140 }} />
              </SimpleFormIterator>
            </ArrayInput>
          </>
        )
      }
    </FormDataConsumer>
  </>
);

/** Criteria go only with puntaje: whatever another mode left in the form is not sent. */
export const sinCriteriosAjenos = <T extends { modo?: string; criterios?: unknown }>(v: T): T => ({ ...v, criterios: v.modo === 'puntaje' ? v.criterios : undefined });
