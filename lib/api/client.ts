import axios, { type AxiosInstance, type AxiosRequestConfig } from 'axios';
import { env } from '@/lib/env';
import { acceptHeader } from './accept-header';
import { normalizeApiError } from './errors';
import { requestProgress as progress } from './request-progress';

let authToken: string | undefined;
let sequence = 0;

/** Sets (or clears) the bearer token sent with every request, e.g. a professional's offer token. */
export function setAuthToken(token: string | undefined): void {
  authToken = token;
}

type TrackedConfig = AxiosRequestConfig & { progressId?: string };

export function createApiClient(baseURL: string = env.apiUrl): AxiosInstance {
  const instance = axios.create({ baseURL, headers: { Accept: acceptHeader }, timeout: 60_000 });
  instance.interceptors.request.use((config) => {
    if (authToken && !config.headers.has('Authorization')) config.headers.set('Authorization', `Bearer ${authToken}`);
    const progressId = `api-${++sequence}`;
    Object.assign(config, { progressId });
    progress.start(progressId);
    return config;
  });
  instance.interceptors.response.use(
    (response) => {
      const { progressId }: TrackedConfig = response.config;
      if (progressId) progress.done(progressId);
      return response;
    },
    (error: unknown) => {
      const config: TrackedConfig | undefined = axios.isAxiosError(error) ? error.config : undefined;
      if (config?.progressId) progress.fail(config.progressId);
      return Promise.reject(normalizeApiError(error));
    },
  );
  return instance;
}

const http = createApiClient();

/** One function per HTTP verb, resolving to the response body; failures reject with an ApiError. */
export const apiClient = {
  request: <T>(config: AxiosRequestConfig) => http.request<T>(config).then((r) => r.data),
  get: <T>(url: string, config?: AxiosRequestConfig) => http.get<T>(url, config).then((r) => r.data),
  delete: <T>(url: string, config?: AxiosRequestConfig) => http.delete<T>(url, config).then((r) => r.data),
  head: (url: string, config?: AxiosRequestConfig) => http.head(url, config).then((r) => r.headers),
  options: <T>(url: string, config?: AxiosRequestConfig) => http.options<T>(url, config).then((r) => r.data),
  post: <T>(url: string, body?: unknown, config?: AxiosRequestConfig) => http.post<T>(url, body, config).then((r) => r.data),
  put: <T>(url: string, body?: unknown, config?: AxiosRequestConfig) => http.put<T>(url, body, config).then((r) => r.data),
  patch: <T>(url: string, body?: unknown, config?: AxiosRequestConfig) => http.patch<T>(url, body, config).then((r) => r.data),
};
