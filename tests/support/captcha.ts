import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

/** Solves a challenge from the stack as the ALTCHA widget does, and encodes it as the widget posts it. */
export async function solvedCaptcha(
  baseUrl: string,
  purpose: 'action' | 'signup' = 'action',
): Promise<string> {
  const challenge = (await (
    await fetch(`${baseUrl}/api/captcha/challenge?purpose=${purpose}`)
  ).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('challenge not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
