import { fetchAuthSession } from 'aws-amplify/auth';
import { api, ApiError } from '../../lib/api';
import type { UserProfile } from '../../../../lambdas/domain/profile';

export async function readProfile(signal?: AbortSignal): Promise<UserProfile> {
  const { profile } = await api<{ profile: UserProfile }>('/api/profile', { signal });
  return profile;
}

export async function saveProfile(update: Record<string, string>): Promise<UserProfile> {
  const { profile } = await api<{ profile: UserProfile }>('/api/profile', {
    method: 'PUT',
    body: update,
  });
  return profile;
}

export function deleteAccount(captchaToken: string): Promise<void> {
  return api<void>('/api/account', { method: 'DELETE', body: { captchaToken } });
}

export type ExportFormat = 'json' | 'csv';

const fileNameOf = (response: Response, format: ExportFormat) =>
  /filename="?([^";]+)"?/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
  `emotion-journal.${format}`;

/**
 * Downloads all of the user's data. A plain link cannot carry the token, so the file is fetched
 * with it and handed to the browser as a Blob; the object URL is released right after.
 */
export async function downloadExport(format: ExportFormat): Promise<void> {
  const token = (await fetchAuthSession()).tokens?.idToken?.toString();
  if (!token) throw new ApiError(401, 'unauthorized', 'Not signed in');
  let response: Response;
  try {
    response = await fetch(`/api/export?format=${format}`, {
      headers: { authorization: `Bearer ${token}` },
    });
  } catch {
    throw new ApiError(0, 'network', 'Network error');
  }
  if (!response.ok) throw new ApiError(response.status, 'http_error', response.statusText);
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileNameOf(response, format);
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked on the next task: the click has started the download by then.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
