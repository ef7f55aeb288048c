import { matchRoute } from '../../../shared/routes';

export const includeDevRoutes = import.meta.env.DEV;

/** Whether this app (the public site) renders the path; anything else (the admin app, later areas) needs a full load. */
export function isPublicAppPath(path: string): boolean {
  return matchRoute(path, includeDevRoutes)?.app === 'public';
}

// An object, so tests can observe full navigations (jsdom's location cannot be spied on).
export const browser = {
  assign(path: string) {
    window.location.assign(path);
  },
};

/** A `next` target is honoured only when it is a path on this site, never another host (no open redirect). */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  const route = matchRoute(next, includeDevRoutes);
  if (route?.guard === 'guest') return null; // back to /login would loop
  return next;
}
