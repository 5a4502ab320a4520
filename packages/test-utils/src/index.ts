/** @pulse/test-utils: the front-end apps' shared test toolkit (README.md). Tests only. */
export {
  API,
  answer,
  createMockApi,
  recordRequests,
  server,
  type Answer,
  type ApiCall,
  type ApiFailure,
  type Method,
  type MockApi,
  type Route,
} from './mock-api';
export {
  renderWithProviders,
  type RenderWithProvidersOptions,
  type RenderedWithProviders,
} from './render';
export { TEST_USER, storeSession, testMember } from './session';
export { setupTestEnvironment } from './setup';
