import { describe, expect, it } from 'vitest';
import { findAddressDetail } from './addresses';
import { foldCased } from './normalise';

const address = (text: string) => findAddressDetail(foldCased(text), text.normalize('NFKC').toLowerCase());

describe('findAddressDetail: street addresses', () => {
  it.each([
    // A house number and a street, in the order each language writes them, with a claim to the place.
    'I live at 14 Elm Road, come round after school',
    'i live at 22 maple avenue, come over',
    'meet me at the bus stop outside 1200 Main St at 5',
    "I'm in the blue house, number 7 Willow Close, knock twice",
    'rendez-vous chez moi, 8 rue des Lilas',
    "I'm at Calle Mayor 12, 3ºB, Madrid",
    'meu endereço é Rua das Flores 45, apto 2',
    'abito in via Garibaldi 7, vieni quando vuoi',
    'komm vorbei: Hauptstraße 5, 2. Stock',
    'ich wohne in der Berliner Straße 12',
    'ik woon op de Kerkstraat 12',
    'rumahku di Jl. Sudirman No. 5, mampir ya',
    'adresim: Atatürk Cad. No: 12 Daire 5',
    'zip 10001 apt 4C, 350 W 34th St, come by',
    // A street named after a claim, a house number before a street, living at a name and a number, a flat.
    'I live on Elm Road',
    "I'm at number 42 on Pine Street",
    'mieszkam na Mickiewicza 7 m. 2',
    'Nevsky 28, kv 5, priezhai',
    // Alone, or with a flat or a postcode: the address is the message.
    '27 Church Lane, Leeds',
    'Flat 2, 33 Victoria Road',
  ])('refuses %j', (text) => {
    expect(address(text)).not.toBeNull();
  });

  it.each([
    // Numbers a word names, a town alone, a street with no house number and no claim.
    'page 14, question 3',
    'Room 12 is the art room',
    'Room 101, floor 3, next to the lift',
    'I live in Leeds',
    'the bus goes down Station Road',
    "I'm at the Main Street bus stop, the bus is late",
    // Everyday words that are street words elsewhere: 'close', 'road', 'via', 'corso'.
    'I have 2 close friends at school',
    'We ran 5 miles down the road',
    'I sent it via WhatsApp 2 times',
    'corso di inglese 2 è difficile',
    'Top 3 Square Enix games',
    // A public place's address, a famous address nobody lives at, a title with a street in it.
    'The museum is at 1000 Fifth Avenue, we are going with the class',
    '221B Baker Street is where Sherlock lives',
    'Sherlock Holmes lived at 221B Baker Street, London NW1 6XE',
    '21 Jump Street is a funny film',
    'Miracle on 34th Street is on tonight',
  ])('keeps %j', (text) => {
    expect(address(text)).toBeNull();
  });

  it('refuses a famous address the sender gives as theirs', () => {
    expect(address('my address is 742 Evergreen Terrace, Springfield')).not.toBeNull();
  });
});
