export { WatchlistEntries } from './components/watchlist-entries';
export { WatchlistList } from './components/watchlist-list';
export { WatchlistUpload } from './components/watchlist-upload';
export { useWatchlistChanges, useWatchlistEntries, useWatchlists } from './hooks/use-watchlists';
export { WatchlistsPage } from './components/watchlists-page';
