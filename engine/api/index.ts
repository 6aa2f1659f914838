export { createApiClient } from './client';
export type { ApiClient, ApiClientOptions, ApiRequest, Versioned } from './client';
export { ApiError, apiMessages } from './errors';
