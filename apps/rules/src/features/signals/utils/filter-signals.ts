/** The signal reference's search: by name, type, description or service, any case. */
import type { RuleSignals } from '@pulse/api-client';

/** The services with only the signals that match `search` (all of them for an empty search). */
export function filterSignals(
  services: RuleSignals['services'],
  search: string,
): RuleSignals['services'] {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return services;
  return services
    .map((service) => ({
      ...service,
      signals: service.signals.filter((signal) => {
        const text =
          `${signal.name} ${signal.type} ${signal.description} ${service.label}`.toLowerCase();
        return words.every((word) => text.includes(word));
      }),
    }))
    .filter((service) => service.signals.length > 0);
}
