export { configureApiClient, DEFAULT_BASE_URL } from './client';
export type { ApiClientConfig, CallOptions } from './client';
export { ApiError, errorText, isApiError, NETWORK_ERROR } from './errors';
export type { ApiErrorData } from './errors';
export * from './queries';

export {
  changePassword,
  confirmEmailChange,
  forgotPassword,
  getProfile,
  listSessions,
  login,
  logout,
  logoutAll,
  cancelEmailChange,
  regenerateApiKey,
  requestEmailChange,
  resendVerificationEmail,
  resetPassword,
  checkResetToken,
  revokeOtherSessions,
  revokeSession,
  signup,
  updateProfile,
  verifyEmail,
} from './endpoints/accounts';
export {
  getAccountSummary,
  getMonthlyBillingSummary,
  getVerificationCounts,
  getVerificationCountsResponse,
} from './endpoints/dashboard';
export { getDataSources } from './endpoints/data-sources';
export { createApiKey, listApiKeys, revokeApiKey, rollApiKey } from './endpoints/developers';
export { deleteReport, getReport, listReports } from './endpoints/reports';
export {
  createCheckoutSession,
  getBalanceWarnings,
  getBilling,
  getUsageAlerts,
  removeBalanceWarning,
  removeUsageAlert,
  setBalanceWarning,
  setUsageAlert,
} from './endpoints/billing';
export { getRequestLogEntry, listRequestLog } from './endpoints/developers';
export { getPayment, getReceiptHtml, listPayments } from './endpoints/payments';
export {
  addressLookup,
  amlBusiness,
  amlPerson,
  binLookup,
  emailLookup,
  fraudEngine,
  ipLookup,
  lookupReportOf,
  phoneLookup,
} from './endpoints/lookups';
export { getGeoIp } from './endpoints/geo';
export {
  batchContentType,
  batchResultsUrl,
  batchTemplateUrl,
  cancelBatch,
  getBatch,
  getBatchResults,
  getBatchTemplate,
  listBatches,
  startBatch,
  updateBatchMapping,
  uploadBatch,
} from './endpoints/batches';
export {
  getCase,
  getCaseSettings,
  listCases,
  updateCase,
  updateCaseSettings,
} from './endpoints/cases';
export { getListEntry, getListUpdate, listListUpdates } from './endpoints/list-changes';
export {
  listMonitoredSubjects,
  listMonitoringAlerts,
  monitorBatch,
  monitorSubject,
  stopMonitoring,
} from './endpoints/monitoring';
export {
  deleteWatchlist,
  getWatchlist,
  listWatchlists,
  replaceWatchlist,
  uploadWatchlist,
} from './endpoints/watchlists';
export {
  approvePublishRequest,
  getRuleBacktest,
  getRuleSet,
  getRuleSignals,
  listRuleVersions,
  publishRuleSet,
  rejectPublishRequest,
  rollbackRuleSet,
  runBacktest,
  saveRuleDraft,
  tryRulesOnReport,
  validateRule,
} from './endpoints/rules';
export {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  getWebhookDelivery,
  listWebhookDeliveries,
  listWebhookEndpoints,
  resendWebhookDelivery,
  rollWebhookSecret,
  sendWebhookTest,
  updateWebhookEndpoint,
} from './endpoints/webhooks';
export {
  disableTwoFactor,
  enableTwoFactor,
  getTwoFactorStatus,
  loginTwoFactor,
  startTwoFactorSetup,
} from './endpoints/two-factor';
export { exportAuditLog, listAuditLog } from './endpoints/audit-log';
export {
  acceptInvitation,
  changeMemberRole,
  inviteMember,
  listInvitations,
  listMembers,
  readInvitation,
  removeMember,
  resendInvitation,
  revokeInvitation,
} from './endpoints/members';
export {
  createPrivacyRequest,
  getPrivacyCertificate,
  getPrivacyExport,
  getPrivacyRequest,
  getRetentionSettings,
  listPrivacyRequests,
  releaseCaseHold,
  runPrivacyRequest,
  setCaseHold,
  updateRetentionSettings,
} from './endpoints/privacy';

export type * from './types/accounts';
export type * from './types/audit-log';
export type * from './types/two-factor';
export type * from './types/batches';
export type * from './types/cases';
export type * from './types/list-changes';
export type * from './types/monitoring';
export type * from './types/watchlists';
export type * from './types/rules';
export type * from './types/privacy';
export type * from './types/billing';
export type * from './types/common';
export type * from './types/dashboard';
export type * from './types/developers';
export type * from './types/data-sources';
export type * from './types/geo';
export type * from './types/lookups';
export type * from './types/members';
export type * from './types/payments';
export type * from './types/reports';
export type * from './types/webhooks';

export * from './queries/dashboard';
export * from './queries/api-keys';
export * from './queries/data-sources';
export * from './queries/members';
export * from './queries/sessions';
export * from './queries/two-factor';
export * from './queries/webhooks';
export * from './queries/audit-log';
export * from './queries/request-log';
export * from './queries/profile';
export * from './queries/license-key';
