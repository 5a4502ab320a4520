import { defineRemoteConfig } from '@pulse/mf-config';
import { remote } from './module-federation.config';

export default defineRemoteConfig(remote);
