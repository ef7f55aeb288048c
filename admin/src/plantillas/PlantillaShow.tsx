import { Box } from '@mui/material';
import { EditButton, Labeled, NumberField, Show, SimpleShowLayout, TextField, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import type { Plantilla } from '../../../shared/schemas/plantillas';
import { DateText } from '../common/DateText';
import { VistaPreviaButton } from './VistaPreviaButton';

const Acciones = () => {
  const record = useRecordContext<Plantilla>();
  return (
    <TopToolbar sx={{ flexWrap: 'wrap' }}>
      {record ? <VistaPreviaButton plantilla={() => record} /> : null}
      <EditButton />
    </TopToolbar>
  );
};

/** The stored body, shown in a sandboxed frame: even sanitised HTML never runs in the back office's page. */
const Cuerpo = () => {
  const record = useRecordContext<Plantilla>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Labeled label="app.plantillas.show.cuerpo" fullWidth>
      <Box
        component="iframe"
        sandbox=""
        srcDoc={`<!doctype html><html lang="es"><body style="font-family:Arial,sans-serif">${record.cuerpoHtml}</body></html>`}
        title={translate('app.plantillas.show.cuerpo')}
        sx={{ width: '100%', maxWidth: 800, height: 360, border: 1, borderColor: 'divider', borderRadius: 1 }}
      />
    </Labeled>
  );
};

export const PlantillaShow = () => (
  <Show actions={<Acciones />}>
    <SimpleShowLayout>
      <TextField source="nombre" />
      <TextField source="asunto" />
      <NumberField source="campanas" />
      <DateText source="createdAt" />
      <DateText source="updatedAt" />
      <Cuerpo />
    </SimpleShowLayout>
  </Show>
);
