-- The request limiter's counters (server/plugins/rate-limit-store.ts) take one upsert per counted request: logged, each
-- commit waits for its WAL flush, 4 ms at the median against 0.9 ms unlogged on the bench machine, on every public
-- search, sign-in and form post. The counters are ephemeral: after a crash PostgreSQL empties an unlogged table,
-- which only restarts the windows. Writes go to the primary, which is the only server that needs them.
ALTER TABLE "rate_limits" SET UNLOGGED;
