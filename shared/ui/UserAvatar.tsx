import Avatar from '@mui/material/Avatar';
import type { SxProps, Theme } from '@mui/material/styles';
import { AVATAR_DEFAULT_SIZE, AVATAR_SIZES, type AvatarSize } from '../constants';

/** First letters of up to two words of the alt text: 'Ada Lovelace King' → 'AL'. */
export function initials(alt: string | null | undefined): string {
  return (alt ?? '')
    .trim()
    .split(/\s+/)
    .map((word) => word.match(/[\p{L}\p{N}]/u)?.[0])
    .filter((letter): letter is string => !!letter)
    .slice(0, 2)
    .join('')
    .toLocaleUpperCase('es-MX');
}

export function avatarPixels(size: AvatarSize = AVATAR_DEFAULT_SIZE): number {
  return AVATAR_SIZES[size] ?? AVATAR_SIZES[AVATAR_DEFAULT_SIZE];
}

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
