import type { ComponentType } from 'react';
import { AddressLookupForm } from '../../lookups/components/address-lookup-form';
import { AmlBusinessForm } from '../../lookups/components/aml-business-form';
import { AmlPersonForm } from '../../lookups/components/aml-person-form';
import { BinLookupForm } from '../../lookups/components/bin-lookup-form';
import { EmailLookupForm } from '../../lookups/components/email-lookup-form';
import { IpLookupForm } from '../../lookups/components/ip-lookup-form';
import { PhoneLookupForm } from '../../lookups/components/phone-lookup-form';
import { FraudEngineForm } from '../../fraud-engine/components/fraud-engine-form';

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
