import { Labeled, NumberField, Show, SimpleShowLayout, TextField, TopToolbar, ListButton } from 'react-admin';
import { DateText } from '../common/DateText';
import { EstadoChip } from './EstadoChip';
import { MailPreview, MailText } from './MailPreview';
import { ResendButton } from './ResendButton';

const f = (field: string) => `resources.correos.fields.${field}`;

const Actions = () => (
  <TopToolbar>
    <ListButton />
    <ResendButton />
  </TopToolbar>
);

export const CorreoShow = () => (
  <Show actions={<Actions />}>
    <SimpleShowLayout>
      <TextField source="to" label={f('to')} />
      <TextField source="subject" label={f('subject')} />
      <Labeled label={f('estado')}>
        <EstadoChip />
      </Labeled>
      <NumberField source="intentos" label={f('intentos')} />
      <TextField source="ultimoError" label={f('ultimoError')} emptyText="—" />
      <DateText source="createdAt" label={f('createdAt')} />
      <DateText source="enviadoEn" label={f('enviadoEn')} emptyText="—" />
      <Labeled label={f('html')} fullWidth>
        <MailPreview />
      </Labeled>
      <Labeled label={f('text')} fullWidth>
        <MailText />
      </Labeled>
    </SimpleShowLayout>
  </Show>
);
