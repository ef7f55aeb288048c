import { useRef } from 'react';
import { Box } from '@mui/material';
import { Edit, NumberInput, SaveButton, SimpleForm, TextInput, Toolbar } from 'react-admin';
import { CAMPOS_DOCUMENTO } from '../../../../shared/servicio-social/documentos';
import { EditorHtml, type EditorHtmlHandle } from '../../plantillas/EditorHtml';
import { InsertarCampoMenu } from '../../plantillas/InsertarCampoMenu';
import { LogoPlantilla } from './LogoPlantilla';

const f = (field: string) => `resources.servicio-social/administracion/plantillas-documentos.fields.${field}`;
const h = (field: string) => `resources.servicio-social/administracion/plantillas-documentos.helpers.${field}`;
const CAMPOS = Object.entries(CAMPOS_DOCUMENTO) as [string, string][];

function Seccion({ source }: { source: 'encabezado' | 'cuerpo' | 'pie' }) {
  const editor = useRef<EditorHtmlHandle>(null);
  return (
    <Box sx={{ width: '100%' }}>
      <InsertarCampoMenu label="app.servicio_social.plantillas_documentos.insertar_campo" campos={CAMPOS} onInsertar={(t) => editor.current?.insertar(t)} />
      <EditorHtml ref={editor} source={source} label={f(source)} helperText={h(source)} tablas />
    </Box>
  );
}

/** The office's template of one document type: letterhead, body with merge fields, signatures block, word limit. */
export const PlantillaDocumentoEdit = () => (
  <Edit mutationMode="pessimistic" redirect={false}>
    {/* Templates are never deleted: each document type always has one. */}
    <SimpleForm sx={{ maxWidth: 900 }} toolbar={<Toolbar><SaveButton /></Toolbar>}>
      <TextInput source="titulo" label={f('titulo')} isRequired sx={{ maxWidth: 560 }} />
      <NumberInput source="limitePalabras" label={f('limitePalabras')} helperText={h('limitePalabras')} min={1} sx={{ maxWidth: 240 }} />
      <LogoPlantilla />
      <Seccion source="encabezado" />
      <Seccion source="cuerpo" />
      <Seccion source="pie" />
    </SimpleForm>
  </Edit>
);
