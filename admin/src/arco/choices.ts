/** A label catalog of shared/schemas/arco as react-admin choices. */
export const choices = (labels: Record<string, string>) => Object.entries(labels).map(([id, name]) => ({ id, name }));
