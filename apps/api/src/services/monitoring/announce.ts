/**
 * Telling a tenant of its monitoring alerts (docs/adr/0047-aml-monitoring.md): one
 * `aml.monitoring.match` webhook event per alert and one e-mail to its owners and admins.
 */
import type { Mailer } from '../../lib/mailer.js';
import type { Repositories } from '../../repositories/index.js';
import type { MonitoringAlert } from '../../repositories/monitoring.js';
import { withRecordId } from '../../schemas/deprecated.js';
import type { EventBus } from '../events.js';
import { monitoringAlertsMail } from './mail.js';

/** What announcing needs: the tenant's webhook subscriptions and members, the bus, the mailer. */
export interface AnnounceDeps {
  repos: Repositories;
  events: EventBus;
  mailer: Mailer;
  /** The dashboard's origin: the e-mail links to its Monitoring page. */
  publicAppUrl: string;
}

/**
 * Publishes one `aml.monitoring.match` event per alert (with its mode) and sends one e-mail listing
 * them to each owner and admin of `tenantId`. Nothing for a tenant that no longer exists.
 * @throws when the bus or the mailer fails (the caller logs it: the alerts are written already)
 */
export async function announceAlerts(
  deps: AnnounceDeps,
  tenantId: string,
  alerts: ReadonlyArray<MonitoringAlert & { mode: string }>,
): Promise<void> {
  const { repos, events, mailer } = deps;
  const client = await repos.clients.findById(tenantId);
  if (!client) return;
  for (const a of alerts) {
    const { mode, ...alert } = a;
    const { tenantId: _t, ...data } = alert as MonitoringAlert & { tenantId?: string };
    await events.publish({
      type: 'aml.monitoring.match',
      tenantId,
      occurredAt: new Date(a.createdAt),
      subscribed: client.webhookEvents,
      data: { ...withRecordId(data), mode },
    });
  }
  const link = `${deps.publicAppUrl}/monitoring`;
  for (const to of await repos.monitoring.recipients(tenantId))
    await mailer.send(monitoringAlertsMail(to.email, to.fullName, alerts, link));
}
