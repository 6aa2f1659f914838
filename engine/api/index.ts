export { createApiClient } from './client';
export type { ApiClient, ApiClientOptions, ApiRequest } from './client';
export { ApiError, apiMessages } from './errors';
