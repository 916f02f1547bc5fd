import { mailboxOf } from '../../domain/reservation/mailbox';
import type { AbuseBoundsRepository } from '../../application/ports/abuse-bounds-repository';
import {
  DEFAULT_ABUSE_LIMITS,
  NO_REFUSALS,
  REFUSAL_KEYS,
  type AbuseLimits,
  type RefusalReason,
} from '../../domain/settings/abuse-limits';
import { invalid, ok, type PortError, type Result } from '../../domain/shared/result';
import { restaurantDate } from '../../domain/shared/time';
import { validate } from '../../domain/shared/validation';
import { solveBookingChallenge, type ChallengeSolver } from '../altcha/booking-challenge';
import type { MemoryDatabase } from './memory-database';

const HOUR = 60 * 60 * 1000;
/** As public.booking_challenge() makes them: 50,000 numbers at most, valid ten minutes. */
const MAX_NUMBER = 50_000;
const VALID_FOR = 10 * 60 * 1000;

/**
 * The demo's side of booking_challenge() and create_reservation()'s check (decision 0086): ALTCHA challenges
 * made and verified with altcha-lib and a key that lives in this tab only, each solution used once. The
 * demo's booking thereby takes the same path as a real one: fetch, solve, send, verify.
 */
export class MemoryBookingChallenge {
  private readonly key = crypto.randomUUID();
  private readonly used = new Map<string, number>();

  /** `maxNumber`: the work; tests that book many times ask for less. */
  constructor(private readonly maxNumber = MAX_NUMBER) {}

  /** A fresh challenge, solved as the browser solves the server's. */
  readonly solve: ChallengeSolver = async () => {
    const { createChallenge } = await import('altcha-lib/v1');
    const challenge = await createChallenge({
      hmacKey: this.key,
      maxnumber: this.maxNumber,
      expires: new Date(Date.now() + VALID_FOR),
    });
    return solveBookingChallenge(challenge);
  };

  /** Whether the payload solves a challenge of this tab, unexpired and not used before; uses it up. */
  async verify(payload: string): Promise<boolean> {
    const { verifySolution } = await import('altcha-lib/v1');
    if (!(await verifySolution(payload, this.key))) return false;
    const now = Date.now();
    for (const [c, expires] of this.used) if (expires <= now) this.used.delete(c);
    const { challenge } = JSON.parse(atob(payload)) as { challenge: string };
    if (this.used.has(challenge)) return false;
    this.used.set(challenge, now + VALID_FOR);
    return true;
  }
}

/** The limits the demo's store holds the public to. */
export const abuseLimitsIn = (db: MemoryDatabase): AbuseLimits =>
  db.tables().abuse_limits ?? DEFAULT_ABUSE_LIMITS;

/**
 * The limits of restaurant_settings.abuse_limits for the demo (decision 0087). The demo's visitor is one
 * browser, so "per client address" means this browser; its attempts and the refusals of the day are kept in
 * the demo's document like every other table.
 */
export class MemoryAbuseGuard {
  constructor(
    private readonly db: MemoryDatabase,
    readonly challenge = new MemoryBookingChallenge(),
  ) {}

  limits(): AbuseLimits {
    return abuseLimitsIn(this.db);
  }

  /** Proof of work, then the three booking limits, in create_reservation()'s order. */
  async admitBooking(email: string): Promise<Result<void, PortError>> {
    const solved = await this.challenge.solve();
    if (!solved.ok || !(await this.challenge.verify(solved.value))) return this.refuse('challenge');
    const limits = this.limits();
    const now = this.db.now();
    const today = restaurantDate(now);
    const attempts = this.attempts(now).filter((a) => a.kind === 'booking');
    if (
      attempts.filter((a) => now.getTime() - Date.parse(a.at) < HOUR).length >=
      limits.bookingsPerAddressPerHour
    ) {
      return this.refuse('address');
    }
    const ofToday = attempts.filter((a) => restaurantDate(new Date(a.at)) === today);
    if (ofToday.filter((a) => a.email === mailboxOf(email)).length >= limits.bookingsPerEmailPerDay) {
      return this.refuse('email', 'customer_email');
    }
    if (ofToday.length >= limits.bookingsPerDay) return this.refuse('day');
    return ok(undefined);
  }

  /** A booking was made: it counts against the limits. */
  booked(email: string) {
    this.note({ kind: 'booking', email: mailboxOf(email), at: this.db.now().toISOString() });
  }

  /** The consent bound; a record admitted counts at once. */
  admitConsent(): Result<void, PortError> {
    const now = this.db.now();
    const recent = this.attempts(now).filter(
      (a) => a.kind === 'consent' && now.getTime() - Date.parse(a.at) < HOUR,
    );
    if (recent.length >= this.limits().consentsPerAddressPerHour) return this.refuse('consent');
    this.note({ kind: 'consent', at: now.toISOString() });
    return ok(undefined);
  }

  /** Bookings are counted for the day, consent records for the hour; older attempts are dropped. */
  private attempts(now: Date) {
    const today = restaurantDate(now);
    return (this.db.tables().abuse_attempts ?? []).filter(
      (a) => restaurantDate(new Date(a.at)) === today || now.getTime() - Date.parse(a.at) < HOUR,
    );
  }

  private note(attempt: { kind: 'booking' | 'consent'; email?: string; at: string }) {
    const now = this.db.now();
    const kept = this.attempts(now);
    this.db.change((tables) => {
      tables.abuse_attempts = [...kept, attempt];
    });
  }

  private refuse(reason: RefusalReason, field?: string): Result<never, PortError> {
    const today = restaurantDate(this.db.now());
    this.db.change((tables) => {
      const counts = tables.refused_attempts?.day === today ? tables.refused_attempts.counts : NO_REFUSALS;
      tables.refused_attempts = { day: today, counts: { ...counts, [reason]: counts[reason] + 1 } };
    });
    const key = REFUSAL_KEYS[reason];
    return invalid(key, field ? { [field]: key } : undefined);
  }
}

/** Settings' limits and the dashboard's count in the demo. */
export class MemoryAbuseBoundsRepository implements AbuseBoundsRepository {
  constructor(private readonly db: MemoryDatabase) {}

  async limits() {
    return ok(this.db.tables().abuse_limits ?? DEFAULT_ABUSE_LIMITS);
  }

  async save(limits: AbuseLimits) {
    // Loaded with the first save, so that zod stays out of the public pages' startup.
    const { abuseLimitsSchema } = await import('../../domain/settings/abuse-limits-schema');
    const valid = validate(abuseLimitsSchema, limits);
    if (!valid.ok) return valid;
    return this.db.change((tables) => {
      tables.abuse_limits = valid.value;
      return valid.value;
    });
  }

  async refusedToday() {
    const refused = this.db.tables().refused_attempts;
    return ok(refused?.day === restaurantDate(this.db.now()) ? refused.counts : NO_REFUSALS);
  }
}
