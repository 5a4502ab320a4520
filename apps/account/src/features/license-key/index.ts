/** License Key (spec §2): the page the shell mounts at /license-key. */
export { LicenseKeyPage } from './components/license-key-page';
