import { useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { ETIQUETA_ARCHIVO, MB, acceptDe } from '../../../../../shared/archivos';
import type { DocumentoPublico } from '../api/convocatoria';
import { idDocumento } from '../form/use-postulacion-form';
import { Seccion } from './Seccion';

const tamano = (bytes: number) => (bytes >= MB ? `${(bytes / MB).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

function DocumentoInput({ doc, archivo, error, onChange }: { doc: DocumentoPublico; archivo: File | null | undefined; error?: string; onChange: (f: File | null) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const id = idDocumento(doc.clave);
  const ayuda = `${id}-ayuda`;
  return (
    <Box sx={{ border: 1, borderColor: error ? 'error.main' : 'divider', borderRadius: 2, p: 1.5 }}>
      <Typography component="label" htmlFor={id} sx={{ fontWeight: 600, display: 'block' }}>
        {doc.nombre}
        {doc.requerido ? ' *' : ' (opcional)'}
      </Typography>
      <Typography variant="body2" color="text.secondary" id={`${ayuda}-tipos`}>
        {doc.tipos.map((t) => ETIQUETA_ARCHIVO[t]).join(', ')} · hasta {doc.maxMb} MB
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1, alignItems: { sm: 'center' } }}>
        <input
          ref={input}
          id={id}
          name={doc.clave}
          type="file"
          accept={acceptDe(doc.tipos)}
          required={doc.requerido}
          aria-invalid={!!error}
          aria-describedby={`${ayuda}-tipos ${ayuda}`}
          onChange={(e) => onChange(e.target.files?.[0] ?? null)}
          style={{ maxWidth: '100%' }}
        />
        {archivo && (
          <Button
            size="small"
            onClick={() => {
              if (input.current) input.current.value = '';
              onChange(null);
            }}
          >
            Quitar {doc.nombre.toLowerCase()}
          </Button>
        )}
      </Stack>
      <FormHelperText id={ayuda} error={!!error}>
        {error ?? (archivo ? `${archivo.name} · ${tamano(archivo.size)}` : '')}
      </FormHelperText>
    </Box>
  );
}

/** One file input per document the chosen category asks for. */
export function DocumentosSection({ documentos, archivos, errors, setArchivo }: { documentos: DocumentoPublico[]; archivos: Record<string, File | null>; errors: Record<string, string>; setArchivo: (clave: string, f: File | null) => void }) {
  if (!documentos.length) return null;
  return (
    <Seccion
      id="seccion-documentos"
      titulo="Documentos"
      descripcion={
        <>
          <UploadFileOutlined fontSize="inherit" aria-hidden sx={{ verticalAlign: 'middle', mr: 0.5 }} />
          Los documentos no se guardan en un borrador: adjúntelos al enviar la postulación.
        </>
      }
    >
      {documentos.map((doc) => (
        <DocumentoInput key={doc.clave} doc={doc} archivo={archivos[doc.clave]} error={errors[doc.clave]} onChange={(f) => setArchivo(doc.clave, f)} />
      ))}
    </Seccion>
  );
}
