import { publishStatuses, publishStatusLabels } from '@coursedesk/contract/publishing';
import { z } from 'zod';
import type { FilterSpec } from './url-filter-bar';

/** A list's filter by publishing state (docs/publishing.md), kept in the URL as ?publishStatus=. */
export const publishStatusFilter: FilterSpec = {
  kind: 'select',
  key: 'publishStatus',
  label: 'Status',
  allLabel: 'All states',
  options: publishStatuses.map((value) => ({ value, label: publishStatusLabels[value] })),
};

/** The URL value of that filter, for a list's view shape. */
export const publishStatusView = z.enum(publishStatuses);
