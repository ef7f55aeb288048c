import { useState, type ReactElement } from 'react';
import { Button, useDataProvider, useNotify, useRecordContext, useRefresh, type RaRecord } from 'react-admin';
import type { AdminDataProvider } from '../../providers/dataProvider';
import { DecisionDialog, type Opcion } from './DecisionDialog';

interface Props<R extends RaRecord, V extends string> {
  /** Translation prefix: `boton`, `titulo`, `descripcion`, the text box's label and help, and `hecho.<decision>`. */
  claves: string;
  icon: ReactElement;
  opciones: Opcion<V>[];
  /** The record as the dialog's title names it. */
  nombre: (record: R) => string;
  /** The text's field in the API body and in the translations (`<campo>` and `<campo>_ayuda`). */
  campo?: 'motivo' | 'observaciones';
  /** Sends the decision; a success notice and a refresh follow, a rejection keeps the dialog open with its message. */
  decidir: (dataProvider: AdminDataProvider, record: R, decision: V, texto: string | null) => Promise<unknown>;
}

/** The toolbar button of a record page that opens a staff decision (validate, review, eligibility) and sends it. */
export function DecisionButton<R extends RaRecord, V extends string>({ claves, icon, opciones, nombre, campo = 'motivo', decidir }: Props<R, V>) {
  const record = useRecordContext<R>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  const k = (key: string) => `${claves}.${key}`;
  return (
    <>
      <Button label={k('boton')} onClick={() => setOpen(true)}>
        {icon}
      </Button>
      <DecisionDialog<V>
        open={open}
        onClose={() => setOpen(false)}
        title={k('titulo')}
        titleOptions={{ nombre: nombre(record) }}
        description={k('descripcion')}
        opciones={opciones}
        motivoLabel={k(campo)}
        motivoHelp={k(`${campo}_ayuda`)}
        motivoCampo={campo}
        onSubmit={async (decision, texto) => {
          await decidir(dataProvider, record, decision, texto || null);
          notify(k(`hecho.${decision}`), { type: 'success' });
          refresh();
        }}
      />
    </>
  );
}
