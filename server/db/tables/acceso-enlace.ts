// One-time sign-in links for people without a password (graduates, nominators): only the token's hash is kept.
import { bigserial, index, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

export const enlacesAcceso = pgTable(
  'enlaces_acceso',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    /** egresado or postulante: the portal the link opens, and the only role its session holds. */
    proposito: varchar('proposito', { length: 20 }).notNull(),
    /** Lower case, as the link was sent. */
    correo: varchar('correo', { length: 254 }).notNull(),
    expiraEn: timestamp('expira_en', { withTimezone: true }).notNull(),
    usadoEn: timestamp('usado_en', { withTimezone: true }),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('enlaces_acceso_token_unique').on(t.tokenHash), index('enlaces_acceso_correo_idx').on(t.proposito, t.correo)],
);
