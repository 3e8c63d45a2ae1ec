// Each sample confirmation (written for these tests, with no real person's data) is read
// offline into the bookings it holds; markup, scripts and foreign or damaged messages give
// no bookings and say what was recognized; no input makes the reader throw.
import { BOOKING_SAMPLES, bookingSample as sample } from '../../test/bookings.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookingSchema } from '@lakbay/validation/bookings';
import { parseConfirmation } from './parse-confirmation.js';

describe('reading booking confirmations offline', () => {
  it('reads a Philippine Airlines confirmation: both flights, terminals, local times and zones', () => {
    expect(parseConfirmation(sample('philippine-airlines'))).toEqual({
      source: 'philippine_airlines',
      recognized: [],
      bookings: [
        {
          kind: 'flight',
          carrier: 'Philippine Airlines',
          flightNumber: 'PR 428',
          from: { airport: 'MNL', terminal: '1', at: '2026-12-01T08:05', zone: 'Asia/Manila' },
          to: { airport: 'NRT', terminal: '2', at: '2026-12-01T13:30', zone: 'Asia/Tokyo' },
          reference: '7XKQ2P',
        },
        {
          kind: 'flight',
          carrier: 'Philippine Airlines',
          flightNumber: 'PR 427',
          from: { airport: 'NRT', terminal: '2', at: '2026-12-08T14:55', zone: 'Asia/Tokyo' },
          to: { airport: 'MNL', terminal: '1', at: '2026-12-08T18:40', zone: 'Asia/Manila' },
          reference: '7XKQ2P',
        },
      ],
    });
  });

  it('reads a Cebu Pacific itinerary receipt, with an arrival the next day', () => {
    const { source, bookings } = parseConfirmation(sample('cebu-pacific'));
    expect(source).toBe('cebu_pacific');
    expect(bookings).toEqual([
      {
        kind: 'flight',
        carrier: 'Cebu Pacific',
        flightNumber: '5J 5054',
        from: { airport: 'MNL', terminal: '3', at: '2026-12-01T21:35', zone: 'Asia/Manila' },
        to: { airport: 'NRT', terminal: '2', at: '2026-12-02T03:05', zone: 'Asia/Tokyo' },
        reference: 'K9D3WZ',
      },
      {
        kind: 'flight',
        carrier: 'Cebu Pacific',
        flightNumber: '5J 5055',
        from: { airport: 'NRT', terminal: '2', at: '2026-12-08T04:15', zone: 'Asia/Tokyo' },
        to: { airport: 'MNL', terminal: '3', at: '2026-12-08T08:10', zone: 'Asia/Manila' },
        reference: 'K9D3WZ',
      },
    ]);
  });

  it('reads an AirAsia confirmation', () => {
    const { source, bookings } = parseConfirmation(sample('airasia'));
    expect(source).toBe('airasia');
    expect(
      bookings.map((booking) => booking.kind === 'flight' && [booking.flightNumber, booking.from, booking.to]),
    ).toEqual([
      [
        'Z2 902',
        { airport: 'MNL', terminal: '3', at: '2027-01-15T06:35', zone: 'Asia/Manila' },
        { airport: 'DMK', terminal: '1', at: '2027-01-15T09:10', zone: 'Asia/Bangkok' },
      ],
      [
        'Z2 903',
        { airport: 'DMK', terminal: '1', at: '2027-01-22T10:05', zone: 'Asia/Bangkok' },
        { airport: 'MNL', terminal: '3', at: '2027-01-22T14:35', zone: 'Asia/Manila' },
      ],
    ]);
    expect(bookings[0]).toMatchObject({ carrier: 'AirAsia Philippines', reference: 'B7K2QZ' });
  });

  it('reads stays from Agoda and Booking.com', () => {
    expect(parseConfirmation(sample('agoda'))).toEqual({
      source: 'agoda',
      recognized: [],
      bookings: [
        {
          kind: 'stay',
          name: 'Sample Shinjuku Hotel',
          address: '1-2-3 Kabukicho, Shinjuku-ku, Tokyo, Japan, 160-0021',
          checkIn: '2026-12-01',
          checkOut: '2026-12-08',
          checkInTime: '15:00',
          reference: '1234567890',
        },
      ],
    });
    expect(parseConfirmation(sample('booking-com'))).toEqual({
      source: 'booking_com',
      recognized: [],
      bookings: [
        {
          kind: 'stay',
          name: 'Sample Surf Inn',
          address: 'Tourism Road, General Luna, 8419 Siargao Island, Philippines',
          checkIn: '2027-01-15',
          checkOut: '2027-01-18',
          checkInTime: '14:00',
          reference: '4012.785.331',
        },
      ],
    });
  });

  it('reads a Klook activity', () => {
    expect(parseConfirmation(sample('klook')).bookings).toEqual([
      {
        kind: 'activity',
        name: 'Tokyo Disneyland 1-Day Passport',
        date: '2026-12-03',
        time: '09:00',
        meetingPoint: 'Tokyo Disneyland Main Entrance, 1-1 Maihama, Urayasu, Chiba',
        reference: 'ZQX842113',
      },
    ]);
  });

  it('reads the same confirmation sent as HTML, scripts and all, and keeps no markup', () => {
    const html = `<html><head><style>p{color:red}</style></head><body><script>alert("x")</script>${sample('agoda')
      .split('\n')
      .map((line) => `<p>${line.replace(/&/g, '&amp;')}</p>`)
      .join('')}</body></html>`;
    const { bookings } = parseConfirmation(html);
    expect(bookings).toEqual(parseConfirmation(sample('agoda')).bookings);
    expect(JSON.stringify(bookings)).not.toMatch(/[<>]|alert/);
  });

  it('says what it recognized when a known sender’s message holds no booking, and nothing for a stranger', () => {
    const damaged = sample('cebu-pacific').replace(/Departs.*\n/g, '');
    expect(parseConfirmation(damaged)).toEqual({
      source: 'cebu_pacific',
      bookings: [],
      recognized: ['Cebu Pacific', 'K9D3WZ'],
    });
    expect(parseConfirmation('Hi! See you at the beach on Saturday.')).toEqual({
      source: null,
      bookings: [],
      recognized: [],
    });
    // A flight to an airport Lakbay does not list keeps its local times without a zone.
    const elsewhere = sample('philippine-airlines').replaceAll('(NRT)', '(XYZ)');
    expect(parseConfirmation(elsewhere).bookings[0]).toMatchObject({
      to: { airport: 'XYZ', at: '2026-12-01T13:30', zone: null },
    });
  });

  it('refuses impossible dates instead of rolling them over', () => {
    const text = sample('agoda').replace('December 8, 2026', 'February 31, 2027');
    expect(parseConfirmation(text)).toMatchObject({ bookings: [], recognized: ['Agoda', '1234567890'] });
  });

  it('never throws, and every booking it gives passes the schema (fuzz)', () => {
    const samples = BOOKING_SAMPLES.map(sample);
    fc.assert(
      fc.property(
        fc.constantFrom(...samples),
        fc.string({ maxLength: 40 }),
        fc.nat(),
        fc.nat(),
        (text, noise, at, cut) => {
          const position = at % text.length;
          const mangled = text.slice(0, position) + noise + text.slice(position + (cut % 30));
          const parsed = parseConfirmation(mangled);
          for (const booking of parsed.bookings) expect(bookingSchema.safeParse(booking).success).toBe(true);
          expect(parsed.bookings.length === 0 || parsed.recognized.length === 0).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});
