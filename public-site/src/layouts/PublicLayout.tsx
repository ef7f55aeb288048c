import { PageOutlet } from './PageOutlet';
import { SiteFrame } from './SiteFrame';

/** The university's public pages: home, sign-in, account pages, error pages. */
export function PublicLayout() {
  return (
    <SiteFrame>
      <PageOutlet />
    </SiteFrame>
  );
}
