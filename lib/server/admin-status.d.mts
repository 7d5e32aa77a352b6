import type { IncomingMessage, ServerResponse } from 'node:http';

type Answer = { status: number; headers: Record<string, unknown>; body: Buffer };

export function isAdminPageRequest(req: IncomingMessage): boolean;
export function adminPageAnswer(
  res: ServerResponse,
  onFailure?: () => Answer | undefined,
): (
  status: number,
  headers: Record<string, unknown>,
  body: Buffer | null,
) => { headers: Record<string, unknown>; body?: Buffer };
