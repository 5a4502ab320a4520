/** The response of the email engine (TypeBox schema and its static type). */
import { Type, type Static } from 'typebox';
import { Nullable as N } from '../common/schema.js';

/** The fields of the spec's Email Verification card. `null` = unknown (no source, or DNS unreachable). */
export const EmailResponse = Type.Object({
  /** The address as looked up (trimmed; domain lower-cased). */
  email: Type.String(),
  /** RFC 5321/5322 syntax (validator.js isEmail, TLD required, length limits). */
  validSyntax: Type.Boolean(),
  domain: N(Type.String()),
  /**
   * 'deliverable' (syntax ok and the domain has MX), 'undeliverable' (bad syntax, no such domain, no
   * MX or null MX), 'unknown' (DNS unreachable). No SMTP probe is made.
   */
  deliverability: Type.Union([
    Type.Literal('deliverable'),
    Type.Literal('undeliverable'),
    Type.Literal('unknown'),
  ]),
  disposable: N(Type.Boolean()),
  freeProvider: N(Type.Boolean()),
  roleAccount: N(Type.Boolean()),
  /** The domain exists in DNS (answers for MX or TXT, or NODATA); false on NXDOMAIN; null when unreachable. */
  dns: N(Type.Boolean()),
  /** MX hosts by preference; [] when the domain has none; null when DNS is unreachable. */
  mxRecords: N(Type.Array(Type.String())),
  /** A TXT record starting `v=spf1` at the domain; null when unreachable. */
  spf: N(Type.Boolean()),
  /** A TXT record starting `v=DMARC1` at `_dmarc.<domain>`; null when unreachable. */
  dmarc: N(Type.Boolean()),
  // The following need WHOIS, breach, spam-trap or live SMTP data that no offline source provides:
  // always null.
  domainAge: Type.Null(),
  firstSeen: Type.Null(),
  leaked: Type.Null(),
  honeypot: Type.Null(),
  smtpScore: Type.Null(),
  spamTrapScore: Type.Null(),
});
export type EmailResponse = Static<typeof EmailResponse>;
