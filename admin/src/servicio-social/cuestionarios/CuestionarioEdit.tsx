import { ArrayInput, Edit, NumberInput, SimpleForm, SimpleFormIterator, TextInput, required, useRecordContext, useTranslate } from 'react-admin';
import type { Cuestionario } from '../../../../shared/schemas/servicio-social-evaluaciones';

const r = 'resources.servicio-social/administracion/cuestionarios';

const Titulo = () => {
  const record = useRecordContext<Cuestionario>();
  const translate = useTranslate();
  return <span>{record ? translate(`${r}.tipos.${record.tipo}`) : ''}</span>;
};

// Pessimistic: the server's 422 (repeated values, empty criteria) must reach the form.
export const CuestionarioEdit = () => (
  <Edit mutationMode="pessimistic" title={<Titulo />} redirect="list">
    <SimpleForm>
      <TextInput source="titulo" label={`${r}.fields.titulo`} validate={required()} fullWidth />
      <TextInput source="instrucciones" label={`${r}.fields.instrucciones`} multiline minRows={3} fullWidth />
      <ArrayInput source="escala" label={`${r}.fields.escala`} helperText={`${r}.helpers.escala`}>
        <SimpleFormIterator inline disableReordering>
          <NumberInput source="valor" label={`${r}.helpers.valor`} validate={required()} min={0} max={100} sx={{ width: 100 }} />
          <TextInput source="etiqueta" label={`${r}.helpers.etiqueta`} validate={required()} />
        </SimpleFormIterator>
      </ArrayInput>
      <ArrayInput source="criterios" label={`${r}.fields.criterios`} helperText={`${r}.helpers.criterios`}>
        <SimpleFormIterator>
          <TextInput source="texto" label={`${r}.helpers.texto`} validate={required()} fullWidth />
        </SimpleFormIterator>
      </ArrayInput>
    </SimpleForm>
  </Edit>
);
