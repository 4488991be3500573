import type { ApiErrorBody } from './endpoint.ts';

export class ApiError extends Error {
  constructor(
    readonly endpoint: string,
    /** HTTP status, 0 for a network failure, -1 for a reply that did not match the contract. */
    readonly status: number,
    message: string,
    readonly body?: ApiErrorBody,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}
