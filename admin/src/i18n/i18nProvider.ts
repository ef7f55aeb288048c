import polyglotI18nProvider from 'ra-i18n-polyglot';
import { es } from './es';

// One language; polyglot applies Spanish plural rules for 'es' and warns about any key missing from the catalog.
export const i18nProvider = polyglotI18nProvider(() => es, 'es', [{ locale: 'es', name: 'Español' }]);
