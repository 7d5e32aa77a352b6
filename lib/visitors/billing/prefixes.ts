/** Login prefixes of the provider's subscriber accounts (SPEC §2 express payment). */
export const LOGIN_PREFIXES = ['x', 'he', 'ge', 'c', 'rw', 'ipc', 'tv', 's'] as const;
