// Many years of plausible bookings written straight into public.reservations, for the suites and benchmarks
// that measure the database at scale (tests/sql/reservation-scale.test.ts, npm run bench:availability).
const SURNAMES =
  `Müller Schmidt Schneider Fischer Weber Meyer Wagner Becker Schulz Hoffmann Schäfer Koch Bauer Richter
  Klein Wolf Schröder Neumann Schwarz Zimmermann Braun Krüger Hofmann Hartmann Lange Schmitt Werner Schmitz Krause
  Meier Lehmann Schmid Schulze Maier Köhler Herrmann König Walter Mayer Huber Kaiser Fuchs Peters Lang Scholz Möller
  Weiß Jung Hahn Schubert Vogel Friedrich Keller Günther Frank Berger Winkler Roth Beck Lorenz Baumann Franke Albrecht
  Schuster Simon Ludwig Böhm Winter Kraus Martin Schumacher Krämer Vogt Stein Jäger Otto Sommer Groß Seidel Heinrich
  Brandt Haas Schreiber Graf Schulte Dietrich Ziegler Kuhn Kühn Pohl Engel Horn Busch Bergmann Thomas Voigt Sauer
  Arnold Wolff Pfeiffer`.split(/\s+/);
const FIRST_NAMES =
  `Anna Ben Clara David Emma Felix Greta Hannah Jonas Karl Lena Lukas Marie Max Mia Noah Olga Paul
  Sophie Tim Uwe Vera Wei Xiaoming Yusuf Zoe Jürgen Günter Ömer Ali`.split(/\s+/);

const sqlArray = (words: readonly string[]) => `array[${words.map((w) => `'${w}'`).join(', ')}]`;

/**
 * `count` bookings (200,000 are 39 a day) over 14 years centred on today, in the 28 slots; past ones mostly completed,
 * coming ones mostly confirmed or pending; 100 surnames, 30 first names, 10% without a phone; each made
 * up to 60 days before its date, never after now.
 */
export const fillReservations = (count: number): string => `
insert into public.reservations
  (customer_name, customer_email, customer_phone, reservation_date, reservation_time, party_size,
   language_preference, status, created_at, updated_at)
select
  f.first || ' ' || s.last,
  lower(translate(f.first || '.' || s.last, 'äöüßÄÖÜ', 'aousAOU')) || (g.i % 97) || '@mail.example',
  case when g.i % 10 = 0 then null
       else '+49 ' || (150 + g.i % 30) || ' ' || lpad(((g.i::bigint * 7919) % 10000000)::text, 7, '0') end,
  d.day,
  to_char(time '08:00' + ((g.i * 13) % 28) * interval '30 minutes', 'HH24:MI'),
  1 + (g.i * 7) % 8,
  (array['de', 'en', 'zh'])[1 + g.i % 3],
  case when d.day < t.today
    then (array['completed', 'completed', 'completed', 'completed', 'completed', 'completed', 'completed',
                'cancelled', 'no_show', 'confirmed', 'completed', 'completed', 'completed', 'completed',
                'completed', 'completed', 'completed', 'cancelled', 'completed', 'pending'])[1 + (g.i * 31) % 20]
    else (array['pending', 'confirmed', 'confirmed', 'confirmed', 'cancelled', 'confirmed', 'pending',
                'confirmed', 'confirmed', 'confirmed'])[1 + (g.i * 17) % 10]
  end,
  c.created, c.created
from generate_series(1, ${count}) g(i)
cross join lateral (select (now() at time zone 'Europe/Berlin')::date as today) t
cross join lateral (select t.today - 2557 + (g.i::bigint * 5114 / ${count})::int as day) d
cross join lateral (select (${sqlArray(FIRST_NAMES)})[1 + (g.i * 11) % ${FIRST_NAMES.length}] as first) f
cross join lateral (select (${sqlArray(SURNAMES)})[1 + (g.i * 37 + g.i / 7) % ${SURNAMES.length}] as last) s
cross join lateral (select least(
  (d.day - (g.i * 13) % 60)::timestamp at time zone 'Europe/Berlin' + ((g.i * 7907) % 86400000) * interval '1 ms',
  now() - ((g.i * 7919) % 2592000) * interval '1 second') as created) c`;
