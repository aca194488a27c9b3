-- Trigram matching for autocomplete and typo-tolerant search.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
