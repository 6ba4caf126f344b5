import forge from 'node-forge';

/** PKCS#12 bag types (RFC 7292), as node-forge names them by OID. */
const bagTypes = { key: '1.2.840.113549.1.12.10.1.1', shroudedKey: '1.2.840.113549.1.12.10.1.2', certificate: '1.2.840.113549.1.12.10.1.3' };

/** Why a PKCS#12 file cannot sign, in words for the one-line configuration error; undefined when it can. */
export function p12Problem(bytes: Uint8Array, passphrase: string): string | undefined {
  let p12: forge.pkcs12.Pkcs12Pfx;
  try {
    p12 = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(forge.util.binary.raw.encode(bytes)), false, passphrase);
  } catch {
    return 'is not a PKCS#12 file, or CERTIFICATE_P12_PASSPHRASE does not open it';
  }
  const bags = (bagType: string) => p12.getBags({ bagType })[bagType] ?? [];
  const keys = [...bags(bagTypes.shroudedKey), ...bags(bagTypes.key)];
  const certificates = bags(bagTypes.certificate);
  if (keys.length === 0) return 'holds no private key';
  if (certificates.length === 0) return 'holds no certificate';
  return undefined;
}

/**
 * A self-signed development key and certificate, as a PKCS#12 file: what a server without a
 * configured key signs with, and what its certificates say they carry.
 */
export function developmentP12(organization: string, passphrase: string, now: Date): Uint8Array {
  const keys = forge.pki.rsa.generateKeyPair(2048);
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = keys.publicKey;
  certificate.serialNumber = forge.util.bytesToHex(forge.random.getBytesSync(16)).replace(/^[89a-f]/, '1');
  certificate.validity.notBefore = now;
  certificate.validity.notAfter = new Date(now.getTime() + 10 * 365 * 24 * 60 * 60 * 1000);
  const subject = [
    { name: 'commonName', value: `${organization} (development signature, not for official use)` },
    { name: 'organizationName', value: organization },
  ];
  certificate.setSubject(subject);
  certificate.setIssuer(subject);
  certificate.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
  ]);
  certificate.sign(keys.privateKey, forge.md.sha256.create());
  const asn1 = forge.pkcs12.toPkcs12Asn1(keys.privateKey, [certificate], passphrase, { algorithm: '3des' });
  return forge.util.binary.raw.decode(forge.asn1.toDer(asn1).getBytes());
}
