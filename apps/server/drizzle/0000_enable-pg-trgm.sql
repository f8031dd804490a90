-- Trigram similarity powers typo-tolerant search ("banarsi" finds Banarasi sarees).
-- PGlite loads the extension through its pg_trgm contrib module; PostgreSQL ships it in contrib.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
