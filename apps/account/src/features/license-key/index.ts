/** License Key: the page the shell mounts at /license-key. */
export { LicenseKeyPage } from './components/license-key-page';
