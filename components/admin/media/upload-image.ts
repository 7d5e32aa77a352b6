/** Sends one image to the admin's upload (checked, resized, stored and entered in the media library); answers its path. */
import { api } from '@/lib/http/api/client';

/** Uploads `file`; the call's error (too large, not an image) is thrown as an ApiCallError. */
export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  return (await api.post<{ path: string }>('adm/upload', form)).path;
}
