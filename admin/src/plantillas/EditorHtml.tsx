import { useEffect, useId, useImperativeHandle, useMemo, useRef, type Ref } from 'react';
import { Box, FormHelperText, Typography } from '@mui/material';
import ReactQuill from 'react-quill-new';
import 'react-quill-new/dist/quill.snow.css';
import { InputHelperText, useInput, useTranslate } from 'react-admin';
import { ColorMenu } from './ColorMenu';
import { quillEnEspanol } from './quillEnEspanol';

/** What the «Insertar campo» menu does to the editor. */
export interface EditorHtmlHandle {
  insertar(texto: string): void;
}

const e = (key: string) => `app.plantillas.editor.${key}`;

// Quill's own toolbar would be built from <select>s it turns into unlabeled pickers; plain buttons with Spanish
// names are what screen readers and the accessibility check need.
const BOTONES: [string, string | undefined, string][][] = [
  [['header', '1', 'titulo1'], ['header', '2', 'titulo2'], ['header', '3', 'titulo3']],
  [['bold', undefined, 'negrita'], ['italic', undefined, 'cursiva'], ['underline', undefined, 'subrayado'], ['strike', undefined, 'tachado']],
  [['list', 'ordered', 'lista_numerada'], ['list', 'bullet', 'lista_vinetas']],
  [['align', '', 'alinear_izquierda'], ['align', 'center', 'centrar'], ['align', 'right', 'alinear_derecha'], ['align', 'justify', 'justificar']],
  [['link', undefined, 'enlace'], ['clean', undefined, 'limpiar']],
];
const ENLACE = '{{enlaceActualizacion}}';
const FORMATOS = ['header', 'bold', 'italic', 'underline', 'strike', 'color', 'list', 'align', 'link'];
const FORMATOS_TABLAS = [...FORMATOS, 'table', 'table-row', 'table-body', 'table-container'];

interface Props {
  source: string;
  label: string;
  helperText?: string;
  ref?: Ref<EditorHtmlHandle>;
  /** Documents (servicio social templates) keep tables; mail bodies do not. */
  tablas?: boolean;
}

/** The template body: a Quill editor bound to the form, with a label, its error and an accessible name. */
export function EditorHtml({ source, label, helperText, ref, tablas = false }: Props) {
  const translate = useTranslate();
  const { field, fieldState, formState } = useInput({ source });
  const quillRef = useRef<ReactQuill>(null);
  const base = useId().replace(/[^a-zA-Z0-9]/g, '');
  const ids = { toolbar: `barra-${base}`, label: `etiqueta-${base}`, helper: `ayuda-${base}` };
  const modules = useMemo(() => ({ toolbar: { container: `#${ids.toolbar}` }, ...(tablas ? { table: true } : {}) }), [ids.toolbar, tablas]);
  const invalid = fieldState.invalid && (fieldState.isTouched || formState.isSubmitted);

  useImperativeHandle(ref, () => ({
    insertar(texto) {
      const quill = quillRef.current?.getEditor();
      if (!quill) return;
      const range = quill.getSelection(true) ?? { index: quill.getLength() - 1, length: 0 };
      if (range.length) quill.deleteText(range.index, range.length, 'user');
      // The update link goes in as a link to itself, so every mail client shows it clickable.
      const formato = texto === ENLACE ? { link: ENLACE } : {};
      quill.insertText(range.index, texto, formato, 'user');
      quill.setSelection(range.index + texto.length, 0, 'user');
      // What is typed next is plain text again, not more of the link.
      if (texto === ENLACE) quill.format('link', false, 'user');
    },
  }));

  useEffect(() => {
    const quill = quillRef.current?.getEditor();
    if (!quill) return;
    quillEnEspanol(quill, translate(e('direccion_enlace')));
    quill.root.setAttribute('role', 'textbox');
    quill.root.setAttribute('aria-multiline', 'true');
    quill.root.setAttribute('aria-labelledby', ids.label);
    quill.root.setAttribute('aria-describedby', ids.helper);
  }, [translate, ids.label, ids.helper]);

  useEffect(() => {
    quillRef.current?.getEditor().root.setAttribute('aria-invalid', String(invalid));
  }, [invalid]);

  return (
    <Box sx={{ width: '100%', mb: 2 }}>
      <Typography id={ids.label} component="div" variant="body2" color={invalid ? 'error' : 'text.secondary'} sx={{ mb: 0.5 }}>
        {translate(label)} *
      </Typography>
      <Box
        sx={{
          border: 1,
          borderColor: invalid ? 'error.main' : 'divider',
          borderRadius: 1,
          '& .ql-toolbar.ql-snow': { border: 0, borderBottom: 1, borderColor: 'divider', display: 'flex', flexWrap: 'wrap', alignItems: 'center' },
          '& .ql-container.ql-snow': { border: 0, fontSize: 16, fontFamily: 'inherit' },
          '& .ql-editor': { minHeight: 240 },
          '& .ql-snow .ql-tooltip': { zIndex: 2 },
          // The snow theme writes its link tooltip's words in CSS, in English.
          '& .ql-snow .ql-tooltip::before': { content: '"Visitar:"' },
          '& .ql-snow .ql-tooltip[data-mode=link]::before': { content: '"Dirección del enlace:"' },
          '& .ql-snow .ql-tooltip a.ql-action::after': { content: '"Editar"' },
          '& .ql-snow .ql-tooltip.ql-editing a.ql-action::after': { content: '"Guardar"' },
          '& .ql-snow .ql-tooltip a.ql-remove::before': { content: '"Quitar"' },
        }}
      >
        <div id={ids.toolbar} role="toolbar" aria-label={translate(e('barra'))}>
          {BOTONES.map((grupo, i) => (
            <span className="ql-formats" key={i}>
              {grupo.map(([formato, valor, nombre]) => (
                <button key={`${formato}-${valor}`} type="button" className={`ql-${formato}`} value={valor} aria-label={translate(e(nombre))} title={translate(e(nombre))} />
              ))}
              {i === 1 && <ColorMenu onColor={(valor) => quillRef.current && elegirColor(quillRef.current, valor)} />}
            </span>
          ))}
        </div>
        <ReactQuill
          ref={quillRef}
          theme="snow"
          modules={modules}
          formats={tablas ? FORMATOS_TABLAS : FORMATOS}
          value={field.value ?? ''}
          onChange={(html, _delta, source) => {
            // Quill normalises the stored HTML when it loads it; only the user's edits change the form.
            if (source === 'user') field.onChange(html);
          }}
          onBlur={() => field.onBlur()}
        />
      </Box>
      <FormHelperText id={ids.helper} error={invalid}>
        <InputHelperText error={invalid ? fieldState.error?.message : undefined} helperText={helperText} />
      </FormHelperText>
    </Box>
  );
}

function elegirColor(editor: ReactQuill, valor: string | false) {
  const quill = editor.getEditor();
  quill.getSelection(true);
  quill.format('color', valor, 'user');
}
