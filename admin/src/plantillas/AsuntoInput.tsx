import { useRef } from 'react';
import { Box } from '@mui/material';
import { TextInput } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { InsertarCampoMenu } from './InsertarCampoMenu';

/** The subject, with its own «Insertar campo» menu that writes the field where the cursor was. */
export function AsuntoInput() {
  const box = useRef<HTMLDivElement>(null);
  const { getValues, setValue } = useFormContext();

  const insertar = (texto: string) => {
    const input = box.current?.querySelector('input');
    const actual = String(getValues('asunto') ?? '');
    const inicio = input?.selectionStart ?? actual.length;
    const fin = input?.selectionEnd ?? inicio;
    setValue('asunto', actual.slice(0, inicio) + texto + actual.slice(fin), { shouldDirty: true, shouldTouch: true, shouldValidate: true });
    // The menu took the focus; put the cursor back right after the inserted field.
    requestAnimationFrame(() => {
      input?.focus();
      input?.setSelectionRange(inicio + texto.length, inicio + texto.length);
    });
  };

  return (
    <Box ref={box} sx={{ width: '100%' }}>
      <TextInput source="asunto" isRequired helperText="resources.egresados/correo/plantillas.helpers.asunto" />
      <Box sx={{ mt: -1, mb: 2 }}>
        <InsertarCampoMenu label="app.plantillas.insertar_campo_asunto" onInsertar={insertar} />
      </Box>
    </Box>
  );
}
