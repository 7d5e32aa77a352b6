// Stand-in for the `server-only` marker package in tests (see vitest.config.ts).
export {};
