// Helpers that name request/response types of the generated OpenAPI schema (src/generated/schema.ts).
import type { paths } from '../generated/schema';

export type { paths } from '../generated/schema';

/** A path of the OpenAPI document without the `/api` base (the client's baseURL). */
export type ApiPath = keyof paths extends infer P
  ? P extends `/api${infer Rest}`
    ? Rest
    : never
  : never;

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Operation<P extends ApiPath, M extends Method> = `/api${P}` extends keyof paths
  ? NonNullable<paths[`/api${P}`][M]>
  : never;
type JsonOf<T> = T extends { content: { 'application/json': infer B } } ? B : never;

/** The JSON request body of an operation. */
export type RequestBody<P extends ApiPath, M extends Method> =
  Operation<P, M> extends { requestBody?: infer B } ? JsonOf<NonNullable<B>> : never;

/** The JSON response body of an operation for one status. */
export type ResponseBody<P extends ApiPath, M extends Method, S extends number> =
  Operation<P, M> extends { responses: infer R }
    ? S extends keyof R
      ? JsonOf<R[S]>
      : never
    : never;
