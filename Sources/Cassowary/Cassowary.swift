// Cassowary: an incremental simplex constraint solver (placeholder — the solver helper owns
// this module).
