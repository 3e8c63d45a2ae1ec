// The days a booking touches and what it fixes on a day (issue 31, item 3).
import type { Booking } from '@lakbay/validation/bookings';
import { describe, expect, it } from 'vitest';
import { AFTER_LANDING_MINUTES, BEFORE_DEPARTURE_MINUTES, bookingDays, fixedPointsOn } from './booking-days.js';

// A five-day trip to Japan from Manila, 10 to 14 June 2027.
const trip = { startDate: new Date('2027-06-10T00:00:00Z'), duration: 5 };
const home = { originAirport: 'MNL', destinationCountry: 'JP' };

const flight = (number: string, from: [string, string], to: [string, string]): Booking => ({
  kind: 'flight',
  carrier: 'Philippine Airlines',
  flightNumber: number,
  from: { airport: from[0], at: from[1], zone: null },
  to: { airport: to[0], at: to[1], zone: null },
});
const outbound = flight('PR 428', ['MNL', '2027-06-10T08:15'], ['NRT', '2027-06-10T13:40']);
const overnightOut = flight('PR 432', ['MNL', '2027-06-09T23:30'], ['NRT', '2027-06-10T05:05']);
const homeward = flight('PR 427', ['NRT', '2027-06-14T18:00'], ['MNL', '2027-06-14T22:10']);
const redEye = flight('PR 431', ['NRT', '2027-06-13T22:00'], ['MNL', '2027-06-14T02:05']);
const hop = flight('JL 123', ['HND', '2027-06-12T12:00'], ['ITM', '2027-06-12T13:10']);
const hotel: Booking = { kind: 'stay', name: 'Sample Hotel Shinjuku', checkIn: '2027-06-10', checkOut: '2027-06-12' };
const tour: Booking = { kind: 'activity', name: 'Sample Mt Fuji day tour', date: '2027-06-11', time: '08:00' };

const on = (...bookings: Booking[]) => bookings.map((booking) => ({ booking, days: bookingDays(booking, trip) }));

describe('the days a booking touches', () => {
  it('puts a flight on the day it leaves and the day it lands, a stay on its nights and check-out, an activity on its date', () => {
    expect(bookingDays(outbound, trip)).toEqual([{ day: 1, role: 'flight' }]);
    expect(bookingDays(redEye, trip)).toEqual([
      { day: 4, role: 'departs' },
      { day: 5, role: 'lands' },
    ]);
    // Left the evening before the trip's first day: only its landing is on the trip.
    expect(bookingDays(overnightOut, trip)).toEqual([{ day: 1, role: 'lands' }]);
    expect(bookingDays(hotel, trip)).toEqual([
      { day: 1, role: 'check_in' },
      { day: 2, role: 'night' },
      { day: 3, role: 'check_out' },
    ]);
    expect(bookingDays(tour, trip)).toEqual([{ day: 2, role: 'activity' }]);
  });

  it('has no days without a start date, nor outside the trip', () => {
    expect(bookingDays(outbound, { startDate: null, duration: 5 })).toEqual([]);
    expect(bookingDays({ ...tour, date: '2027-07-01' }, trip)).toEqual([]);
  });
});

describe('what bookings fix on a day', () => {
  it('starts the arrival day after the landing and the way into town, and sleeps where the stay is booked', () => {
    expect(fixedPointsOn(1, on(outbound, hotel), home)).toEqual({
      from: 13 * 60 + 40 + AFTER_LANDING_MINUTES,
      until: null,
      stay: { name: 'Sample Hotel Shinjuku' },
      activities: [],
    });
  });

  it('ends the last day before the flight home, less the way to the airport and check-in', () => {
    expect(fixedPointsOn(5, on(homeward), home)).toMatchObject({
      from: null,
      until: 18 * 60 - BEFORE_DEPARTURE_MINUTES,
    });
  });

  it('leaves no time at the destination on a day that ends at home after a red-eye', () => {
    expect(fixedPointsOn(4, on(redEye), home)).toMatchObject({ from: null, until: 22 * 60 - BEFORE_DEPARTURE_MINUTES });
    expect(fixedPointsOn(5, on(redEye), home)!.from).toBe(24 * 60);
  });

  it('starts a day of a flight between two cities after its landing; the flight that brought the traveler does not end it', () => {
    expect(fixedPointsOn(3, on(hop), home)).toMatchObject({ from: 13 * 60 + 10 + AFTER_LANDING_MINUTES, until: null });
  });

  it('lists a booked activity with its time, and is null on a day no booking touches', () => {
    expect(fixedPointsOn(2, on(tour, hotel), home)).toEqual({
      from: null,
      until: null,
      stay: { name: 'Sample Hotel Shinjuku' },
      activities: [{ name: 'Sample Mt Fuji day tour', time: 8 * 60 }],
    });
    expect(fixedPointsOn(4, on(outbound, hotel, tour), home)).toBeNull();
  });
});
