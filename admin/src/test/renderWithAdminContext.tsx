import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AdminContext } from 'react-admin';
import { i18nProvider } from '../i18n/i18nProvider';

/** One component with react-admin's contexts (Spanish catalog, theme, router), without the whole app. */
export const renderWithAdminContext = (ui: ReactElement) => render(<AdminContext i18nProvider={i18nProvider}>{ui}</AdminContext>);
