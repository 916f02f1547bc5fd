import { fail, ok, portError, type PortError, type Result } from '../../domain/shared/result';

/**
 * A proof-of-work challenge as public.booking_challenge() hands it out (decision 0086): ALTCHA's classic
 * format, which altcha-lib/v1 makes, solves and verifies the same way.
 */
export interface BookingChallenge {
  readonly algorithm: 'SHA-256';
  readonly challenge: string;
  readonly maxnumber: number;
  readonly salt: string;
  readonly signature: string;
}

/** Fetches a fresh challenge and solves it: the base64 payload create_reservation() takes as p_challenge. */
export type ChallengeSolver = () => Promise<Result<string, PortError>>;

/** The refusal of a booking without a valid solution (SQL raises the same key). */
export const CHALLENGE_FAILED = 'reservations.validation.challengeFailed';

const isChallenge = (value: unknown): value is BookingChallenge => {
  const c = value as Partial<Record<keyof BookingChallenge, unknown>> | null;
  return (
    typeof c === 'object' &&
    c !== null &&
    c.algorithm === 'SHA-256' &&
    typeof c.challenge === 'string' &&
    typeof c.maxnumber === 'number' &&
    typeof c.salt === 'string' &&
    typeof c.signature === 'string'
  );
};

/**
 * Tries numbers until SHA-256(salt + number) is the challenge, as ALTCHA's widget does, and answers the
 * payload ALTCHA sends: base64 of {algorithm, challenge, number, salt, signature}. altcha-lib is loaded here,
 * on the first booking, so that it weighs on no page before the guest presses "book". With maxnumber 50,000
 * a phone needs a few hundred milliseconds at most (decision 0086 has the measurements).
 */
export const solveBookingChallenge = async (value: unknown): Promise<Result<string, PortError>> => {
  if (!isChallenge(value)) return fail(portError('Unavailable', 'booking_challenge answered no challenge'));
  const { solveChallenge } = await import('altcha-lib/v1');
  const solution = await solveChallenge(value.challenge, value.salt, value.algorithm, value.maxnumber)
    .promise;
  if (!solution) return fail(portError('Invalid', CHALLENGE_FAILED));
  const { algorithm, challenge, salt, signature } = value;
  return ok(btoa(JSON.stringify({ algorithm, challenge, number: solution.number, salt, signature })));
};
