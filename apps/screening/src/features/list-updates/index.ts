export { EntryDetails, UpdateEntries } from './components/update-entries';
export { UpdateList } from './components/update-list';
export { useListUpdate, useListUpdates } from './hooks/use-list-updates';
export { ListUpdatesPage } from './components/list-updates-page';
