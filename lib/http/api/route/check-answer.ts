/** In tests, an answer its contract does not describe fails the test: the document cannot promise what the handler does not answer. */
import { z } from 'zod';
import type { RouteContract } from './contract';

function fail(contract: RouteContract, problem: string): never {
  throw new Error(`${contract.method} (${contract.summary}) answered what its contract does not describe: ${problem}`);
}

/** Throws when a success answer differs from the contract's `data` (or its declared status and media type). */
export async function checkAnswer(contract: RouteContract, res: Response): Promise<void> {
  if (res.status >= 400) return; // error envelopes share one schema, answered by the wrapper
  if (contract.answer) {
    const { status, mediaTypes } = contract.answer;
    if (res.status !== status) fail(contract, `status ${res.status}, not ${status}`);
    const type = res.headers.get('content-type') ?? '';
    if (mediaTypes.length > 0 && !mediaTypes.some((media) => type.startsWith(media))) fail(contract, `type ${type}`);
    return;
  }
  if (res.status !== 200) fail(contract, `status ${res.status}`);
  const envelope = (await res.clone().json()) as { status?: unknown; data?: unknown };
  if (envelope.status !== 'ok') fail(contract, 'no success envelope');
  const result = contract.data!.safeParse(envelope.data);
  if (!result.success) fail(contract, z.prettifyError(result.error));
}
