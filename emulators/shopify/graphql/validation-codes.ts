// graphql-js reports validation failures as messages; Shopify (graphql-ruby) tags the same failures
// with its own codes in `extensions`, words the commonest ones its own way and gives each a path
// ("query Name" or "fragment Name", then field names). This maps one onto the other.
import { Kind, visit } from 'graphql';
import type { ASTNode, DocumentNode } from 'graphql';

type Rule = [RegExp, string, (match: RegExpMatchArray) => Record<string, unknown>, ((match: RegExpMatchArray) => string)?];

const RULES: Rule[] = [
  [
    /^Cannot query field "([^"]+)" on type "([^"]+)"/,
    'undefinedField',
    (m) => ({ typeName: m[2], fieldName: m[1] }),
    (m) => `Field '${m[1]}' doesn't exist on type '${m[2]}'`,
  ],
  [
    /^Unknown argument "([^"]+)" on field "([^".]+)\.([^"]+)"/,
    'argumentNotAccepted',
    (m) => ({ name: m[3], typeName: 'Field', argumentName: m[1] }),
    (m) => `Field '${m[3]}' doesn't accept argument '${m[1]}'`,
  ],
  [
    /^Field "([^"]+)" argument "([^"]+)" of type "([^"]+)" is required/,
    'missingRequiredArguments',
    (m) => ({ className: 'Field', name: m[1], arguments: m[2] }),
    (m) => `Field '${m[1]}' is missing required arguments: ${m[2]}`,
  ],
  [/must have a selection of subfields|must not have a selection since type/, 'selectionMismatch', () => ({})],
  [/^Unknown type "([^"]+)"/, 'undefinedType', (m) => ({ typeName: m[1] })],
  [/^Variable "\$([^"]+)" is never used/, 'variableNotUsed', (m) => ({ variableName: m[1] })],
  [/^Variable "\$([^"]+)" is not defined/, 'undefinedVariable', (m) => ({ variableName: m[1] })],
  [
    /^Variable "\$([^"]+)" of type "([^"]+)" used in position expecting/,
    'variableMismatch',
    (m) => ({ variableName: m[1], typeName: m[2] }),
  ],
  [/^Unknown fragment "([^"]+)"/, 'undefinedFragment', (m) => ({ fragmentName: m[1] })],
  [/^Fragment "([^"]+)" is never used/, 'useAndDefineFragment', (m) => ({ fragmentName: m[1] })],
  [/^Unknown directive "@?([^"]+)"/, 'undefinedDirective', (m) => ({ directiveName: m[1] })],
  [
    /cannot represent|Expected value of type|is not defined by type|Expected type/,
    'argumentLiteralsIncompatible',
    () => ({ typeName: 'CoercionError' }),
  ],
];

export interface ShopifyValidationError {
  message: string;
  extensions: Record<string, unknown>;
}

export function shopifyValidationError(message: string): ShopifyValidationError {
  for (const [pattern, code, extra, reword] of RULES) {
    const match = message.match(pattern);
    if (match) return { message: reword ? reword(match) : message, extensions: { code, ...extra(match) } };
  }
  return { message, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } };
}

/** graphql-ruby's path to a node: its operation or fragment, then the field names down to it. */
export function pathTo(document: DocumentNode, target: ASTNode | undefined): string[] | undefined {
  if (!target) return undefined;
  const stack: string[] = [];
  let found: string[] | undefined;
  visit(document, {
    enter(node) {
      if (found) return false;
      if (node.kind === Kind.OPERATION_DEFINITION) stack.push(node.name ? `${node.operation} ${node.name.value}` : node.operation);
      else if (node.kind === Kind.FRAGMENT_DEFINITION) stack.push(`fragment ${node.name.value}`);
      else if (node.kind === Kind.FIELD) stack.push(node.name.value);
      if (node === target) found = [...stack];
      return undefined;
    },
    leave(node) {
      if (node.kind === Kind.OPERATION_DEFINITION || node.kind === Kind.FRAGMENT_DEFINITION || node.kind === Kind.FIELD) stack.pop();
    },
  });
  return found;
}
