/** Gets a challenge from GET /api/v1/captcha and solves it the way the widget does. */
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { GET as getCaptcha } from '@/app/api/v1/captcha/route';
import { callRoute } from './request';
import { CLIENT_IP_HEADER } from '@/lib/platform/server/client-address.mjs';

/** A solved, unused captcha payload for the `altcha` field. */
export async function solvedCaptcha(ip = '10.9.9.9'): Promise<string> {
  const res = await callRoute(getCaptcha, '/api/v1/captcha', { headers: { [CLIENT_IP_HEADER]: ip } });
  const challenge = res.json.data;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
