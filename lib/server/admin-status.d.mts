import type { IncomingMessage, ServerResponse } from 'node:http';

export function isAdminPageRequest(req: IncomingMessage): boolean;
export function adminPageAnswer(
  res: ServerResponse,
): (status: number, headers: Record<string, unknown>, body: Buffer | null) => { headers: Record<string, unknown> };
