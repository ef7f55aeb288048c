import { useEffect, useMemo, useRef } from 'react';
import Box from '@mui/material/Box';
import ReactQuill from 'react-quill-new';
import { accesibilizarQuill } from '../../../../components/quillAccesible';
import 'react-quill-new/dist/quill.snow.css';
import { quillSnowSx, quillToolbarSx } from '../../../../components/quillSnowSx';
import { conClaseCampo, registrarCampo } from './campoQuill';

registrarCampo();

// Plain buttons with Spanish names instead of Quill's pickers: screen readers and axe need a name on each.
const BOTONES: [string, string | undefined, string][][] = [
  [['header', '2', 'Título'], ['header', '3', 'Subtítulo']],
  [['bold', undefined, 'Negrita'], ['italic', undefined, 'Cursiva'], ['underline', undefined, 'Subrayado']],
  [['list', 'ordered', 'Lista numerada'], ['list', 'bullet', 'Lista con viñetas']],
  [['link', undefined, 'Enlace'], ['clean', undefined, 'Quitar formato']],
];
// Tables pasted from Word survive only when Quill knows its table formats.
const FORMATOS = ['campo', 'header', 'bold', 'italic', 'underline', 'list', 'link', 'align', 'table', 'table-row', 'table-body', 'table-container'];

export interface EditorDocumentoProps {
  id: string;
  value: string;
  onChange: (html: string) => void;
  labelId: string;
  describedBy: string;
}

/** The document's rich text box; its own chunk, loaded only on a page with an editable document. */
export default function EditorDocumento({ id, value, onChange, labelId, describedBy }: EditorDocumentoProps) {
  const ref = useRef<ReactQuill>(null);
  const barra = `barra-${id}`;
  // Tab leaves the field, as in any other form field, instead of typing a tab character (Quill's default, a keyboard
  // trap). Quill's own bindings that come before or after this one still take it where it has a job: the next cell
  // of a table, and indenting a list item at its start. A handler that returns true lets the browser act on the key.
  const modules = useMemo(() => ({ toolbar: { container: `#${barra}` }, table: true, keyboard: { bindings: { tab: { key: 'Tab', handler: () => true } } } }), [barra]);

  useEffect(() => {
    const quill = ref.current?.getEditor();
    if (!quill) return;
    accesibilizarQuill(quill, { id, labelId, describedBy });
  }, [id, labelId, describedBy]);

  const insertarTabla = () => {
    const tabla = ref.current?.getEditor().getModule('table') as { insertTable?: (filas: number, columnas: number) => void } | undefined;
    tabla?.insertTable?.(2, 2);
  };

  return (
    <Box
      sx={{
        border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper',
        ...quillSnowSx,
        '& .ql-toolbar.ql-snow': { ...quillToolbarSx, position: 'sticky', top: 0, zIndex: 1, bgcolor: 'background.paper' },
        '& .ql-editor': { minHeight: { xs: 320, md: 480 } },
        '& .ql-editor td': { border: '1px solid #94a3b8', p: 0.5 },
        // A merge field reads as a filled-in value, not as text to edit.
        '& .ql-editor .campo': { bgcolor: 'action.selected', borderRadius: 0.5, px: 0.25 },
      }}
    >
      <div id={barra} role="toolbar" aria-label="Formato del texto">
        {BOTONES.map((grupo, i) => (
          <span className="ql-formats" key={i}>
            {grupo.map(([formato, valor, nombre]) => (
              <button key={`${formato}-${valor}`} type="button" className={`ql-${formato}`} value={valor} aria-label={nombre} title={nombre} />
            ))}
          </span>
        ))}
        <span className="ql-formats">
          <button type="button" aria-label="Insertar tabla" title="Insertar tabla" onClick={insertarTabla} style={{ width: 'auto', fontSize: 13 }}>
            Tabla
          </button>
        </span>
      </div>
      <ReactQuill
        ref={ref}
        theme="snow"
        modules={modules}
        formats={FORMATOS}
        value={conClaseCampo(value)}
        onChange={(html, _delta, source) => {
          if (source === 'user') onChange(html === '<p><br></p>' ? '' : html);
        }}
      />
    </Box>
  );
}
