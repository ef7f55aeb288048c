import { Box } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Correo } from './types';

/**
 * The message's HTML in a fully sandboxed frame: no scripts, no same-origin access, no forms or popups.
 * The page's CSP still applies inside srcdoc, so remote images in a message are not fetched either.
 */
export const MailPreview = (_props: { label?: string }) => {
  const record = useRecordContext<Correo>();
  const translate = useTranslate();
  if (!record?.html) return null;
  return (
    <Box
      component="iframe"
      sandbox=""
      srcDoc={record.html}
      title={translate('resources.correos.preview_title', { subject: record.subject })}
      referrerPolicy="no-referrer"
      sx={{ width: '100%', minHeight: 420, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: '#fff' }}
    />
  );
};

/** The plain-text part, as sent. */
export const MailText = (_props: { label?: string }) => {
  const record = useRecordContext<Correo>();
  if (!record?.text) return null;
  return (
    <Box component="pre" sx={{ m: 0, p: 1.5, whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontFamily: 'monospace', fontSize: '0.85rem', bgcolor: 'action.hover', borderRadius: 1 }}>
      {record.text}
    </Box>
  );
};
