import Avatar from '@mui/material/Avatar';
import type { SxProps, Theme } from '@mui/material/styles';
import { AVATAR_DEFAULT_SIZE, type AvatarSize } from '../constants';
import { avatarPixels, initials } from './avatar-initials';

export { avatarPixels, initials } from './avatar-initials';

interface UserAvatarProps {
  alt: string;
  src?: string;
  size?: AvatarSize;
  sx?: SxProps<Theme>;
}

/** The picture when it loads, otherwise the initials of the alt text (MUI falls back on image errors too). */
export function UserAvatar({ alt, src, size = AVATAR_DEFAULT_SIZE, sx }: UserAvatarProps) {
  const px = avatarPixels(size);
  const text = initials(alt);
  return (
    <Avatar
      src={src}
      alt={alt}
      role={src ? undefined : 'img'}
      aria-label={src ? undefined : alt}
      data-size={size}
      sx={[
        { width: px, height: px, fontSize: Math.max(8, Math.round(px * 0.42)), fontWeight: 600, bgcolor: 'primary.main', color: 'primary.contrastText' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {text || undefined}
    </Avatar>
  );
}
