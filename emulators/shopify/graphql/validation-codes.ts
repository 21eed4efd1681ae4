// graphql-js reports validation failures as messages; Shopify tags the same failures with
// graphql-ruby's codes in `extensions`. This maps one onto the other.
const RULES: [RegExp, string, (match: RegExpMatchArray) => Record<string, unknown>][] = [
  [/^Cannot query field "([^"]+)" on type "([^"]+)"/, 'undefinedField', (m) => ({ typeName: m[2], fieldName: m[1] })],
  [/^Unknown argument "([^"]+)" on field "([^".]+)\.([^"]+)"/, 'argumentNotAccepted', (m) => ({ name: m[3], typeName: 'Field', argumentName: m[1] })],
  [/^Field "([^"]+)" argument "([^"]+)" of type "([^"]+)" is required/, 'missingRequiredArguments', (m) => ({ className: 'Field', name: m[1], arguments: m[2] })],
  [/must have a selection of subfields|must not have a selection since type/, 'selectionMismatch', () => ({})],
  [/^Unknown type "([^"]+)"/, 'undefinedType', (m) => ({ typeName: m[1] })],
  [/^Variable "\$([^"]+)" is never used/, 'variableNotUsed', (m) => ({ variableName: m[1] })],
  [/^Variable "\$([^"]+)" is not defined/, 'undefinedVariable', (m) => ({ variableName: m[1] })],
  [/^Variable "\$([^"]+)" of type "([^"]+)" used in position expecting/, 'variableMismatch', (m) => ({ variableName: m[1], typeName: m[2] })],
  [/^Unknown fragment "([^"]+)"/, 'undefinedFragment', (m) => ({ fragmentName: m[1] })],
  [/^Fragment "([^"]+)" is never used/, 'useAndDefineFragment', (m) => ({ fragmentName: m[1] })],
  [/^Unknown directive "@?([^"]+)"/, 'undefinedDirective', (m) => ({ directiveName: m[1] })],
  [/cannot represent|Expected value of type|is not defined by type|Expected type/, 'argumentLiteralsIncompatible', () => ({ typeName: 'CoercionError' })],
];

export function shopifyValidationCode(message: string): Record<string, unknown> {
  for (const [pattern, code, extra] of RULES) {
    const match = message.match(pattern);
    if (match) return { code, ...extra(match) };
  }
  return { code: 'GRAPHQL_VALIDATION_FAILED' };
}
