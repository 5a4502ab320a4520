export { BatchDetail, resultsFileName } from './components/batch-detail';
export { BatchList } from './components/batch-list';
export { useBatch, useBatchList } from './hooks/use-batches';
export { UploadState } from './components/upload-state';
export { StateBadge } from './components/state-badge';
