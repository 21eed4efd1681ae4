// The merchant grants an agent access to the local shop, as Shopify's Dev Dashboard issues client
// credentials: the agent trades the client ID and secret at POST {emulator}/auth/access_token
// (grant_type client_credentials) for a bearer token, which puts its calls in the Token tier.
// `--purchase` lets that token complete checkouts and read the orders they place.
//   node scripts/agent-client.ts grant --name "My assistant" [--purchase] [--profile https://…/.well-known/ucp]
//   node scripts/agent-client.ts list
//   node scripts/agent-client.ts revoke <client id>
// It writes the emulator's data folder (EMULATOR_DATA_DIR, default .data) directly, so it works
// whether or not the emulators are running; a running emulator also answers the same at
// /admin/agent-clients to a caller holding the shop's private token.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { readConfig } from '../emulators/config.ts';
import { openShopDatabase } from '../emulators/shopify/db.ts';
import { createAgentClient, listAgentClients, revokeAgentClient, SCOPES } from '../emulators/shopify/agents/identity/clients.ts';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { name: { type: 'string' }, purchase: { type: 'boolean', default: false }, profile: { type: 'string' } },
});
const config = readConfig();
const path = join(config.dataDir, 'shop.sqlite');
if (!existsSync(path)) {
  console.error(`No shop in ${config.dataDir}: start the emulators once (npm run emulators) or set EMULATOR_DATA_DIR.`);
  process.exit(1);
}
const db = openShopDatabase(path);
try {
  const [command, id] = positionals;
  if (command === 'grant') {
    const client = createAgentClient(db, {
      name: values.name ?? 'Local agent',
      scopes: values.purchase ? [SCOPES.purchase, SCOPES.orders] : [],
      profile: values.profile ?? null,
    });
    console.log(JSON.stringify({ ...client, token_endpoint: `${config.publicUrl}/auth/access_token` }, null, 2));
  } else if (command === 'list') console.log(JSON.stringify(listAgentClients(db), null, 2));
  else if (command === 'revoke' && id) console.log(revokeAgentClient(db, id) ? `Revoked ${id}.` : `No live client ${id}.`);
  else {
    console.error('Usage: node scripts/agent-client.ts grant --name NAME [--purchase] [--profile URL] | list | revoke CLIENT_ID');
    process.exitCode = 2;
  }
} finally {
  db.close();
}
