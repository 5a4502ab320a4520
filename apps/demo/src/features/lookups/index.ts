/** The seven single-service demo forms, one per lookup. */
export { AddressLookupForm } from './components/address-lookup-form';
export { AmlBusinessForm } from './components/aml-business-form';
export { AmlPersonForm } from './components/aml-person-form';
export { BinLookupForm } from './components/bin-lookup-form';
export { EmailLookupForm } from './components/email-lookup-form';
export { IpLookupForm } from './components/ip-lookup-form';
export { PhoneLookupForm } from './components/phone-lookup-form';
