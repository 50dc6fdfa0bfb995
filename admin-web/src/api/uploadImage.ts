import { CLIENT_VERSION, appKey } from '@vh/web-kit/clientConfig';
import { storedToken } from '@vh/web-kit/token';

/** The server's message of a refused upload (its error body), else the status. */
async function refusal(response: Response): Promise<Error> {
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === 'string' && body.message) return new Error(body.message);
  } catch {
    // Not JSON: say the status.
  }
  return new Error(`Upload refused (${response.status})`);
}

/**
 * Uploads one image or video (spec 002 section 7: POST /api/Image, multipart part "files") with the
 * admin's token, answering the stored image's id.
 */
export async function uploadImage(file: File): Promise<number> {
  const form = new FormData();
  form.append('files', file);
  const token = storedToken();
  const response = await fetch('/api/Image', {
    method: 'POST',
    body: form,
    headers: {
      'X-App-Key': appKey(),
      'X-App-Version': CLIENT_VERSION,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
  });
  if (!response.ok) throw await refusal(response);
  const { id } = (await response.json()) as { id?: unknown };
  if (typeof id !== 'number') throw new Error('The server answered no image id');
  return id;
}

/** Where an uploaded image (or its thumbnail) is served. */
export const imageSource = (id: number, thumb = false) => `/api/image${thumb ? '/thumb' : ''}/${id}`;
