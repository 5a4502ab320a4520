import { API, setupTestEnvironment } from '@pulse/test-utils';
import { setRulesApiBase } from './src/lib/rules-api';

setupTestEnvironment();
// The rules calls go to the same mock API as every other call of the tests.
setRulesApiBase(API);
