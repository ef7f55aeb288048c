import { useRef } from 'react';
import { Box, Stack } from '@mui/material';
import { TextInput } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { plantillaInputSchema } from '../../../shared/schemas/plantillas';
import { zodValidator } from '../common/zodValidator';
import { AsuntoInput } from './AsuntoInput';
import { EditorHtml, type EditorHtmlHandle } from './EditorHtml';
import { InsertarCampoMenu } from './InsertarCampoMenu';
import { PruebaButton } from './PruebaButton';
import { VistaPreviaButton } from './VistaPreviaButton';

const R = 'resources.egresados/correo/plantillas';

export const validatePlantilla = zodValidator(plantillaInputSchema);

/** Name, subject and body of a template, with the field menus, the preview and the test send; create and edit share them. */
export function PlantillaInputs() {
  const editor = useRef<EditorHtmlHandle>(null);
  const { getValues } = useFormContext();
  const actual = () => ({ asunto: getValues('asunto') as string, cuerpoHtml: getValues('cuerpoHtml') as string });
  return (
    <Box sx={{ width: '100%', maxWidth: 800, display: 'flex', flexDirection: 'column' }}>
      <TextInput source="nombre" isRequired helperText={`${R}.helpers.nombre`} sx={{ maxWidth: 560 }} />
      <AsuntoInput />
      <Box sx={{ mb: 1 }}>
        <InsertarCampoMenu label="app.plantillas.insertar_campo_cuerpo" onInsertar={(texto) => editor.current?.insertar(texto)} />
      </Box>
      <EditorHtml ref={editor} source="cuerpoHtml" label={`${R}.fields.cuerpoHtml`} helperText={`${R}.helpers.cuerpoHtml`} />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <VistaPreviaButton plantilla={actual} />
        <PruebaButton plantilla={actual} />
      </Stack>
    </Box>
  );
}
