// A server leaving the balancer (SIGTERM): its readiness check answers 503 first, so that HAProxy stops sending it
// new requests before it closes its listener and finishes the ones in flight.
const enRetiro = new WeakSet<object>();

export const marcarRetiro = (app: object) => void enRetiro.add(app);
export const seRetira = (app: object) => enRetiro.has(app);
