// A total row comes first, so it is in sight on every page and on a phone before scrolling.
export const filaTotal = { '& > *': { fontWeight: 700, bgcolor: 'action.hover' } } as const;
