import Box from '@mui/material/Box';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { ETIQUETA_ARCHIVO, acceptDe } from '../../../../../shared/archivos';
import { CampoArchivo } from '../../../components/CampoArchivo';
import type { DocumentoPublico } from '../api/convocatoria';
import { idDocumento } from '../form/use-postulacion-form';
import { Seccion } from './Seccion';

/** One document the category asks for, in its own box. */
function DocumentoInput({ doc, archivo, error, onChange }: { doc: DocumentoPublico; archivo: File | null | undefined; error?: string; onChange: (f: File | null) => void }) {
  return (
    <Box sx={{ border: 1, borderColor: error ? 'error.main' : 'divider', borderRadius: 2, p: 1.5 }}>
      <CampoArchivo
        id={idDocumento(doc.clave)}
        name={doc.clave}
        etiqueta={doc.nombre}
        ayuda={`${doc.tipos.map((t) => ETIQUETA_ARCHIVO[t]).join(', ')} · hasta ${doc.maxMb} MB`}
        accept={acceptDe(doc.tipos)}
        required={doc.requerido}
        archivo={archivo}
        error={error}
        onChange={onChange}
      />
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
