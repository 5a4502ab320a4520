export { BatchPreview } from './components/batch-preview';
export { UploadPanel } from './components/upload-panel';
