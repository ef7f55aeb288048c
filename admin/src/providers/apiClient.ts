import { ApiClient } from '../../../shared/api/client';

// The one client of the back office: react-admin's providers and the custom screens share its session.
export const apiClient = new ApiClient({
  // /login belongs to the public app, so this is a full page load, not a react-admin navigation.
  onUnauthorized: () => window.location.assign('/login'),
});
