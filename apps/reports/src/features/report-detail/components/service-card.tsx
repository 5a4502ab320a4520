import type { ServiceResult } from '../utils/extract-result';
import { AddressCard } from './cards/address-card';
import { AmlResultsCard } from './cards/aml-results-card';
import { BinCard } from './cards/bin-card';
import { EmailCard } from './cards/email-card';
import { FraudEngineCard } from './cards/fraud-engine-card';
import { IpCard } from './cards/ip-card';
import { PhoneCard } from './cards/phone-card';

/** The service-specific card that follows the common cards, chosen by the report's apiService. */
export function ServiceCard({
  service,
  result,
}: {
  service: string;
  result: ServiceResult | null;
}) {
  switch (service) {
    case 'fraudEngine':
      return <FraudEngineCard result={result} />;
    case 'phoneLookup':
      return <PhoneCard result={result} />;
    case 'emailLookup':
      return <EmailCard result={result} />;
    case 'addressLookup':
      return <AddressCard result={result} />;
    case 'amlPerson':
      return <AmlResultsCard kind="individual" result={result} />;
    case 'amlBusiness':
      return <AmlResultsCard kind="business" result={result} />;
    case 'binLookup':
      return <BinCard result={result} />;
    case 'ipLookup':
      return <IpCard result={result} />;
    default:
      return null;
  }
}
