import BlockIcon from '@mui/icons-material/Block';
import { BulkDeleteButton, DeleteButton, useRecordContext, useRefresh, type RaRecord } from 'react-admin';

type DisableKeys = 'usuarios' | 'roles' | 'permisos';

// The API's DELETE disables the record (it stays, inactive, for the audit trail), so the buttons say so
// and ask first; afterwards the list is fetched again to show the record as inactive.

/** 'Desactivar' with a confirmation dialog; hidden once the record is inactive or when `hidden` says so. */
export const DisableButton = ({ strings, hidden }: { strings: DisableKeys; hidden?: (record: RaRecord) => boolean }) => {
  const record = useRecordContext();
  const refresh = useRefresh();
  if (!record || record.activo === false || hidden?.(record)) return null;
  return (
    <DeleteButton
      label="app.actions.disable"
      icon={<BlockIcon />}
      mutationMode="pessimistic"
      confirmTitle={`resources.${strings}.disable.title`}
      confirmContent={`resources.${strings}.disable.content`}
      successMessage={`resources.${strings}.disable.done`}
      mutationOptions={{ onSettled: () => refresh() }}
    />
  );
};

export const BulkDisableButton = ({ strings }: { strings: DisableKeys }) => {
  const refresh = useRefresh();
  return (
    <BulkDeleteButton
      label="app.actions.disable"
      icon={<BlockIcon />}
      mutationMode="pessimistic"
      confirmTitle={`resources.${strings}.disable.bulk_title`}
      confirmContent={`resources.${strings}.disable.bulk_content`}
      successMessage={`resources.${strings}.disable.done`}
      mutationOptions={{ onSettled: () => refresh() }}
    />
  );
};
