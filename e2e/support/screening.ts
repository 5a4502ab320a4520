/**
 * What the screening specs and the screenshot script set up through the API: monitored subjects,
 * and the case an AML lookup opens (the case is written right after the lookup's answer).
 */
import { expect, type APIRequestContext } from '@playwright/test';
import type { Auth } from './reports';
import { scaled } from './time';

/** Two people with long names: a monitoring table with rows that wrap. */
export const LONG_NAMES = ['Zoran Kwasniewski', 'Małgorzata Brzęczyszczykiewicz'] as const;

/** Monitors each of `names` as a person, with a reference made from the name's length. */
export async function monitorPeople(
  request: APIRequestContext,
  auth: Auth,
  names: readonly string[] = LONG_NAMES,
): Promise<void> {
  for (const name of names) {
    const added = await request.post('/api/monitoring/subjects', {
      headers: auth,
      data: { kind: 'person', name, reference: `REF-${name.length}-0001` },
    });
    expect(added.status(), await added.text()).toBeLessThan(300);
  }
}

/** The id of the tenant's newest case, once one is open (polled: it is written after the answer). */
export async function newestCaseId(request: APIRequestContext, auth: Auth): Promise<string> {
  let id: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get('/api/cases', { headers: auth });
        id = ((await res.json()) as { items: { id: string }[] }).items[0]?.id;
        return id;
      },
      { timeout: scaled(30_000) },
    )
    .toBeTruthy();
  return id as string;
}
