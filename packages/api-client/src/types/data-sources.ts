// Data sources: GENERATED from apps/api/openapi.json (GET /health → details).
import type { ResponseBody } from './generated';

/** GET /health, whole body. */
export type HealthResponse = ResponseBody<'/health', 'get', 200>;
/** One imported data set (IP lists, BIN table) with its version, rows and data date. */
export type DatasetStatus = HealthResponse['details']['datasets'][number];
/** One sanctions list with its version, record count and data date. */
export type SanctionListStatus = HealthResponse['details']['sanctions'][number];
