import { Box } from '@mui/material';
import { useGetIdentity } from 'react-admin';
import { UserAvatar } from '../../../shared/ui/UserAvatar';

/** The signed-in person's initials (the menu button already says the name, so the picture is decorative). */
export const InitialsAvatar = () => {
  const { identity } = useGetIdentity();
  return (
    <Box component="span" aria-hidden sx={{ display: 'inline-flex' }}>
      <UserAvatar alt={identity?.fullName ?? ''} size="md" sx={{ bgcolor: 'primary.contrastText', color: 'primary.main' }} />
    </Box>
  );
};
