import { apiClient } from './apiClient';
import { createAuthProvider } from './authProvider';
import { createDataProvider } from './dataProvider';

export { apiClient };
export const authProvider = createAuthProvider(apiClient);
export const dataProvider = createDataProvider(apiClient);
export type { AdminDataProvider } from './dataProvider';
