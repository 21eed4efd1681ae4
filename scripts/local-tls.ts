// A self-signed certificate for https://localhost, made once with openssl and kept in the cache.
// Hydrogen sends Shopify an https redirect URI whatever the request's scheme, so the Customer
// Account API's sign-in can only come back to a storefront that answers https; locally that is
// workerd's https socket, with this certificate (browsers warn once; the tests accept it).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The PEM files of the key and its certificate. */
export interface LocalTls {
  keyFile: string;
  certFile: string;
}

export function localTls(dir = resolve('node_modules/.cache/bottega-tls')): LocalTls {
  const key = join(dir, 'localhost-key.pem');
  const cert = join(dir, 'localhost-cert.pem');
  if (!existsSync(key) || !existsSync(cert)) {
    mkdirSync(dir, { recursive: true });
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '825',
        '-keyout',
        key,
        '-out',
        cert,
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost,IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
  }
  return { keyFile: key, certFile: cert };
}
