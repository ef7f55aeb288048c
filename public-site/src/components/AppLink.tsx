import type { AnchorHTMLAttributes, Ref } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { isPublicAppPath } from '../lib/navigation';
import { preloadPage } from '../app/pages';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  ref?: Ref<HTMLAnchorElement>;
}

/** A link that stays in this app for its own pages and loads other apps' pages (the staff panel) in full. */
export function AppLink({ to, ref, ...rest }: AppLinkProps) {
  if (isPublicAppPath(to)) {
    const preload = () => preloadPage(to);
    return <RouterLink ref={ref} to={to} onMouseEnter={preload} onFocus={preload} onTouchStart={preload} {...rest} />;
  }
  return <a ref={ref} href={to} {...rest} />;
}
