// Customer.orders: Shopify's sort keys, `reverse`, and the small search syntax the legacy API
// accepts in `query` (financial_status:, fulfillment_status:, name:, processed_at:>date, bare names).
import type { OrderRecord } from '../checkout/orders.ts';
import { paginate } from '../connection.ts';
import type { ConnectionArgs } from '../connection.ts';

export interface OrderListArgs extends ConnectionArgs {
  sortKey?: string | null;
  query?: string | null;
}

const COMPARATORS: Record<string, (a: OrderRecord, b: OrderRecord) => number> = {
  ID: (a, b) => a.rowId - b.rowId,
  RELEVANCE: (a, b) => a.rowId - b.rowId,
  PROCESSED_AT: (a, b) => a.processedAt.localeCompare(b.processedAt) || a.rowId - b.rowId,
  TOTAL_PRICE: (a, b) => a.total - b.total || a.rowId - b.rowId,
};

function matchesTerm(order: OrderRecord, term: string): boolean {
  const match = /^([a-z_]+):(.*)$/i.exec(term);
  if (!match) {
    const name = term.replace(/^#/, '');
    return String(order.number) === name;
  }
  const [, key, raw] = match;
  const value = raw.replace(/^"(.*)"$/, '$1');
  switch (key.toLowerCase()) {
    case 'financial_status':
      return order.financialStatus.toLowerCase() === value.toLowerCase();
    case 'fulfillment_status':
      return order.fulfillmentStatus.toLowerCase() === value.toLowerCase();
    case 'name':
      return String(order.number) === value.replace(/^#/, '');
    case 'processed_at':
    case 'created_at': {
      const comparison = /^(<=|>=|<|>)?(.+)$/.exec(value)!;
      const operator = comparison[1] ?? '=';
      const when = Date.parse(comparison[2]);
      if (Number.isNaN(when)) return true;
      const at = Date.parse(order.processedAt);
      return operator === '>'
        ? at > when
        : operator === '>='
          ? at >= when
          : operator === '<'
            ? at < when
            : operator === '<='
              ? at <= when
              : at === when;
    }
    default:
      // Shopify ignores filters it does not know rather than failing the query.
      return true;
  }
}

export function listOrders(orders: OrderRecord[], args: OrderListArgs) {
  const terms = (args.query ?? '')
    .slice(0, 1000)
    .split(/\s+/)
    .filter((term) => term && !/^(AND|OR)$/.test(term));
  const filtered = orders.filter((order) => terms.every((term) => matchesTerm(order, term)));
  const sorted = [...filtered].sort(COMPARATORS[args.sortKey ?? 'ID'] ?? COMPARATORS.ID);
  if (args.reverse) sorted.reverse();
  const connection = paginate(sorted, args, 'orders', (order) => ({ last_id: order.rowId, last_value: order.processedAt }));
  return { ...connection, totalCount: String(filtered.length) };
}
