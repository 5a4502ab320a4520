export { EntryDetails, UpdateEntries } from './components/update-entries';
export { UpdateList } from './components/update-list';
export { useListUpdate, useListUpdates } from './hooks/use-list-changes';
export { ListChangesPage } from './components/list-changes-page';
