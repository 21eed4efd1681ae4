// Documents /api/shopify must refuse, each built from a stored one so that only the attack differs.
// Shared by the unit test (the matcher) and the integration test (the running build).
import { PREDICTIVE_SEARCH_QUERY } from '../../app/graphql/search.ts';
import { PRODUCT_QUERY } from '../../app/graphql/product.ts';
import { CUSTOMER_QUERY } from '../../app/graphql/customer.ts';

const STORED = PREDICTIVE_SEARCH_QUERY;
const INTROSPECTION = '{ __schema { mutationType { name } types { name } } }';

/** Splices `text` into the stored predictive search, right after its `products {`. */
const inProducts = (text: string) => STORED.replace('products {', `products {${text}`);

export interface RefusedDocument {
  label: string;
  query: string;
  /** The extensions.code the endpoint answers with. */
  code: 'OPERATION_NOT_ALLOWED' | 'GRAPHQL_PARSE_FAILED';
}

const refused = (label: string, query: string, code: RefusedDocument['code'] = 'OPERATION_NOT_ALLOWED'): RefusedDocument => ({
  label,
  query,
  code,
});

export const REFUSED_DOCUMENTS: RefusedDocument[] = [
  // GraphQL ends a comment at \r, \r\n or \n; whatever follows is a document, not a comment.
  refused('an introspection operation after a comment ended by \\r', `${STORED}#\r${INTROSPECTION}`),
  refused('an introspection operation after a comment ended by \\r\\n', `${STORED}#\r\n${INTROSPECTION}`),
  refused('an introspection operation after a comment ended by \\n', `${STORED}# note\n${INTROSPECTION}`),
  refused(
    'fields spliced in after a comment ended by \\r',
    inProducts(' #\rid }} shop { name } x: predictiveSearch(query: $term) { products {'),
  ),
  refused(
    'fields spliced in after a comment ended by \\r\\n',
    inProducts(' #\r\nid }} shop { name } x: predictiveSearch(query: $term) { products {'),
  ),
  refused(
    'fields spliced in after a comment ended by \\n',
    inProducts(' # more\nid }} shop { name } x: predictiveSearch(query: $term) { products {'),
  ),
  refused(
    'a block string for a stored string',
    PRODUCT_QUERY.replace('namespace: "pdp", key: "description"', 'namespace: """pdp""", key: "description"'),
  ),
  refused('a block string for a stored variable', STORED.replace('query: $term', 'query: """#\r{ __schema { types { name } } }"""')),
  refused('an extra field', inProducts(' vendor')),
  refused('an extra field with arguments', inProducts(' description(truncateAt: 100000)')),
  refused('an alias', STORED.replace('title\n', 'name: title\n')),
  refused('a second, aliased copy of a field', inProducts(' again: id')),
  refused('a changed argument', STORED.replace('limitScope: EACH', 'limitScope: ALL')),
  refused('an added directive', STORED.replace('handle\n', 'handle @include(if: true)\n')),
  refused('a second operation', `${STORED}\nquery Other { shop { name } }`),
  refused('the same operation twice', `${STORED}\n${STORED}`),
  refused('a fragment spread not in the stored document', `${inProducts(' ...Extra')}\nfragment Extra on Product { vendor }`),
  refused('an unused fragment not in the stored document', `${STORED}\nfragment Extra on Product { vendor }`),
  refused('a type definition beside the document', `${STORED}\ntype Query { secret: String }`),
  refused('introspection inside the stored query', inProducts(' __typename')),
  refused('introspection under the stored name', `query PredictiveSearch ${INTROSPECTION}`),
  refused('introspection alone', INTROSPECTION),
  refused('a mutation under a stored name', STORED.replace('query PredictiveSearch', 'mutation PredictiveSearch')),
  refused(
    'a mutation',
    'mutation CustomerCreate { customerCreate(input: {email: "x@example.com", password: "hunter22"}) { customer { id } } }',
  ),
  refused('a subscription', STORED.replace('query PredictiveSearch', 'subscription PredictiveSearch')),
  refused('an anonymous query', '{ shop { name } }'),
  refused('an unknown operation', 'query Shop { shop { name } }'),
  refused('the customer’s own query (server only)', CUSTOMER_QUERY),
  refused('a document that does not parse', STORED.slice(0, -20), 'GRAPHQL_PARSE_FAILED'),
  refused('an empty document', '', 'GRAPHQL_PARSE_FAILED'),
  refused('a document past the token limit', `query PredictiveSearch { ${'shop { name } '.repeat(1_000)}}`, 'GRAPHQL_PARSE_FAILED'),
];

/** Differs from the stored text only where GraphQL sees nothing: layout, commas and plain comments. */
export const SAME_DOCUMENT_RESPELT = STORED.replace(/\n\s*/g, '\n,  ').replace('products {', 'products { # the cards\n');
