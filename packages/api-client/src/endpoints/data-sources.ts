import { request } from '../client';
import type { CallOptions } from '../client';
import type { HealthResponse } from '../types/data-sources';

/**
 * `GET /health` → the lists the engines answer from: each
 * data set and sanctions list with its version, record count, import time and data date.
 */
export async function getDataSources(options?: CallOptions): Promise<HealthResponse['details']> {
  return (await request<HealthResponse>('/health', { ...options }))?.details;
}
