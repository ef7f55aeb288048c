// The Snow theme of react-quill-new as both public editors show it: borderless inside the field's own frame, a
// wrapping toolbar, and the link tooltip's English words replaced by Spanish ones (Quill draws them in CSS).
export const quillToolbarSx = { border: 0, borderBottom: 1, borderColor: 'divider', display: 'flex', flexWrap: 'wrap' } as const;

export const quillSnowSx = {
  '& .ql-container.ql-snow': { border: 0, fontSize: 16, fontFamily: 'inherit' },
  '& .ql-snow .ql-tooltip': { zIndex: 2, left: '0 !important' },
  '& .ql-snow .ql-tooltip::before': { content: '"Visitar:"' },
  '& .ql-snow .ql-tooltip[data-mode=link]::before': { content: '"Dirección del enlace:"' },
  '& .ql-snow .ql-tooltip a.ql-action::after': { content: '"Editar"' },
  '& .ql-snow .ql-tooltip.ql-editing a.ql-action::after': { content: '"Guardar"' },
  '& .ql-snow .ql-tooltip a.ql-remove::before': { content: '"Quitar"' },
} as const;
