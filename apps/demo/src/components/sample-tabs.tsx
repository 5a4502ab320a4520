import { useRef, type KeyboardEvent } from 'react';
import { Button, HStack } from '@pulse/ui';
import { SAMPLE_LANGUAGES, type SampleLanguage } from '../lib/code-samples';

export interface SampleTabsProps {
  value: SampleLanguage;
  onChange(language: SampleLanguage): void;
  /** Id of the panel the tabs control. */
  panelId: string;
}

/**
 * The language switch of the API request panel: a WAI-ARIA tab list (arrow keys, Home and End move
 * between tabs and select them; only the selected tab is in the Tab order).
 */
export function SampleTabs({ value, onChange, panelId }: SampleTabsProps) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const index = SAMPLE_LANGUAGES.findIndex((l) => l.id === value);

  const onKeyDown = (e: KeyboardEvent) => {
    const last = SAMPLE_LANGUAGES.length - 1;
    const next =
      e.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : e.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : -1;
    const lang = SAMPLE_LANGUAGES[next];
    if (!lang) return;
    e.preventDefault();
    onChange(lang.id);
    refs.current[next]?.focus();
  };

  return (
    <HStack role="tablist" aria-label="Sample language" gap="1" mb="3" flexWrap="wrap">
      {SAMPLE_LANGUAGES.map((lang, i) => {
        const selected = lang.id === value;
        return (
          <Button
            key={lang.id}
            ref={(el) => {
              refs.current[i] = el;
            }}
            id={`sample-tab-${lang.id}`}
            role="tab"
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            size="xs"
            variant={selected ? 'solid' : 'ghost'}
            onClick={() => onChange(lang.id)}
            onKeyDown={onKeyDown}
          >
            {lang.label}
          </Button>
        );
      })}
    </HStack>
  );
}
