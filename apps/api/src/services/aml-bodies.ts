/**
 * The bodies and inputs of the AML screenings and the fraud engine (spec §5, §7); their rules are
 * in aml.ts.
 */

/** `fuzzy_amlp` / `fuzzy_amlb` as sent. */
export type Mode = '1' | '2' | 1 | 2;

/** POST /amlperson's body. */
export interface PersonBody {
  f_name: string;
  l_name: string;
  dob?: string | undefined;
  gender?: string | undefined;
  fuzzy_amlp?: Mode | undefined;
}

/** POST /fraud-engine's body: every field optional (spec §7). */
export interface FraudEngineBody {
  f_name?: string | null | undefined;
  l_name?: string | null | undefined;
  dob?: string | null | undefined;
  gender?: string | null | undefined;
  fuzzy_amlp?: Mode | undefined;
  company?: string | null | undefined;
  fuzzy_amlb?: Mode | undefined;
  email?: string | null | undefined;
  ip?: string | null | undefined;
  ipAddress?: string | null | undefined;
  phone?: string | null | undefined;
  bin?: string | null | undefined;
  address?: string | null | undefined;
  country?: string | null | undefined;
  latitude?: number | string | null | undefined;
  longitude?: number | string | null | undefined;
}

/** POST /amlbusiness's body. */
export type BusinessBody = { company: string; fuzzy_amlb?: Mode | undefined };

/** An individual AML screening's input after spec §5's rules. */
export interface PersonInput {
  f_name: string;
  l_name: string;
  dob?: string;
  gender?: string;
  fuzzy_amlp: '1' | '2';
}

/** The fraud engine's fields after spec §5's combined-form rules: trimmed, null when blank. */
export interface FraudEngineInput {
  f_name: string | null;
  l_name: string | null;
  dob: string | null;
  /** 'male', 'female' or null. */
  gender: string | null;
  company: string | null;
  email: string | null;
  ip: string | null;
  phone: string | null;
  /** The digits of the BIN. */
  bin: string | null;
  address: string | null;
  country: string | null;
  latitude: number | null;
  longitude: number | null;
}
