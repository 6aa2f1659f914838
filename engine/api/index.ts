export { createApiClient } from './client';
export type {
  ApiAnswer,
  ApiClient,
  ApiClientOptions,
  ApiRequest,
  DownloadRequest,
  Versioned,
} from './client';
export { fileNameFromDisposition } from './contentDisposition';
export type { DownloadedFile, DownloadProgress } from './download';
export { saveFile } from './saveFile';
export { ApiError, apiMessages } from './errors';
