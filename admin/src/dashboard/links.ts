/** A react-admin list URL with a filter already applied. */
export function listWithFilter(resource: string, filter: Record<string, unknown>): string {
  return `/${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}`;
}
