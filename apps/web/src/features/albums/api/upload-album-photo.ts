import { ALBUM_MESSAGES, COMMON_MESSAGES, ZAddPhotoResponseSchema, type TAlbumPhoto } from '@action-plus/contract';
import { ApiError, getAccessToken, refreshSession } from '#lib/api-client';

export interface UploadAlbumPhotoInput {
  eventId: number;
  file: File;
  /** The share of the file sent so far, from 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

interface Answer {
  status: number;
  text: string;
}

const abortError = () => new DOMException('Envoi interrompu.', 'AbortError');

/**
 * One POST by XMLHttpRequest, the only browser API that tells how much of a request body has gone
 * (fetch does not): same origin, the API client's access token as bearer, the cookie sent as
 * fetch sends it.
 */
function sendPhoto(url: string, file: File, onProgress: UploadAlbumPhotoInput['onProgress'], signal: AbortSignal | undefined): Promise<Answer> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const request = new XMLHttpRequest();
    const abort = () => request.abort();
    signal?.addEventListener('abort', abort, { once: true });
    const settle = () => signal?.removeEventListener('abort', abort);
    request.open('POST', url);
    request.setRequestHeader('accept', 'application/json');
    const accessToken = getAccessToken();
    if (accessToken) request.setRequestHeader('authorization', `Bearer ${accessToken}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(event.loaded / event.total, 1));
    };
    request.onload = () => {
      settle();
      resolve({ status: request.status, text: request.responseText });
    };
    request.onerror = () => {
      settle();
      reject(new ApiError(0, null));
    };
    request.onabort = () => {
      settle();
      reject(abortError());
    };
    const body = new FormData();
    body.append('files', file, file.name);
    request.send(body);
  });
}

/** The server's French `detail`, else what its status means for this file (a proxy's 413 page carries none). */
function detailOf(answer: Answer, file: File): string | null {
  try {
    const payload: unknown = JSON.parse(answer.text);
    if (payload && typeof payload === 'object' && 'detail' in payload && typeof payload.detail === 'string') return payload.detail;
  } catch {
    // Not JSON: the status speaks below.
  }
  if (answer.status === 413) return ALBUM_MESSAGES.photoTooLarge;
  if (answer.status === 415) return ALBUM_MESSAGES.notAPhoto(file.name);
  if (answer.status === 429) return COMMON_MESSAGES.tooManyRequests;
  return null;
}

/**
 * POST /api/events/{id}/photos (the event's managers): ONE photo, multipart field `files`, with
 * its progress. An expired access token is refreshed once through the API client, then the photo
 * is sent again. Fails with an ApiError whose `detail` is the server's French sentence.
 */
export async function uploadAlbumPhoto({ eventId, file, onProgress, signal }: UploadAlbumPhotoInput): Promise<TAlbumPhoto> {
  const url = `/api/events/${eventId}/photos`;
  let answer = await sendPhoto(url, file, onProgress, signal);
  if (answer.status === 401) {
    const session = await refreshSession();
    if (session) {
      onProgress?.(0);
      answer = await sendPhoto(url, file, onProgress, signal);
    }
  }
  if (answer.status < 200 || answer.status >= 300) throw new ApiError(answer.status, detailOf(answer, file));
  return ZAddPhotoResponseSchema.parse(JSON.parse(answer.text)).photo;
}
