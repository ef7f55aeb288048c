import { Stack } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { TagChip } from '../common/fields';

/** The names of a user's roles, as the API lists them. */
export const RoleChips = () => {
  const record = useRecordContext<{ roles?: string[] }>();
  if (!record?.roles?.length) return null;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {record.roles.map((role) => (
        // Long role names are cut with an ellipsis (the full name is the tooltip) so the table keeps its width.
        <TagChip key={role} label={role} title={role} sx={{ maxWidth: 220 }} />
      ))}
    </Stack>
  );
};
