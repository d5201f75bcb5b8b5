import { describe, expect, it } from 'vitest';
import { findDirections } from './directions';
import { foldCased } from './normalise';

const directions = (text: string) => findDirections(foldCased(text));

describe('findDirections', () => {
  it.each([
    'off the bus at the stop after the park, go left at the lights, green door, number 14, knock',
    "we're the last house on the right, opposite the chemist, pop round after school",
    'bájate en la última parada, gira a la derecha, pasa el súper, puerta azul, número 8, toca el timbre',
    'descends à la gare, tourne à gauche, deuxième à droite, porte rouge, sonne deux fois',
    'zweite links, am Kiosk vorbei, rote Tür, Nummer 5, klingeln',
    'flat 12, Lakeview Towers, block C, come up',
    'apt 7, 19 Marlow, ring the bell',
  ])('finds a home given as the way to its door: %j', (text) => {
    expect(directions(text)).not.toBeNull();
  });

  it.each([
    'turn left at the library, then second right, room 12 is on the left',
    'to get to the museum, get off at the last stop, walk past the church and the entrance is on your right',
    'for question 3, turn left at the second corner then walk past the bank: how far did she walk?',
    'our class is the second door on the left after the stairs, come in quietly',
    'the house on the corner in the story has a red door, come on read it',
    'gira a la izquierda en la biblioteca y el aula está al lado de la cafetería',
    'my flat is on the 3rd floor and the lift is broken again',
  ])('keeps %j', (text) => {
    expect(directions(text)).toBeNull();
  });

  it('reads a knock as an ask to come in only where it is said as one', () => {
    expect(
      directions('in the story the house on the left has a blue door and a knock is heard at number 4'),
    ).toBeNull();
    expect(directions('the house on the left after the shop, blue door. knock')).not.toBeNull();
  });
});
