// Tests only: throwaway certificates for mutual TLS with the fake API Pix (decision 008). Made
// once per test process under the temp dir, never committed. Node cannot create X.509 itself;
// `selfsigned` signs with WebCrypto, EC keys so a suite pays milliseconds for them.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generate } from 'selfsigned';

export type Pem = { cert: string; key: string };
/** A certificate and key as PEM text and as the files the PIX_CERT_FILE-style settings name. */
export type PemFiles = Pem & { certFile: string; keyFile: string };

export type TestCerts = {
  /** The CA that signs the fake bank's server certificate and our client certificate. */
  ca: PemFiles;
  /** The fake bank's server certificate, for 127.0.0.1 and localhost. */
  server: PemFiles;
  /** Our client certificate, the one the bank knows. */
  client: PemFiles;
  /** A client certificate from another CA: a bank must refuse it. */
  stranger: PemFiles;
};

const DAY = 86_400_000;

async function issue(cn: string, opts: { ca?: Pem; isCa?: boolean; server?: boolean }): Promise<Pem> {
  const now = Date.now();
  const pems = await generate([{ name: 'commonName', value: cn }], {
    keyType: 'ec',
    algorithm: 'sha256',
    notBeforeDate: new Date(now - DAY),
    notAfterDate: new Date(now + 30 * DAY),
    ca: opts.ca,
    extensions: opts.isCa
      ? [
          { name: 'basicConstraints', cA: true, critical: true },
          { name: 'keyUsage', keyCertSign: true, cRLSign: true, digitalSignature: true, critical: true },
        ]
      : [
          { name: 'basicConstraints', cA: false },
          { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
          { name: 'extKeyUsage', serverAuth: !!opts.server, clientAuth: !opts.server },
          ...(opts.server
            ? [
                {
                  name: 'subjectAltName' as const,
                  altNames: [
                    { type: 2 as const, value: 'localhost' },
                    { type: 7 as const, ip: '127.0.0.1' },
                  ],
                },
              ]
            : []),
        ],
  });
  return { cert: pems.cert, key: pems.private };
}

async function make(): Promise<TestCerts> {
  const dir = mkdtempSync(path.join(tmpdir(), 'cardapio-pix-certs-'));
  const save = (name: string, pem: Pem): PemFiles => {
    const certFile = path.join(dir, `${name}.crt`);
    const keyFile = path.join(dir, `${name}.key`);
    writeFileSync(certFile, pem.cert);
    writeFileSync(keyFile, pem.key, { mode: 0o600 });
    return { ...pem, certFile, keyFile };
  };
  const ca = await issue('Cardapio Test Bank CA', { isCa: true });
  const otherCa = await issue('Somebody Else CA', { isCa: true });
  return {
    ca: save('ca', ca),
    server: save('server', await issue('localhost', { ca, server: true })),
    client: save('client', await issue('cardapio-client', { ca })),
    stranger: save('stranger', await issue('cardapio-client', { ca: otherCa })),
  };
}

let made: Promise<TestCerts> | undefined;

/** The certificates of this test process (made on first use). */
export function testCerts(): Promise<TestCerts> {
  made ??= make();
  return made;
}
