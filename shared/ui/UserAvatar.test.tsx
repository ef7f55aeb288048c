import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AVATAR_DEFAULT_SIZE, AVATAR_SIZES, type AvatarSize } from '../constants';
import { UserAvatar, avatarPixels, initials } from './UserAvatar';

describe('initials', () => {
  it('takes the first letters of up to two words of the alt text', () => {
    expect(initials('Ada Lovelace King')).toBe('AL');
    expect(initials('ada')).toBe('A');
    expect(initials('  maría   ñúñez ')).toBe('MÑ');
    expect(initials('(Luis) Pérez')).toBe('LP');
    expect(initials('')).toBe('');
    expect(initials(undefined)).toBe('');
  });
});

describe('<UserAvatar>', () => {
  it('has the nine spec sizes, 16 to 48 px, md by default', () => {
    expect(Object.entries(AVATAR_SIZES)).toEqual([
      ['3xs', 16], ['2xs', 20], ['xs', 24], ['sm', 28], ['md', 32], ['lg', 36], ['xl', 40], ['2xl', 44], ['3xl', 48],
    ]);
    expect(AVATAR_DEFAULT_SIZE).toBe('md');
    expect(avatarPixels()).toBe(32);
  });

  it.each(Object.keys(AVATAR_SIZES) as AvatarSize[])('size %s renders at its pixel size', (size) => {
    render(<UserAvatar alt="Ada Lovelace" size={size} />);
    expect(screen.getByRole('img', { name: 'Ada Lovelace' })).toHaveStyle({ width: `${AVATAR_SIZES[size]}px`, height: `${AVATAR_SIZES[size]}px` });
  });

  it('shows the initials when there is no picture', () => {
    render(<UserAvatar alt="Grace Brewster Hopper" />);
    const avatar = screen.getByRole('img', { name: 'Grace Brewster Hopper' });
    expect(avatar).toHaveTextContent('GB');
    expect(avatar).toHaveAttribute('data-size', 'md');
    expect(avatar).toHaveStyle({ width: '32px' });
  });

  it('shows the picture with its alt text when given', () => {
    render(<UserAvatar alt="Ada Lovelace" src="/avatar.png" />);
    expect(screen.getByRole('img', { name: 'Ada Lovelace' }).tagName).toBe('IMG');
  });
});
