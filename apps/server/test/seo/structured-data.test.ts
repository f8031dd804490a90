import { describe, expect, it } from 'vitest';
import { mapCoordinates, openingHours } from '../../src/services/structured-data';

describe('the store’s schema.org hours and place', () => {
  it('reads the support hours as written by default, and gives none for other wordings', () => {
    expect(openingHours('Monday to Friday, 9:30am to 6pm IST')).toEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '09:30',
      closes: '18:00',
    });
    expect(openingHours('Every day except Diwali')).toBeNull();
    expect(openingHours('Saturday to Monday, 10am to 7pm')).toBeNull();
  });

  it('reads coordinates from a map link that carries them, and none from one that does not', () => {
    expect(
      mapCoordinates('https://www.google.com/maps/search/Kesariya/@18.5236,73.8413,17z'),
    ).toEqual({ '@type': 'GeoCoordinates', latitude: 18.5236, longitude: 73.8413 });
    expect(mapCoordinates('https://www.google.com/maps?q=18.52,73.84&output=embed')).toMatchObject({
      latitude: 18.52,
      longitude: 73.84,
    });
    expect(mapCoordinates('https://maps.app.goo.gl/abc123')).toBeNull();
  });
});
