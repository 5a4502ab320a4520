export type { Payment, PaymentStatus } from '@pulse/api-client';
