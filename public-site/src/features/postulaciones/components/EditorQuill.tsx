import { useEffect, useMemo, useRef } from 'react';
import Box from '@mui/material/Box';
import ReactQuill from 'react-quill-new';
import { accesibilizarQuill } from '../../../components/quillAccesible';
import 'react-quill-new/dist/quill.snow.css';
import { quillSnowSx, quillToolbarSx } from '../../../components/quillSnowSx';

// Plain buttons with Spanish names instead of Quill's pickers: screen readers and axe need a name on each.
const BOTONES: [string, string | undefined, string][][] = [
  [['bold', undefined, 'Negrita'], ['italic', undefined, 'Cursiva'], ['underline', undefined, 'Subrayado']],
  [['list', 'ordered', 'Lista numerada'], ['list', 'bullet', 'Lista con viñetas']],
  [['link', undefined, 'Enlace'], ['clean', undefined, 'Quitar formato']],
];
const FORMATOS = ['bold', 'italic', 'underline', 'list', 'link'];
// A handler that returns true lets the browser act on the key.
const SALIR_CON_TAB = { tab: { key: 'Tab', handler: () => true }, 'shift tab': { key: 'Tab', shiftKey: true, handler: () => true } };

export interface EditorQuillProps {
  id: string;
  value: string;
  onChange: (html: string) => void;
  onBlur: () => void;
  labelId: string;
  describedBy: string;
  invalid: boolean;
}

/** The rich text box itself, started when the visitor focuses its look-alike field (EditorTexto): it takes the focus. */
export default function EditorQuill({ id, value, onChange, onBlur, labelId, describedBy, invalid }: EditorQuillProps) {
  const ref = useRef<ReactQuill>(null);
  const barra = `barra-${id}`;
  // Tab leaves the field, as in any other form field, instead of typing a tab (Quill's default traps the keyboard).
  const modules = useMemo(() => ({ toolbar: { container: `#${barra}` }, keyboard: { bindings: SALIR_CON_TAB } }), [barra]);

  useEffect(() => {
    const quill = ref.current?.getEditor();
    if (!quill) return;
    accesibilizarQuill(quill, { id, labelId, describedBy });
  }, [id, labelId, describedBy]);

  useEffect(() => {
    const quill = ref.current?.getEditor();
    // At the end of the text, where a click on the look-alike box would have put the caret.
    quill?.setSelection(quill.getLength(), 0, 'silent');
  }, []);

  useEffect(() => {
    ref.current?.getEditor().root.setAttribute('aria-invalid', String(invalid));
  }, [invalid]);

  return (
    <Box
      sx={{
        border: 1,
        borderColor: invalid ? 'error.main' : 'divider',
        borderRadius: 1,
        ...quillSnowSx,
        '& .ql-toolbar.ql-snow': quillToolbarSx,
        '& .ql-editor': { minHeight: 180 },
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
      </div>
      <ReactQuill
        ref={ref}
        theme="snow"
        modules={modules}
        formats={FORMATOS}
        value={value}
        onChange={(html, _delta, source) => {
          if (source === 'user') onChange(html === '<p><br></p>' ? '' : html);
        }}
        onBlur={onBlur}
      />
    </Box>
  );
}
