import type { ComponentType } from 'react';
import { FraudEngineForm } from '../features/fraud-engine';
import {
  AddressLookupForm,
  AmlBusinessForm,
  AmlPersonForm,
  BinLookupForm,
  EmailLookupForm,
  IpLookupForm,
  PhoneLookupForm,
} from '../features/lookups';

export interface DemoTab {
  /** Child path under /demo. */
  path: string;
  /** Tab text (and form title) of spec §2. */
  label: string;
  Form: ComponentType;
}

/** The eight children of /demo, in spec §2 order. */
export const DEMO_TABS: readonly DemoTab[] = [
  { path: 'fraud-engine', label: 'Transaction', Form: FraudEngineForm },
  { path: 'email', label: 'Email Lookup', Form: EmailLookupForm },
  { path: 'address', label: 'Address Lookup', Form: AddressLookupForm },
  { path: 'ip', label: 'IP Lookup', Form: IpLookupForm },
  { path: 'phone', label: 'Phone Number Lookup', Form: PhoneLookupForm },
  { path: 'bin-lookup', label: 'BIN Lookup', Form: BinLookupForm },
  { path: 'individual-aml', label: 'AML For Persons', Form: AmlPersonForm },
  { path: 'business-aml', label: 'AML For Businesses', Form: AmlBusinessForm },
];

export const DEFAULT_TAB = 'fraud-engine';
