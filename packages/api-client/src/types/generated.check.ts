// Compile-time guards: the generated accounts types are real object types (not `never`) and match
// what @pulse/auth stores. A failing line here means the OpenAPI document changed shape.
import type { FraudEngineServices, SessionServices } from '@pulse/auth';
import type {
  ChangePasswordBody,
  LoginBody,
  LoginSession,
  Profile,
  RegenerateApiKeyResponse,
  ResendVerificationEmailBody,
  SignupBody,
  SignupResponse,
  VerifyEmailBody,
} from './accounts';

type Assert<T extends true> = T;
type IsNever<T> = [T] extends [never] ? true : false;
type Not<T extends boolean> = T extends true ? false : true;

export type Checks = [
  Assert<Not<IsNever<SignupBody>>>,
  Assert<Not<IsNever<SignupResponse>>>,
  Assert<Not<IsNever<LoginBody>>>,
  Assert<Not<IsNever<ResendVerificationEmailBody>>>,
  Assert<Not<IsNever<VerifyEmailBody>>>,
  Assert<Not<IsNever<ChangePasswordBody>>>,
  Assert<LoginSession['token'] extends string ? true : false>,
  Assert<LoginSession['user']['fraudEngineServices'] extends FraudEngineServices ? true : false>,
  Assert<Profile['services'] extends SessionServices ? true : false>,
  Assert<Profile['apiKey'] extends string ? true : false>,
  Assert<RegenerateApiKeyResponse['newApiKey'] extends string ? true : false>,
];

// Lookups, reports, dashboard, billing and geo (provider API core): generated, not `never`.
import type { BillingData, BillingService } from './billing';
import type {
  AccountSummaryService,
  BillingSummaryEntry,
  DailyVerificationCounts,
  VerificationCounts,
} from './dashboard';
import type { GeoIp } from './geo';
import type {
  AddressLookupBody,
  BinLookupBody,
  EmailLookupBody,
  IpLookupBody,
  IpResponse,
  PhoneLookupBody,
  PhoneResponse,
} from './lookups';
import type { ReportDetail, ReportListItem } from './reports';
import type { ServiceKey } from './common';

export type CoreChecks = [
  Assert<EmailLookupBody['email'] extends string ? true : false>,
  Assert<PhoneLookupBody['phone'] extends string ? true : false>,
  Assert<BinLookupBody['bin'] extends string ? true : false>,
  Assert<AddressLookupBody['address'] extends string ? true : false>,
  Assert<Not<IsNever<IpLookupBody>>>,
  Assert<IpResponse['asn'] extends number | null ? true : false>,
  Assert<PhoneResponse['timeZone'] extends string | null ? true : false>,
  Assert<ReportListItem['apiService'] extends ServiceKey ? true : false>,
  Assert<ReportDetail['report']['apiKeyUsed'] extends string ? true : false>,
  Assert<VerificationCounts['verified'] extends number ? true : false>,
  Assert<DailyVerificationCounts['date'] extends string ? true : false>,
  Assert<AccountSummaryService['status'] extends 'Active' | 'Inactive' ? true : false>,
  Assert<BillingSummaryEntry['totalCost'] extends number ? true : false>,
  Assert<BillingData['totalCost'] extends number ? true : false>,
  Assert<BillingService['costPerCall'] extends number ? true : false>,
  Assert<GeoIp['latitude'] extends number | null ? true : false>,
];

// Payments: generated, not `never`.
import type { Payment } from './payments';
import type { CreateCheckoutSessionResponse } from './billing';

export type PaymentChecks = [
  Assert<Payment['amount'] extends number ? true : false>,
  Assert<Payment['serviceType'] extends ServiceKey ? true : false>,
  Assert<Payment['status'] extends 'pending' | 'paid' | 'failed' | 'cancelled' ? true : false>,
  Assert<Payment['paidAt'] extends string | null ? true : false>,
  Assert<CreateCheckoutSessionResponse['sessionId'] extends string ? true : false>,
];

// Batches and monitoring: generated, not `never`.
import type { BatchDetail, BatchPreview, BatchResultFormat, BatchServiceKey } from './batches';
import type {
  MonitorBatch,
  MonitorBatchResult,
  MonitoredSubject,
  MonitoringAlert,
  MonitoringOutcome,
  NewMonitoredSubject,
} from './monitoring';

export type ScreeningChecks = [
  Assert<BatchServiceKey extends ServiceKey ? true : false>,
  Assert<BatchDetail['rowsDone'] extends number ? true : false>,
  Assert<BatchPreview['mapping'] extends (string | null)[] ? true : false>,
  Assert<BatchResultFormat extends 'csv' | 'ndjson' ? true : false>,
  Assert<MonitoredSubject['lastScreenedAt'] extends string ? true : false>,
  Assert<NewMonitoredSubject['kind'] extends 'person' | 'business' ? true : false>,
  Assert<MonitorBatch['batchId'] extends string ? true : false>,
  Assert<MonitoringOutcome extends 'VERIFIED' | 'SUSPICIOUS' | 'RISKY' | 'DECLINED' ? true : false>,
  Assert<MonitorBatchResult['added'] extends number ? true : false>,
  Assert<MonitoringAlert['caseId'] extends string | null ? true : false>,
];
