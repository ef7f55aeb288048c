-- The graduate search (LIKE '%…%' on egresados.busqueda) needs trigram indexes. pg_trgm is a trusted extension
-- (PostgreSQL 13+), so the database owner may create it; PGlite loads it in server/db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
