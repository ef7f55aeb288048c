import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { useNavigationEffects } from '../../../shared/app';
import { AdminAppBar } from './AdminAppBar';
import { AdminMenu } from './AdminMenu';

export const AdminLayout = ({ children }: { children: ReactNode }) => {
  // The route table's title, a first-party page view and the new-build check on every navigation.
  useNavigationEffects({ includeDev: import.meta.env.DEV, watchBuilds: import.meta.env.PROD });
  return (
    // Screens are lazy (common/lazyScreen.ts): react-admin's Layout wraps the content column, not the frame, in
    // Suspense, so app bar and menu stay while a screen's chunk loads (React Router navigates in a transition,
    // so the previous screen usually stays until the next one is ready).
    // min-width 0 lets the content column shrink to a phone's width instead of growing with long values.
    <Layout appBar={AdminAppBar} menu={AdminMenu} sx={{ minWidth: 0, '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content, & .RaList-main': { minWidth: 0 }, '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
      // MUI's 16 px each side of every cell pushed the last column of the graduates and users lists out of a 1280 px
      // window (a table 36–58 px wider than its column); 8 px fits them, wide screens keep the roomier spacing. Addresses
      // wrap before their «@» (common/CorreoPartible.tsx) when a long one would not fit.
      '& .RaDataTable-table .MuiTableCell-root:not(.MuiTableCell-paddingCheckbox)': { px: { xs: 1, xxl: 2 } },
      // With the tighter cells, a one-line sort header (20 px tall) can sit within 24 px of its neighbour: each header is
      // a 24 px touch target of its own (axe target-size, WCAG 2.5.8).
      '& .RaDataTable-table .MuiTableSortLabel-root': { minHeight: 24 },
      // With nothing selected react-admin folds the bulk actions bar to 0 px high, but its buttons still overflow onto
      // the header row: they covered the last sort header (axe target-size) and stayed tab stops nobody could see.
      '& .RaBulkActionsToolbar-collapsed': { visibility: 'hidden' },
      // An empty list's «Todavía no hay …» came in text.disabled (2.7:1); the class twice outranks react-admin's own rule.
      '& .RaEmpty-message.RaEmpty-message': { color: 'text.secondary' },
      // react-admin's skip link is hidden above the viewport; its colours must still contrast (axe checks it once the page scrolls).
      '& .skip-nav-button': { bgcolor: 'primary.main', color: 'primary.contrastText' } }}>
      {children}
    </Layout>
  );
};
