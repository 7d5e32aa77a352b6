import type { IncomingMessage, ServerResponse } from 'node:http';

export function isAdminPageRequest(req: IncomingMessage): boolean;
export function holdAdminStatus(res: ServerResponse, limit: number): void;
