// Apart from UserAvatar so a page can draw initials without importing MUI's Avatar (public-site SiteHeader).
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
