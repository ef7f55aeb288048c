export function BajaPage() {
  return null;
}
