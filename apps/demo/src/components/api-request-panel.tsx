import { useState } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { useSession, useViewMode } from '@pulse/auth';
import { Link as RouterLink } from '@pulse/router';
import { Box, HStack, IconButton, Link, SectionCard, Text } from '@pulse/ui';
import { CopyButton } from '@pulse/ui/data';
import { defaultApiBase } from '../lib/build-curl';
import { SAMPLE_LANGUAGES, buildSample, type SampleLanguage } from '../lib/code-samples';
import { maskApiKey } from '../lib/mask-key';
import { SampleTabs } from './sample-tabs';

export interface ApiRequestPanelProps {
  /** Path under /api, e.g. /emaillookup. */
  path: string;
  /** The JSON body for what is typed in the form, with the API's wire names. */
  body: object;
  /** Base URL of the API; default the dashboard's origin + /api. */
  apiBase?: string;
}

/**
 * The key the sample shows with the Test switch on: the dashboard never holds a test key's secret
 * (shown once, when it is created), so a placeholder the developer replaces with one.
 */
export const TEST_KEY_PLACEHOLDER = 'pk_test_YOUR_TEST_KEY';

/**
 * "API request": the request the form would send, as typed, with the client's licensekey and
 * clientid headers, as a curl command, Node (fetch) or Python (requests) code (a tab switch), so a
 * developer can move from the demo to code. The API key is masked until revealed; Copy copies
 * exactly what is shown. With the Test switch on the sample uses a test key, never the live one,
 * as the demo's own lookups then run in test mode.
 */
export function ApiRequestPanel({ path, body, apiBase = defaultApiBase() }: ApiRequestPanelProps) {
  const { user } = useSession();
  const [viewMode] = useViewMode();
  const test = viewMode === 'test';
  const [revealed, setRevealed] = useState(false);
  const [language, setLanguage] = useState<SampleLanguage>('curl');
  const what = SAMPLE_LANGUAGES.find((l) => l.id === language)?.what ?? 'curl command';
  const apiKey = user?.apiKey ?? '';
  const command = buildSample(language, {
    apiBase,
    path,
    licenseKey: test ? TEST_KEY_PLACEHOLDER : revealed ? apiKey : maskApiKey(apiKey),
    clientId: user?.clientId ?? '',
    body,
  });

  return (
    <SectionCard
      title="API request"
      headingAs="h3"
      actions={
        <HStack gap="2">
          {test ? null : (
            <IconButton
              variant="outline"
              size="sm"
              aria-label={revealed ? 'Hide API key' : 'Show API key'}
              aria-pressed={revealed}
              onClick={() => setRevealed((value) => !value)}
            >
              {revealed ? <EyeOff /> : <Eye />}
            </IconButton>
          )}
          <CopyButton value={command} aria-label={`Copy ${what}`} />
        </HStack>
      }
    >
      {test ? (
        <Text fontSize="sm" color="fg.muted" mb="3">
          Test mode: the same lookup from your own server with one of your test keys, never charged.
          Replace {TEST_KEY_PLACEHOLDER} with a test key: its secret is shown only when it is
          created, on{' '}
          <Link asChild fontWeight="semibold" textDecoration="underline">
            <RouterLink to="/developers/keys">Developers → API keys</RouterLink>
          </Link>
          .
        </Text>
      ) : (
        <Text fontSize="sm" color="fg.muted" mb="3">
          The same lookup from your own server, with your API key and client ID.
          {revealed ? null : ' The API key is masked: show it to copy a command you can run.'}
        </Text>
      )}
      <SampleTabs value={language} onChange={setLanguage} panelId="api-request-sample" />
      <Box
        as="pre"
        id="api-request-sample"
        role="region"
        aria-label={what}
        tabIndex={0}
        fontFamily="mono"
        fontSize="xs"
        bg="bg.muted"
        p="3"
        borderRadius="md"
        overflowX="auto"
        whiteSpace="pre"
      >
        {command}
      </Box>
    </SectionCard>
  );
}
