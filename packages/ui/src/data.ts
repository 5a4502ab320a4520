/**
 * @pulse/ui/data: tables and the other data-display components of the signed-in pages (a Module
 * Federation shared entry of its own, loaded with the first page that imports it; see src/index.ts).
 */
import {
  accordionSlotRecipe,
  dataListSlotRecipe,
  progressSlotRecipe,
  statSlotRecipe,
  tableSlotRecipe,
} from '@chakra-ui/react/theme';
import { registerRecipes } from './theme/system';

registerRecipes({
  slotRecipes: {
    accordion: accordionSlotRecipe,
    dataList: dataListSlotRecipe,
    progress: progressSlotRecipe,
    stat: statSlotRecipe,
    table: tableSlotRecipe,
  },
});

export { Accordion, DataList, Progress, Stat, Table } from '@chakra-ui/react';
export type { TableRootProps } from '@chakra-ui/react';

export { CopyButton } from './components/copy-button';
export type { CopyButtonProps } from './components/copy-button';
export { KeyValueList } from './components/key-value-list';
export {
  DecisionSummary,
  ruleEffectLabel,
  ruleSetVersionLabel,
} from './components/decision-summary';
export type {
  DecisionRuleEffect,
  DecisionSummaryProps,
  DecisionSummaryValue,
} from './components/decision-summary';
export { RecordCards } from './components/record-cards';
export type { RecordCard, RecordCardsProps } from './components/record-cards';
export { RecordTable } from './components/record-table';
export { ScrollRegion, measureEdges } from './components/scroll-region';
export type { ScrollEdges, ScrollRegionProps } from './components/scroll-region';
export { SimpleTable } from './components/simple-table';
export type { SimpleTableProps } from './components/simple-table';
export type { RecordTableColumn, RecordTableProps } from './components/record-table';
export type { KeyValueListProps, KeyValueRow } from './components/key-value-list';
export { NavTabs } from './components/nav-tabs';
export type { NavTab, NavTabsProps } from './components/nav-tabs';
